-- Bulk field edit and price-list import of cards (issue 23): many cards changed in one transaction, all or nothing.
-- p_changes is a JSON array of {"id": <card id>, "values": {<column>: <new value>, …}}; only the columns an editor
-- may change in bulk are accepted. Invoker: the admins' update policy, the CHECK constraints (among them the
-- representative example's, 20261124120600) and the audit trigger (one audit_log row per card) apply to every row
-- as to a form's save; any refused row rolls the whole call back. Returns the number of cards changed.
create or replace function public.bulk_update_cards(p_changes jsonb) returns integer
language plpgsql security invoker set search_path = '' as $$
declare
  v_allowed constant text[] := array[
    'annual_fee', 'setup_fee', 'invoice_fee', 'extra_card_fee', 'withdrawal_fee_fixed', 'withdrawal_fee_percent',
    'currency_surcharge_percent', 'nominal_rate_min', 'nominal_rate_max', 'effective_rate', 'interest_free_days',
    'min_monthly_payment_percent', 'credit_limit_min', 'credit_limit_max', 'cashback_percent',
    'example_credit_amount', 'example_term_months', 'example_total_payable', 'example_monthly_payment',
    'example_updated_on', 'is_published', 'is_sponsored', 'sort_rank'];
  v_change jsonb;
  v_old public.credit_cards;
  v_new public.credit_cards;
  v_key text;
  v_count integer := 0;
begin
  if not private.admin_write_allowed() then
    raise exception 'Endast administratörer får ändra kort' using errcode = '42501';
  end if;
  if jsonb_typeof(p_changes) is distinct from 'array' then
    raise exception 'Ändringarna ska vara en lista' using errcode = '22023';
  end if;
  for v_change in select value from jsonb_array_elements(p_changes) loop
    for v_key in select jsonb_object_keys(coalesce(v_change -> 'values', '{}'::jsonb)) loop
      if not v_key = any (v_allowed) then
        raise exception 'Fältet % kan inte ändras i en massändring', v_key using errcode = '22023';
      end if;
    end loop;
    select * into v_old from public.credit_cards c where c.id = (v_change ->> 'id')::bigint for update;
    if not found then
      raise exception 'Kortet % finns inte', v_change ->> 'id' using errcode = 'P0002';
    end if;
    v_new := jsonb_populate_record(v_old, v_change -> 'values');
    update public.credit_cards c set
      annual_fee = v_new.annual_fee, setup_fee = v_new.setup_fee, invoice_fee = v_new.invoice_fee,
      extra_card_fee = v_new.extra_card_fee, withdrawal_fee_fixed = v_new.withdrawal_fee_fixed,
      withdrawal_fee_percent = v_new.withdrawal_fee_percent,
      currency_surcharge_percent = v_new.currency_surcharge_percent,
      nominal_rate_min = v_new.nominal_rate_min, nominal_rate_max = v_new.nominal_rate_max,
      effective_rate = v_new.effective_rate, interest_free_days = v_new.interest_free_days,
      min_monthly_payment_percent = v_new.min_monthly_payment_percent,
      credit_limit_min = v_new.credit_limit_min, credit_limit_max = v_new.credit_limit_max,
      cashback_percent = v_new.cashback_percent, example_credit_amount = v_new.example_credit_amount,
      example_term_months = v_new.example_term_months, example_total_payable = v_new.example_total_payable,
      example_monthly_payment = v_new.example_monthly_payment, example_updated_on = v_new.example_updated_on,
      is_published = v_new.is_published, is_sponsored = v_new.is_sponsored, sort_rank = v_new.sort_rank
     where c.id = v_old.id;
    if not found then
      raise exception 'Kortet % kunde inte ändras', v_old.id using errcode = '42501';
    end if;
    v_count := v_count + 1;
  end loop;
  return v_count;
end $$;

revoke all on function public.bulk_update_cards(jsonb) from public, anon, authenticated;
grant execute on function public.bulk_update_cards(jsonb) to authenticated, service_role;
