-- Issue 32: the retention job removed 54 rows/s (scripts/bench/retention.ts, 50,000 records in batches of 5,000).
-- EXPLAIN (ANALYZE, BUFFERS) of one batch: the deletes of the records and their audit trigger took ~0.1 ms a row,
-- but the audit rows' deletion spent 1.5 s of 1.6 s (1,000 records, 2,963 audit rows, 138,737 buffers) in
-- audit_log_append_only: private.log_change_granted's `row_id in (p_row_id, '*')` is no index condition, so each
-- audit row's check read every grant of the transaction (Rows Removed by Filter: 1000) — quadratic in the batch.
-- Two equality probes instead, each a lookup on log_change_grants' primary key: ~70 µs a row whatever the batch.
create or replace function private.log_change_granted(p_log regclass, p_subject text, p_row_id text)
returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from private.log_change_grants g
     where g.txid = pg_catalog.txid_current() and g.log_table = p_log and g.subject = p_subject
       and g.row_id = p_row_id
  ) or exists (
    select 1 from private.log_change_grants g
     where g.txid = pg_catalog.txid_current() and g.log_table = p_log and g.subject = p_subject and g.row_id = '*'
  )
$$;
revoke all on function private.log_change_granted(regclass, text, text) from public;
grant execute on function private.log_change_granted(regclass, text, text) to anon, authenticated, service_role;

-- Even so, inside the append-only trigger each check still cost ~2 ms with 5,000 grants of the transaction
-- (13.6 s for 6,037 audit rows; ~70 µs a row with one grant). private.redact_audit_rows (20261128005000) now grants
-- every audit row of p_table ('*') for the one statement it runs: that statement names the rows itself (p_table and
-- p_row_ids), and the grant ends before the function returns (or with the rollback), so it allows nothing more.
-- Redacting computes each row's new changed_fields once instead of twice.
create or replace function private.redact_audit_rows(
  p_table text, p_row_ids text[], p_delete boolean, p_columns text[] default null
) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_columns text[] := coalesce(p_columns,
    array(select c.column_name from private.personal_data_columns c where c.table_name = p_table));
  v_count integer;
begin
  if p_row_ids is null or pg_catalog.cardinality(p_row_ids) = 0 then
    return 0;
  end if;
  perform private.grant_log_changes('public.audit_log'::regclass, p_table, array['*']);
  if p_delete then
    delete from public.audit_log a where a.table_name = p_table and a.row_id = any (p_row_ids);
  else
    -- Each row redacted once (materialized: a pulled-up subquery would compute it for the filter and again for
    -- the new value; ~0.2 ms a call).
    with redacted as materialized (
      select a.id, a.changed_fields as was, private.redact_changed_fields(a.changed_fields, v_columns) as now
        from public.audit_log a
       where a.table_name = p_table and a.row_id = any (p_row_ids) and a.changed_fields ?| v_columns
    )
    update public.audit_log a set changed_fields = r.now
      from redacted r
     where a.id = r.id and r.now is distinct from r.was;
  end if;
  get diagnostics v_count = row_count;
  perform private.end_log_changes('public.audit_log'::regclass, p_table);
  return v_count;
end $$;
revoke all on function private.redact_audit_rows(text, text[], boolean, text[])
  from public, anon, authenticated, service_role;
