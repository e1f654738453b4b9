-- Issue 20: the bulk field edit and the price-list import are compare-and-set, like every other write. Each change
-- now carries the version its row had when the editor previewed it: {"id": …, "version": …, "values": {…}}. A
-- change without a version is refused (22023); a row that moved since (another editor saved it) refuses the whole
-- call with SQLSTATE PT409, which PostgREST answers with HTTP 409 as the bump_version trigger's conflicts
-- (20261125120000); the HINT is the moved card's id, so the client can name who changed it (last_change). The
-- trigger bumps each written row by exactly one, so an undo carries version + 1 of what it wrote.
-- Same signature as 20261124120700 (types unchanged); only the version check is new.
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
    if jsonb_typeof(v_change -> 'version') is distinct from 'number' then
      raise exception 'Ändringen av kort % saknar version', v_change ->> 'id' using errcode = '22023';
    end if;
    select * into v_old from public.credit_cards c where c.id = (v_change ->> 'id')::bigint for update;
    if not found then
      raise exception 'Kortet % finns inte', v_change ->> 'id' using errcode = 'P0002';
    end if;
    if v_old.version <> (v_change ->> 'version')::bigint then
      raise exception 'version_conflict'
        using errcode = 'PT409', hint = v_old.id::text,
              detail = format('credit_cards %s is at version %s, the write expected %s', v_old.id, v_old.version,
                              v_change ->> 'version');
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

