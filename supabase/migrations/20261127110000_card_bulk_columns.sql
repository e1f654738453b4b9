-- Issue 30: the columns public.bulk_update_cards may write are rows of a table instead of two lists in the code
-- (the whitelist of private.bulk_card_columns and the SET list of private.write_card_changes, 20261126120000).
-- A new card field that bulk edits or imports: its migration adds the column and one row here; the app's
-- descriptor (src/resources/cards/cardFields.ts, bulk: 'offered' or 'rpcOnly') must name the same columns
-- (tests/integration/cardFields.test.ts). The same 23 columns as before.
create table private.card_bulk_columns (
  name text primary key
);
insert into private.card_bulk_columns (name) values
  ('annual_fee'), ('setup_fee'), ('invoice_fee'), ('extra_card_fee'), ('withdrawal_fee_fixed'),
  ('withdrawal_fee_percent'), ('currency_surcharge_percent'), ('nominal_rate_min'), ('nominal_rate_max'),
  ('effective_rate'), ('interest_free_days'), ('min_monthly_payment_percent'), ('credit_limit_min'),
  ('credit_limit_max'), ('cashback_percent'), ('example_credit_amount'), ('example_term_months'),
  ('example_total_payable'), ('example_monthly_payment'), ('example_updated_on'), ('is_published'),
  ('is_sponsored'), ('sort_rank');
alter table private.card_bulk_columns enable row level security;
revoke all on table private.card_bulk_columns from public, anon, authenticated;

-- Only a column of credit_cards other than its key, timestamps and version (a row naming anything else would
-- otherwise reach the dynamic UPDATE below as an unknown column).
create function private.check_card_bulk_column() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.name in ('id', 'created_at', 'updated_at', 'version') or not exists (
    select 1 from pg_catalog.pg_attribute a
     where a.attrelid = 'public.credit_cards'::regclass and a.attname = new.name
       and a.attnum > 0 and not a.attisdropped
  ) then
    raise exception 'credit_cards.% kan inte massändras', new.name using errcode = '22023';
  end if;
  return new;
end $$;
revoke all on function private.check_card_bulk_column() from public, anon, authenticated;
create trigger card_bulk_columns_check before insert or update on private.card_bulk_columns
  for each row execute function private.check_card_bulk_column();

-- The whitelist, read by write_card_changes and undo_card_changes (which run as the caller): definer, so that the
-- caller needs no grant on the table.
create or replace function private.bulk_card_columns() returns text[]
language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(c.name order by c.name), '{}') from private.card_bulk_columns c
$$;
revoke all on function private.bulk_card_columns() from public, anon;
grant execute on function private.bulk_card_columns() to authenticated, service_role;

-- As 20261126120000, with the SET list built from the whitelist (each column quoted by format's %I).
create or replace function private.write_card_changes(p_changes jsonb, p_change_set uuid, p_kind text)
returns integer
language plpgsql security invoker set search_path = '' as $$
declare
  v_bad text;
  v_count integer;
  v_columns text[] := private.bulk_card_columns();
  v_set text;
begin
  if jsonb_typeof(p_changes) is distinct from 'array' then
    raise exception 'Ändringarna ska vara en lista' using errcode = '22023';
  end if;
  select k into v_bad
    from jsonb_array_elements(p_changes) e, jsonb_object_keys(coalesce(e -> 'values', '{}'::jsonb)) k
   where not k = any (v_columns)
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
   where c.id is null limit 1;
  if found then
    raise exception 'Kortet % finns inte', v_bad using errcode = 'P0002';
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

  select string_agg(format('%I = n.%I', col, col), ', ') into v_set from unnest(v_columns) col;
  perform set_config('app.change_set', p_change_set::text, true);
  perform set_config('app.change_kind', p_kind, true);
  -- in FROM, one call per row; `(jsonb_populate_record(…)).*` in a select list calls it once per column
  execute format(
    'update public.credit_cards c set %s
       from jsonb_array_elements($1) e
       join public.credit_cards o on o.id = (e ->> ''id'')::bigint
       cross join lateral jsonb_populate_record(o, e -> ''values'') n
      where c.id = o.id', v_set)
    using p_changes;
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
