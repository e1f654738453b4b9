-- Issue 23: a bulk field edit or a price-list import is one change set, undone as a whole from the history.
--
-- audit_log gets the change set (a uuid) and its kind ('bulk_edit', 'import', 'undo') of every row written by
-- public.bulk_update_cards or public.undo_card_changes; the audit trigger reads them from the transaction-local
-- settings app.change_set / app.change_kind that only these functions set (PostgREST exposes no way for a client to
-- call set_config, and the settings are local to the function's transaction). An undo's rows carry the change set
-- they undo, with the kind 'undo'.
--
-- The write is set-based: one UPDATE for the whole batch instead of one SELECT … FOR UPDATE, jsonb_populate_record
-- and UPDATE per row (20261125120100; bench:import measured the per-row statements as most of the write's time).
-- Compare-and-set as before: every change carries the version it was previewed at, a row that moved refuses the
-- whole call with PT409 (HTTP 409) and the moved card's id as HINT.
alter table public.audit_log
  add column change_set uuid,
  add column change_kind text constraint audit_log_change_kind_valid
    check (change_kind in ('bulk_edit', 'import', 'undo')),
  add constraint audit_log_change_set_has_kind check ((change_set is null) = (change_kind is null));
create index audit_log_change_set_idx on public.audit_log (change_set) where change_set is not null;

-- As 20261125120000, plus the change set of a bulk write.
create or replace function private.audit_row_change() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  old_row jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  new_row jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  changes jsonb;
  row_key text;
  overwrite boolean := coalesce(
    nullif(current_setting('request.headers', true), '')::jsonb ->> 'x-conflict-overwrite', '') = '1';
  v_change_set uuid := nullif(current_setting('app.change_set', true), '')::uuid;
  v_change_kind text := nullif(current_setting('app.change_kind', true), '');
begin
  if tg_op = 'UPDATE' then
    select jsonb_object_agg(n.key, jsonb_build_object('old', old_row -> n.key, 'new', n.value))
      into changes
      from jsonb_each(new_row) n
     where n.key not in ('updated_at', 'version') and (old_row -> n.key) is distinct from n.value;
    if changes is null then
      return new;
    end if;
  elsif tg_op = 'INSERT' then
    changes := new_row;
  else
    changes := old_row;
  end if;
  row_key := coalesce(new_row, old_row) ->> 'id';
  if row_key is null then
    row_key := coalesce(new_row, old_row) ->> coalesce(tg_argv[0], 'id');
  end if;
  if v_change_set is null or v_change_kind is null or tg_table_name <> 'credit_cards' then
    v_change_set := null;
    v_change_kind := null;
  end if;
  insert into public.audit_log
    (actor_id, table_name, row_id, action, changed_fields, conflict_overwritten, change_set, change_kind)
  values (auth.uid(), tg_table_name, row_key, tg_op, changes, overwrite, v_change_set, v_change_kind);
  return coalesce(new, old);
end $$;
revoke all on function private.audit_row_change() from public, anon, authenticated;

-- The columns a bulk write may change (as 20261124120700).
create or replace function private.bulk_card_columns() returns text[]
language sql immutable set search_path = '' as $$
  select array[
    'annual_fee', 'setup_fee', 'invoice_fee', 'extra_card_fee', 'withdrawal_fee_fixed', 'withdrawal_fee_percent',
    'currency_surcharge_percent', 'nominal_rate_min', 'nominal_rate_max', 'effective_rate', 'interest_free_days',
    'min_monthly_payment_percent', 'credit_limit_min', 'credit_limit_max', 'cashback_percent',
    'example_credit_amount', 'example_term_months', 'example_total_payable', 'example_monthly_payment',
    'example_updated_on', 'is_published', 'is_sponsored', 'sort_rank']
$$;
revoke all on function private.bulk_card_columns() from public, anon;
grant execute on function private.bulk_card_columns() to authenticated, service_role;

-- Writes p_changes ([{"id", "version", "values": {…}}]) as one change set, all or nothing. Invoker: the caller's
-- update policy, the CHECK constraints (the representative example's) and the audit trigger apply to every row.
-- Superseded: 20261127110000_card_bulk_columns.sql replaced the body (the SET list built from the whitelist table).
-- On a fresh deploy nothing calls this version before it is replaced, so only its signature and grants remain here
-- (a hosted project applied the full body long ago; see git history).
create or replace function private.write_card_changes(p_changes jsonb, p_change_set uuid, p_kind text)
returns integer language plpgsql security invoker set search_path = '' as $$
begin raise exception 'Ersatt av 20261127110000_card_bulk_columns.sql' using errcode = '0A000'; end $$;
revoke all on function private.write_card_changes(jsonb, uuid, text) from public, anon;
grant execute on function private.write_card_changes(jsonb, uuid, text) to authenticated, service_role;

-- The bulk field edit (p_kind 'bulk_edit') and the price-list import ('import'). p_change_set names the change set
-- (the client makes it, so the dialog can undo it at once); a new one when null; one already used is refused.
drop function public.bulk_update_cards(jsonb);
create function public.bulk_update_cards(
  p_changes jsonb,
  p_change_set uuid default null,
  p_kind text default 'bulk_edit'
) returns integer
language plpgsql security invoker set search_path = '' as $$
begin
  if not private.admin_write_allowed() then
    raise exception 'Endast administratörer får ändra kort' using errcode = '42501';
  end if;
  if p_kind is null or p_kind not in ('bulk_edit', 'import') then
    raise exception 'Okänd sorts massändring: %', p_kind using errcode = '22023';
  end if;
  if exists (select 1 from public.audit_log a where a.change_set = p_change_set) then
    raise exception 'Ändringen % är redan gjord', p_change_set using errcode = '22023';
  end if;
  return private.write_card_changes(p_changes, coalesce(p_change_set, gen_random_uuid()), p_kind);
end $$;
revoke all on function public.bulk_update_cards(jsonb, uuid, text) from public, anon, authenticated;
grant execute on function public.bulk_update_cards(jsonb, uuid, text) to authenticated, service_role;

-- Undo a whole bulk edit or import, from the dialog or from the history: every card of the change set gets back
-- the values it had before. Refused as a whole with PT409 (HINT: the card's id) when any of its cards changed
-- since (a later history row: an edit, another bulk write, a delete, or this change set's undo).
create function public.undo_card_changes(p_change_set uuid) returns integer
language plpgsql security invoker set search_path = '' as $$
declare
  v_conflict text;
  v_changes jsonb;
begin
  if not private.admin_write_allowed() then
    raise exception 'Endast administratörer får ändra kort' using errcode = '42501';
  end if;
  perform 1 from public.credit_cards c
    where c.id in (select a.row_id::bigint from public.audit_log a
                    where a.change_set = p_change_set and a.table_name = 'credit_cards')
    order by c.id for update;
  if not exists (select 1 from public.audit_log a
                  where a.change_set = p_change_set and a.change_kind in ('bulk_edit', 'import')) then
    raise exception 'Ändringen % finns inte', p_change_set using errcode = 'P0002';
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
