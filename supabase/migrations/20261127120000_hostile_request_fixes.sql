-- Issue 31: what a hostile request or an unlucky moment could still do to the database.
--
-- Item 12: the history named an actor by raw_user_meta_data.full_name, which every signed-in user sets for
-- themselves (PUT /auth/v1/user { data }), so an admin could appear in the audit trail under another admin's name or
-- e-mail. audit_actors now reads full_name from raw_app_meta_data, which only the service role sets (Supabase Auth
-- refuses app_metadata from the user: "Updating app_metadata requires admin privileges"): set a name with
-- auth.admin.updateUserById(id, { app_metadata: { full_name } }). Without one the app shows the e-mail. Names in
-- user metadata are not carried over: they may already be chosen by the user.
create or replace function public.audit_actors() returns table (actor_id uuid, email text, full_name text)
language plpgsql stable security definer set search_path = '' as $$
begin
  if not private.is_admin() then
    raise exception 'Endast administratörer får se ändringshistoriken' using errcode = '42501';
  end if;
  return query
    select u.id, u.email::text,
           nullif(pg_catalog.btrim(u.raw_app_meta_data ->> 'full_name'), '')
      from auth.users u
     where u.id in (select distinct a.actor_id from public.audit_log a where a.actor_id is not null)
        or u.id in (select r.user_id from public.user_roles r)
     order by u.email;
end $$;
revoke all on function public.audit_actors() from public, anon, authenticated;
grant execute on function public.audit_actors() to authenticated;

-- Item 14: an inquiry from the public site could arrive marked publish_as_faq; only an admin decides that.
-- As 20261122100000's expert_inquiries_public_defaults, plus publish_as_faq.
create or replace function private.expert_inquiries_public_defaults() returns trigger
language plpgsql set search_path = '' as $$
begin
  if private.is_public_caller() then
    new.status := 'pending';
    new.assigned_to := null;
    new.answer := null;
    new.answered_at := null;
    new.internal_note := null;
    new.closed_at := null;
    new.publish_as_faq := false;
    new.created_at := now();
  end if;
  return new;
end $$;
revoke all on function private.expert_inquiries_public_defaults() from public, anon, authenticated;

-- Item 13: a card deleted between the bulk edit's or import's preview and the write raised P0002, which PostgREST
-- answers with 500; it is the same conflict as a card changed since the preview: PT409 with the card's id as HINT
-- (the client names who deleted it from the history). A change without a usable id is a bad request (22023).
-- Otherwise as 20261126120000.
create or replace function private.write_card_changes(p_changes jsonb, p_change_set uuid, p_kind text)
returns integer
language plpgsql security invoker set search_path = '' as $$
declare
  v_bad text;
  v_count integer;
begin
  if jsonb_typeof(p_changes) is distinct from 'array' then
    raise exception 'Ändringarna ska vara en lista' using errcode = '22023';
  end if;
  if exists (select 1 from jsonb_array_elements(p_changes) e
              where jsonb_typeof(e) is distinct from 'object'
                 or coalesce(jsonb_typeof(e -> 'id'), '') not in ('number', 'string')
                 or jsonb_typeof(coalesce(e -> 'values', '{}'::jsonb)) is distinct from 'object') then
    raise exception 'Varje ändring ska ha ett kort-id och värden' using errcode = '22023';
  end if;
  select k into v_bad
    from jsonb_array_elements(p_changes) e, jsonb_object_keys(coalesce(e -> 'values', '{}'::jsonb)) k
   where not k = any (private.bulk_card_columns())
   limit 1;
  if found then
    raise exception 'Fältet % kan inte ändras i en massändring', v_bad using errcode = '22023';
  end if;
  select e ->> 'id' into v_bad from jsonb_array_elements(p_changes) e
   where jsonb_typeof(e -> 'version') is distinct from 'number' limit 1;
  if found then
    raise exception 'Ändringen av kort % saknar version', v_bad using errcode = '22023';
  end if;
  select e ->> 'id' into v_bad from jsonb_array_elements(p_changes) e group by e ->> 'id' having count(*) > 1 limit 1;
  if found then
    raise exception 'Kortet % finns två gånger i ändringen', v_bad using errcode = '22023';
  end if;
  -- Lock every card in id order (two bulk writes cannot deadlock), then compare the versions.
  perform 1 from public.credit_cards c
    where c.id in (select (e ->> 'id')::bigint from jsonb_array_elements(p_changes) e)
    order by c.id for update;
  select e ->> 'id' into v_bad
    from jsonb_array_elements(p_changes) e
    left join public.credit_cards c on c.id = (e ->> 'id')::bigint
   where c.id is null
   order by (e ->> 'id')::bigint limit 1;
  if found then
    raise exception 'version_conflict'
      using errcode = 'PT409', hint = v_bad, detail = format('credit_cards %s was deleted since the preview', v_bad);
  end if;
  select c.id::text into v_bad
    from jsonb_array_elements(p_changes) e
    join public.credit_cards c on c.id = (e ->> 'id')::bigint
   where c.version <> (e ->> 'version')::bigint
   order by c.id limit 1;
  if found then
    raise exception 'version_conflict'
      using errcode = 'PT409', hint = v_bad, detail = format('credit_cards %s moved since the preview', v_bad);
  end if;

  perform set_config('app.change_set', p_change_set::text, true);
  perform set_config('app.change_kind', p_kind, true);
  update public.credit_cards c set
    annual_fee = n.annual_fee, setup_fee = n.setup_fee, invoice_fee = n.invoice_fee,
    extra_card_fee = n.extra_card_fee, withdrawal_fee_fixed = n.withdrawal_fee_fixed,
    withdrawal_fee_percent = n.withdrawal_fee_percent, currency_surcharge_percent = n.currency_surcharge_percent,
    nominal_rate_min = n.nominal_rate_min, nominal_rate_max = n.nominal_rate_max,
    effective_rate = n.effective_rate, interest_free_days = n.interest_free_days,
    min_monthly_payment_percent = n.min_monthly_payment_percent,
    credit_limit_min = n.credit_limit_min, credit_limit_max = n.credit_limit_max,
    cashback_percent = n.cashback_percent, example_credit_amount = n.example_credit_amount,
    example_term_months = n.example_term_months, example_total_payable = n.example_total_payable,
    example_monthly_payment = n.example_monthly_payment, example_updated_on = n.example_updated_on,
    is_published = n.is_published, is_sponsored = n.is_sponsored, sort_rank = n.sort_rank
    from jsonb_array_elements(p_changes) e
    join public.credit_cards o on o.id = (e ->> 'id')::bigint
    -- in FROM, one call per row; `(jsonb_populate_record(…)).*` in a select list calls it once per column
    cross join lateral jsonb_populate_record(o, e -> 'values') n
   where c.id = o.id;
  get diagnostics v_count = row_count;
  perform set_config('app.change_set', '', true);
  perform set_config('app.change_kind', '', true);
  if v_count <> jsonb_array_length(p_changes) then
    raise exception 'Alla kort kunde inte ändras' using errcode = '42501';
  end if;
  return v_count;
end $$;
revoke all on function private.write_card_changes(jsonb, uuid, text) from public, anon;
grant execute on function private.write_card_changes(jsonb, uuid, text) to authenticated, service_role;

-- Item 13: undo_card_changes without a change set, or with one that does not exist, raised P0002 (PostgREST: 500).
-- Now 22023 (400) for a missing one and PT404 (404) for an unknown one. Otherwise as 20261126120000.
create or replace function public.undo_card_changes(p_change_set uuid) returns integer
language plpgsql security invoker set search_path = '' as $$
declare
  v_conflict text;
  v_changes jsonb;
begin
  if not private.admin_write_allowed() then
    raise exception 'Endast administratörer får ändra kort' using errcode = '42501';
  end if;
  if p_change_set is null then
    raise exception 'Ange vilken ändring som ska ångras' using errcode = '22023';
  end if;
  perform 1 from public.credit_cards c
    where c.id in (select a.row_id::bigint from public.audit_log a
                    where a.change_set = p_change_set and a.table_name = 'credit_cards')
    order by c.id for update;
  if not exists (select 1 from public.audit_log a
                  where a.change_set = p_change_set and a.change_kind in ('bulk_edit', 'import')) then
    raise exception 'Ändringen % finns inte', p_change_set using errcode = 'PT404';
  end if;
  select a.row_id into v_conflict
    from public.audit_log a
   where a.change_set = p_change_set and a.change_kind in ('bulk_edit', 'import')
     and (exists (select 1 from public.audit_log l
                   where l.table_name = 'credit_cards' and l.row_id = a.row_id and l.id > a.id)
          or not exists (select 1 from public.credit_cards c where c.id = a.row_id::bigint))
   order by a.row_id::bigint limit 1;
  if found then
    raise exception 'version_conflict'
      using errcode = 'PT409', hint = v_conflict,
            detail = format('credit_cards %s changed after change set %s', v_conflict, p_change_set);
  end if;
  select jsonb_agg(jsonb_build_object(
           'id', c.id,
           'version', c.version,
           'values', (select jsonb_object_agg(f.key, f.value -> 'old') from jsonb_each(a.changed_fields) f
                       where f.key = any (private.bulk_card_columns()))))
    into v_changes
    from public.audit_log a
    join public.credit_cards c on c.id = a.row_id::bigint
   where a.change_set = p_change_set and a.change_kind in ('bulk_edit', 'import');
  return private.write_card_changes(v_changes, p_change_set, 'undo');
end $$;
revoke all on function public.undo_card_changes(uuid) from public, anon, authenticated;
grant execute on function public.undo_card_changes(uuid) to authenticated, service_role;
