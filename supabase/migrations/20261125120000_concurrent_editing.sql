-- Several editors at once (issue 20): optimistic concurrency on every edited table, the card saved with its
-- categories in one transaction, conflicts overwritten knowingly marked in the audit log, and editing sessions
-- (who else has a record open).

-- Versions -------------------------------------------------------------------------------------------------------
-- updated_at is now() (the transaction's start, microseconds), which two quick writes can share; an integer that
-- every UPDATE bumps cannot. A write that names a version (the one its editor loaded) is refused unless the row is
-- still at it: SQLSTATE PT409, which PostgREST answers with HTTP 409 (docs.postgrest.org references/errors.html,
-- 'Custom Errors': a PTxyz SQLSTATE sets the HTTP status xyz). Clients also filter on version=eq.<loaded>,
-- so a stale PATCH/DELETE matches no row (compare-and-set); the trigger makes the rule hold for any writer.
create or replace function private.bump_version() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.version is distinct from old.version then
    raise exception 'version_conflict'
      using errcode = 'PT409',
            detail = format('%s %s is at version %s, the write expected %s', tg_table_name, old.id, old.version,
                            new.version);
  end if;
  new.version := old.version + 1;
  return new;
end $$;
revoke all on function private.bump_version() from public, anon, authenticated;

do $$
declare t text;
begin
  foreach t in array array['banks', 'networks', 'categories', 'credit_cards', 'reviews', 'expert_inquiries',
                           'chat_sessions', 'news_articles', 'blog_posts'] loop
    execute format('alter table public.%I add column version bigint not null default 1', t);
    execute format('create trigger %I before update on public.%I for each row execute function private.bump_version()',
                   t || '_bump_version', t);
  end loop;
end $$;

-- Audit: a version bump alone is no change; a write sent with the header X-Conflict-Overwrite (the editor saw the
-- conflict dialog and chose to overwrite) is marked. PostgREST puts the request's headers, lower-cased, in the
-- setting request.headers.
alter table public.audit_log add column conflict_overwritten boolean not null default false;

-- private.audit_row_change() skips a version bump and writes conflict_overwritten from that header: the function is
-- 20261126120000_card_change_sets.sql's (create or replace), which also adds the change set; on a fresh deploy no
-- row is written in between, so this version's body is left to git history.

-- Who changed a row last, and when: the conflict message names them.
-- Superseded: 20261129005100_editor_rls.sql replaced the body (staff; editors only the content's tables). On a fresh
-- deploy nothing calls this version before it is replaced, so only its signature and grants remain here (a hosted
-- project applied the full body long ago; see git history).
create or replace function public.last_change(p_table text, p_row_id text)
returns table (occurred_at timestamptz, action text, email text)
language plpgsql stable security definer set search_path = '' as $$
begin raise exception 'Ersatt av 20261129005100_editor_rls.sql' using errcode = '0A000'; end $$;
revoke all on function public.last_change(text, text) from public, anon, authenticated;
grant execute on function public.last_change(text, text) to authenticated;

-- The card and its categories in one transaction, only if the card is still at p_version -----------------------
-- Security invoker: the card's and card_categories' RLS policies (admin_write_allowed: admin, aal2 with MFA) apply.
-- p_changes holds the changed columns (unknown keys fail as unknown columns); p_category_ids null keeps the list.
-- Superseded: 20261129005100_editor_rls.sql replaced the body (the same save, for staff). On a fresh deploy nothing
-- calls this version before it is replaced, so only its signature and grants remain here (see git history).
create or replace function public.save_card(p_id bigint, p_version bigint, p_changes jsonb,
                                            p_category_ids bigint[] default null)
returns public.credit_cards language plpgsql security invoker set search_path = '' as $$
begin raise exception 'Ersatt av 20261129005100_editor_rls.sql' using errcode = '0A000'; end $$;
revoke all on function public.save_card(bigint, bigint, jsonb, bigint[]) from public, anon, authenticated;
grant execute on function public.save_card(bigint, bigint, jsonb, bigint[]) to authenticated;

-- Editing sessions: who has which record open ------------------------------------------------------------------
-- Each open edit page upserts its row every ~10 s; a row counts for 30 s after its last refresh (the server's
-- clock), so a closed tab or a dead browser drops out within 40 s. Admins read all live rows; each admin writes
-- only rows of their own (user_id and e-mail come from the JWT, never from the client).
create table public.editing_sessions (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  resource text not null constraint editing_sessions_resource_length check (char_length(resource) <= 64),
  record_id text not null constraint editing_sessions_record_id_length check (char_length(record_id) <= 64),
  editor_email text,
  expires_at timestamptz not null default now() + interval '30 seconds',
  primary key (user_id, resource, record_id)
);
create index editing_sessions_resource_idx on public.editing_sessions (resource, expires_at);
alter table public.editing_sessions enable row level security;
revoke all on public.editing_sessions from anon;
grant select, insert, update, delete on public.editing_sessions to authenticated;

create or replace function private.editing_session_defaults() returns trigger
language plpgsql set search_path = '' as $$
begin
  -- A signed-in caller is always itself; only the service role (no auth.uid()) may name someone.
  new.user_id := coalesce(auth.uid(), new.user_id);
  new.editor_email := coalesce(auth.jwt() ->> 'email', new.editor_email);
  new.expires_at := now() + interval '30 seconds';
  return new;
end $$;
revoke all on function private.editing_session_defaults() from public, anon, authenticated;
create trigger editing_sessions_defaults before insert or update on public.editing_sessions
  for each row execute function private.editing_session_defaults();

-- Admins read the live rows and write their own: the policies are 20261129005100_editor_rls.sql's ("staff …
-- editing_sessions", the same for admins and editors); on a fresh deploy nobody edits in between, so this migration's
-- admin-only versions are left to git history.
