-- Issue 32: personal data. The catalogue of the columns that hold it, and the only way past the append-only rule
-- of the logs (audit_log, cookie_consents and every managed 'append_only' table): a grant that lives in the
-- current transaction and that only functions owned by the migration role can write.
--
-- private.personal_data_columns: every column of the schema that holds a visitor's (or a staff member's) personal
-- data, with its kind. The retention rules, db:lint's guard, the erasure of one person and
-- private.redact_audit_rows read it. News and blog bylines (author_name) are published staff names, not listed.
--
-- private.redact_audit_rows(table, row ids, delete): the audit rows of the given records are deleted (p_delete)
-- or keep what happened (table, record, actor, time, action) with the personal values of changed_fields replaced
-- by the marker '[raderad]'. The append-only trigger (private.forbid_change) lets a row of a log change only when
-- private.log_change_grants holds a grant for this transaction (txid_current()), this log and this record; a grant
-- is written by private.grant_log_changes, which no API role (nor service_role) may execute, and removed before
-- the granting function returns (or by the rollback). A custom setting would not do: any role may set_config any
-- 'app.*' setting, so a setting is not proof of who set it. An audit row may change only in changed_fields.

create table private.personal_data_columns (
  table_name text not null,
  column_name text not null,
  kind text not null constraint personal_data_columns_kind_valid
    check (kind in ('email', 'phone', 'name', 'visitor_id', 'consent_id', 'ip', 'user_agent', 'free_text', 'url')),
  primary key (table_name, column_name)
);
alter table private.personal_data_columns enable row level security; -- no policies: the owner reads it
revoke all on private.personal_data_columns from public, anon, authenticated;
grant select on private.personal_data_columns to service_role;

insert into private.personal_data_columns (table_name, column_name, kind) values
  ('reviews', 'author_name', 'name'),
  ('reviews', 'author_email', 'email'),
  ('reviews', 'title', 'free_text'),
  ('reviews', 'body', 'free_text'),
  ('expert_inquiries', 'name', 'name'),
  ('expert_inquiries', 'email', 'email'),
  ('expert_inquiries', 'phone', 'phone'),
  ('expert_inquiries', 'question', 'free_text'),
  -- The answer and the note are written about and to the person, and quote them.
  ('expert_inquiries', 'answer', 'free_text'),
  ('expert_inquiries', 'internal_note', 'free_text'),
  ('chat_sessions', 'visitor_id', 'visitor_id'),
  ('chat_sessions', 'page_url', 'url'),
  ('chat_sessions', 'user_agent_family', 'user_agent'),
  ('chat_sessions', 'feedback', 'free_text'),
  ('chat_messages', 'content', 'free_text'),
  ('cookie_consents', 'consent_id', 'consent_id'),
  ('cookie_consents', 'previous_consent_id', 'consent_id'),
  ('cookie_consents', 'ip_hash', 'ip'),
  ('cookie_consents', 'user_agent_family', 'user_agent'),
  ('editing_sessions', 'editor_email', 'email');

-- Grants to change a log's rows, for the current transaction only. subject is the audited table for audit_log
-- (row_id its record) and the log's own name otherwise (row_id its id); row_id '*' grants every row.
create table private.log_change_grants (
  txid bigint not null default pg_catalog.txid_current(),
  log_table regclass not null,
  subject text not null,
  row_id text not null,
  primary key (txid, log_table, subject, row_id)
);
alter table private.log_change_grants enable row level security; -- no policies: the owner reads it
revoke all on private.log_change_grants from public, anon, authenticated, service_role;

-- Owner only: the caller must be a function owned by the migration role (or that role itself).
create or replace function private.grant_log_changes(p_log regclass, p_subject text, p_row_ids text[])
returns void
language sql security definer set search_path = '' as $$
  insert into private.log_change_grants (log_table, subject, row_id)
  select p_log, p_subject, r from pg_catalog.unnest(p_row_ids) r where r is not null
  on conflict do nothing
$$;
revoke all on function private.grant_log_changes(regclass, text, text[]) from public, anon, authenticated, service_role;

-- Ends this transaction's grants for one log and subject (the granting function calls it before it returns).
create or replace function private.end_log_changes(p_log regclass, p_subject text) returns void
language sql security definer set search_path = '' as $$
  delete from private.log_change_grants
   where txid = pg_catalog.txid_current() and log_table = p_log and subject = p_subject
$$;
revoke all on function private.end_log_changes(regclass, text) from public, anon, authenticated, service_role;

-- Definer: the trigger runs as whoever writes, and nobody but the owner reads the grants. It only answers yes/no.
-- Superseded: 20261130004000_log_change_grant_lookup.sql replaced the body (two primary-key probes). On a fresh
-- deploy no log row is changed before it is replaced, so only its signature and grants remain here (see git history).
create or replace function private.log_change_granted(p_log regclass, p_subject text, p_row_id text)
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin raise exception 'Ersatt av 20261130004000_log_change_grant_lookup.sql' using errcode = '0A000'; end $$;
revoke all on function private.log_change_granted(regclass, text, text) from public;
grant execute on function private.log_change_granted(regclass, text, text) to anon, authenticated, service_role;

-- As 20261122100000 (the same message for everything refused), plus the grant: audit_log rows may be deleted or
-- have their changed_fields replaced, other logs' rows only deleted.
create or replace function private.forbid_change() returns trigger
language plpgsql set search_path = '' as $$
declare
  old_row jsonb := pg_catalog.to_jsonb(old);
  is_audit boolean := tg_table_schema = 'public' and tg_table_name = 'audit_log';
begin
  if (tg_op = 'DELETE' or (is_audit and (pg_catalog.to_jsonb(new) - 'changed_fields') = (old_row - 'changed_fields')))
     and private.log_change_granted(tg_relid::regclass,
                                    case when is_audit then old_row ->> 'table_name' else tg_table_name end,
                                    old_row ->> case when is_audit then 'row_id' else 'id' end) then
    return case tg_op when 'DELETE' then old else new end;
  end if;
  raise exception '% är en logg som bara kan läggas till: rader ändras eller tas aldrig bort', tg_table_name
    using errcode = '42501';
end $$;
revoke all on function private.forbid_change() from public, anon, authenticated;

-- A changed_fields object with the given columns' values replaced by the marker: an INSERT or DELETE row holds
-- {column: value}, an UPDATE row {column: {old, new}}. Nulls stay null (nothing was there).
create or replace function private.redact_changed_fields(p_fields jsonb, p_columns text[]) returns jsonb
language sql immutable set search_path = '' as $$
  select case when p_fields is null or pg_catalog.jsonb_typeof(p_fields) <> 'object' then p_fields
    else (select coalesce(pg_catalog.jsonb_object_agg(e.key,
            case when e.key <> all (p_columns) then e.value
                 when pg_catalog.jsonb_typeof(e.value) = 'object' and e.value ? 'old' and e.value ? 'new' then
                   pg_catalog.jsonb_build_object(
                     'old', case when pg_catalog.jsonb_typeof(e.value -> 'old') = 'null' then 'null'::jsonb
                                 else '"[raderad]"'::jsonb end,
                     'new', case when pg_catalog.jsonb_typeof(e.value -> 'new') = 'null' then 'null'::jsonb
                                 else '"[raderad]"'::jsonb end)
                 when pg_catalog.jsonb_typeof(e.value) = 'null' then e.value
                 else '"[raderad]"'::jsonb end), '{}'::jsonb)
            from pg_catalog.jsonb_each(p_fields) e)
  end
$$;
revoke all on function private.redact_changed_fields(jsonb, text[]) from public, anon, authenticated;

-- The audit rows of the given records of p_table: deleted (p_delete), or their personal values (the catalogue's
-- columns of p_table, or only p_columns when given) replaced by the marker. Returns the number of rows changed.
-- Owner only (the erasure RPC and the retention job call it).
-- Superseded: 20261130004000_log_change_grant_lookup.sql replaced the body (one grant of every row for the one
-- statement). On a fresh deploy nothing calls this version before it is replaced, so only its signature and grants
-- remain here (see git history).
create or replace function private.redact_audit_rows(p_table text, p_row_ids text[], p_delete boolean,
                                                     p_columns text[] default null)
returns integer language plpgsql security definer set search_path = '' as $$
begin raise exception 'Ersatt av 20261130004000_log_change_grant_lookup.sql' using errcode = '0A000'; end $$;
revoke all on function private.redact_audit_rows(text, text[], boolean, text[])
  from public, anon, authenticated, service_role;
