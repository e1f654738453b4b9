-- Which tables each retention rule clears (issue 32): db:lint's guard (scripts/db/db-lint.ts) fails on a table in
-- public or private with a personal-data column (private.personal_data_columns, or a column name that looks like
-- one: e-mail, phone, a person's name, visitor or consent id, IP, user agent) that no rule here names. A new table
-- with personal data gets its rule in public.retention_rules, its clean-up in private.retention_batch and its row
-- here, in the same migration.
create table private.retention_rule_tables (
  rule_key text not null references public.retention_rules (key) on update cascade on delete cascade,
  table_name text not null constraint retention_rule_tables_qualified check (table_name ~ '^[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*$'),
  primary key (rule_key, table_name)
);
create index retention_rule_tables_table_name_idx on private.retention_rule_tables (table_name);
alter table private.retention_rule_tables enable row level security; -- no policies: the owner reads it
revoke all on private.retention_rule_tables from public, anon, authenticated;
grant select on private.retention_rule_tables to service_role;

-- As private.retention_batch (20261128004100_retention.sql) clears them; the audit rows of each go with their
-- records (private.redact_audit_rows).
insert into private.retention_rule_tables (rule_key, table_name) values
  ('chat_sessions', 'public.chat_sessions'),
  ('chat_sessions', 'public.chat_messages'),
  ('inquiries_closed', 'public.expert_inquiries'),
  ('inquiries_spam', 'public.expert_inquiries'),
  ('reviews_rejected', 'public.reviews'),
  ('reviews_spam', 'public.reviews'),
  ('review_email', 'public.reviews'),
  ('cookie_consents', 'public.cookie_consents'),
  ('editing_sessions', 'public.editing_sessions'),
  ('job_runs', 'public.retention_runs');
