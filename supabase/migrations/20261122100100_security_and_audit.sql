-- Row-level security on every table, table privileges, the audit log and the admin RPCs.

-- Audit log ----------------------------------------------------------------------------------------------------
create table public.audit_log (
  id bigint generated always as identity primary key,
  occurred_at timestamptz not null default now(),
  actor_id uuid,
  table_name text not null,
  row_id text,
  action text not null constraint audit_log_action_valid check (action in ('INSERT', 'UPDATE', 'DELETE')),
  changed_fields jsonb
);
create index audit_log_table_row_idx on public.audit_log (table_name, row_id, occurred_at desc);
create index audit_log_occurred_at_idx on public.audit_log (occurred_at desc);

create trigger audit_log_append_only before update or delete on public.audit_log
  for each row execute function private.forbid_change();

-- Definer: every change is logged, and no API role may insert into audit_log itself. The body is
-- 20261126120000_card_change_sets.sql's (create or replace; 20261125120000 replaced it before): on a fresh deploy no
-- row is written before that migration, so only the trigger function's signature is needed here (the first body is
-- in git history).
create or replace function private.audit_row_change() returns trigger
language plpgsql security definer set search_path = '' as $$ begin return coalesce(new, old); end $$;
revoke all on function private.audit_row_change() from public, anon, authenticated;

-- The audit log's row id is the column `id`, or the one named as the trigger's argument.
do $$
declare t record;
begin
  for t in select * from (values ('banks', ''), ('networks', ''), ('categories', ''), ('credit_cards', ''),
      ('reviews', ''), ('expert_inquiries', ''), ('chat_sessions', ''), ('news_articles', ''), ('blog_posts', ''),
      ('card_categories', '''card_id'''), ('user_roles', '''user_id''')) as v (name, key) loop
    execute format('create trigger %I after insert or update or delete on public.%I
                    for each row execute function private.audit_row_change(%s)', t.name || '_audit', t.name, t.key);
  end loop;
end $$;

-- Privileges: start from nothing, grant what the policies need -------------------------------------------------
-- A hosted project's default privileges give anon and authenticated everything on new tables in `public`.
revoke all on all tables in schema public from anon, authenticated;

grant select on all tables in schema public to anon, authenticated;
revoke select on public.user_roles, public.audit_log from anon;
grant insert on public.reviews, public.expert_inquiries, public.cookie_consents, public.chat_sessions,
  public.chat_messages to anon, authenticated;
grant insert, update, delete on public.banks, public.networks, public.categories, public.credit_cards,
  public.card_categories, public.reviews, public.expert_inquiries, public.chat_sessions, public.chat_messages,
  public.news_articles, public.blog_posts, public.user_roles to authenticated;
grant usage on all sequences in schema public to anon, authenticated;
grant all on all tables in schema public to service_role;
revoke all on private.cookie_consent_days from public, anon, authenticated;
grant select on private.cookie_consent_days to authenticated;
grant all on private.cookie_consent_days to service_role;

-- Row-level security --------------------------------------------------------------------------------------------
alter table public.user_roles enable row level security;
alter table public.banks enable row level security;
alter table public.networks enable row level security;
alter table public.categories enable row level security;
alter table public.credit_cards enable row level security;
alter table public.card_categories enable row level security;
alter table public.reviews enable row level security;
alter table public.expert_inquiries enable row level security;
alter table public.chat_sessions enable row level security;
alter table public.chat_messages enable row level security;
alter table public.cookie_consents enable row level security;
alter table public.news_articles enable row level security;
alter table public.blog_posts enable row level security;
alter table public.audit_log enable row level security;
alter table private.cookie_consent_days enable row level security;

-- One permissive policy per table, role and action (PostgreSQL ORs permissive policies, so two of them cost two
-- evaluations per row and hide the combined rule). Helper calls are wrapped in (select …): evaluated once per
-- statement as an initplan, not once per row. The admin test comes first in an OR, so for admins the row's
-- columns are never looked at.

-- Admin writes on every managed table (writes need aal2 when the admin has MFA). Public inserts are below.
do $$
declare t text;
begin
  foreach t in array array['banks', 'networks', 'categories', 'credit_cards', 'card_categories', 'reviews',
                           'expert_inquiries', 'chat_sessions', 'chat_messages', 'news_articles', 'blog_posts',
                           'user_roles'] loop
    if t not in ('reviews', 'expert_inquiries', 'chat_sessions', 'chat_messages') then
      execute format('create policy "admin inserts %1$s" on public.%1$I for insert to authenticated
                      with check ((select private.admin_write_allowed()))', t);
    end if;
    execute format('create policy "admin updates %1$s" on public.%1$I for update to authenticated
                    using ((select private.admin_write_allowed())) with check ((select private.admin_write_allowed()))', t);
    execute format('create policy "admin deletes %1$s" on public.%1$I for delete to authenticated
                    using ((select private.admin_write_allowed()))', t);
  end loop;
end $$;

-- Reads: what the public site may see, and everything for admins.
create policy "public reads published cards, admin reads all" on public.credit_cards for select
  to anon, authenticated using ((select private.is_admin()) or is_published);
create policy "public reads active banks, admin reads all" on public.banks for select
  to anon, authenticated using ((select private.is_admin()) or is_active);
create policy "everyone reads networks" on public.networks for select to anon, authenticated using (true);
create policy "public reads active categories, admin reads all" on public.categories for select
  to anon, authenticated using ((select private.is_admin()) or is_active);
create policy "public reads categories of published cards, admin reads all" on public.card_categories for select
  to anon, authenticated
  using ((select private.is_admin()) or exists (select 1 from public.credit_cards c where c.id = card_id and c.is_published));
create policy "public reads approved reviews, admin reads all" on public.reviews for select
  to anon, authenticated using ((select private.is_admin()) or status = 'approved');
create policy "public reads published news, admin reads all" on public.news_articles for select
  to anon, authenticated using ((select private.is_admin()) or (status = 'published' and published_at <= now()));
create policy "public reads published blog posts, admin reads all" on public.blog_posts for select
  to anon, authenticated using ((select private.is_admin()) or (status = 'published' and published_at <= now()));
create policy "users read their own role, admin reads all" on public.user_roles for select to authenticated
  using ((select private.is_admin()) or user_id = (select auth.uid()));
-- Admins only: one policy a table, "admin reads <what>".
do $$
declare p record;
begin
  for p in select * from (values ('inquiries', 'public.expert_inquiries'), ('chat sessions', 'public.chat_sessions'),
      ('chat messages', 'public.chat_messages'), ('cookie_consents', 'public.cookie_consents'),
      ('audit_log', 'public.audit_log'), ('consent totals', 'private.cookie_consent_days')) as v (what, tbl) loop
    execute format('create policy %I on %s for select to authenticated using ((select private.is_admin()))',
                   'admin reads ' || p.what, p.tbl);
  end loop;
end $$;

-- Inserts: what the public site may send (the triggers reset moderation fields first), and admin inserts.
create policy "public submits reviews, admin inserts" on public.reviews for insert to anon, authenticated
  with check (
    (select private.admin_write_allowed())
    or ((select private.is_public_caller())
        and exists (select 1 from public.credit_cards c where c.id = card_id and c.is_published))
  );
create policy "public submits inquiries, admin inserts" on public.expert_inquiries for insert to anon, authenticated
  with check ((select private.admin_write_allowed()) or (select private.is_public_caller()));
create policy "public starts chats, admin inserts" on public.chat_sessions for insert to anon, authenticated
  with check ((select private.admin_write_allowed()) or (select private.is_public_caller()));
-- Anyone records a consent decision (admins too, e.g. from the public site), but not one that has already expired.
create policy "everyone records a current consent" on public.cookie_consents for insert to anon, authenticated
  with check (expires_at is null or expires_at > now());

-- A visitor can only add their own words, to a session that is still open (active within the last hour).
-- Definer: visitors cannot read chat_sessions.
create or replace function private.chat_session_is_open(p_session_id bigint) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.chat_sessions s
     where s.id = p_session_id and coalesce(s.last_message_at, s.started_at) > now() - interval '1 hour'
  )
$$;
revoke all on function private.chat_session_is_open(bigint) from public, anon, authenticated;
grant execute on function private.chat_session_is_open(bigint) to anon, authenticated, service_role;

create policy "public writes chat messages, admin inserts" on public.chat_messages for insert to anon, authenticated
  with check (
    (select private.admin_write_allowed())
    or ((select private.is_public_caller()) and role = 'user' and private.chat_session_is_open(session_id))
  );

-- Admin RPCs ----------------------------------------------------------------------------------------------------
-- Invoker: the delete policy on chat_sessions does the work (messages go by ON DELETE CASCADE). The check first
-- turns "0 rows" for a non-admin into a clear refusal.
create or replace function public.delete_visitor_chats(p_visitor_id text) returns integer
language plpgsql security invoker set search_path = '' as $$
declare removed integer;
begin
  if not private.admin_write_allowed() then
    raise exception 'Endast administratörer får radera chattar' using errcode = '42501';
  end if;
  delete from public.chat_sessions where visitor_id = p_visitor_id;
  get diagnostics removed = row_count;
  return removed;
end $$;

-- Invoker: the admin's read policies on the log and its daily totals are once-per-statement (select …), so RLS
-- costs nothing here. Whole UTC days inside the range come from private.cookie_consent_days, the partial days
-- at either end from the log itself (by its created_at index).
create or replace function public.cookie_consent_summary(
  p_from timestamptz default null, p_to timestamptz default null, p_action text default null
) returns table (total bigint, analytics bigint, marketing bigint, functional bigint)
language plpgsql stable security invoker set search_path = '' as $$
declare
  v_from timestamptz := coalesce(p_from, '-infinity');
  v_to timestamptz := coalesce(p_to, 'infinity');
  first_day date := (v_from at time zone 'UTC')::date;
  end_day date := (v_to at time zone 'UTC')::date; -- the day holding v_to, itself not whole
  head_until timestamptz := 'infinity';             -- log rows in [v_from, head_until) and [tail_from, v_to]
  tail_from timestamptz := 'infinity';
begin
  if not private.is_admin() then
    raise exception 'Endast administratörer får se samtyckesstatistik' using errcode = '42501';
  end if;
  if (first_day::timestamp at time zone 'UTC') < v_from then
    first_day := first_day + 1;
  end if;
  if first_day < end_day then
    head_until := first_day::timestamp at time zone 'UTC';
    tail_from := end_day::timestamp at time zone 'UTC';
  end if;
  return query
    with parts as (
      select sum(d.total) as total, sum(d.analytics) as analytics, sum(d.marketing) as marketing,
             sum(d.functional) as functional
        from private.cookie_consent_days d
       where first_day < end_day and d.day >= first_day and d.day < end_day
         and (p_action is null or d.action = p_action)
      union all
      select count(*), count(*) filter (where c.analytics), count(*) filter (where c.marketing),
             count(*) filter (where c.functional)
        from public.cookie_consents c
       where c.created_at >= v_from and c.created_at < head_until and c.created_at <= v_to
         and (p_action is null or c.action = p_action)
      union all
      select count(*), count(*) filter (where c.analytics), count(*) filter (where c.marketing),
             count(*) filter (where c.functional)
        from public.cookie_consents c
       where c.created_at >= tail_from and c.created_at <= v_to
         and (p_action is null or c.action = p_action)
    )
    select coalesce(sum(p.total), 0)::bigint, coalesce(sum(p.analytics), 0)::bigint,
           coalesce(sum(p.marketing), 0)::bigint, coalesce(sum(p.functional), 0)::bigint
      from parts p;
end $$;

revoke all on function public.delete_visitor_chats(text), public.cookie_consent_summary(timestamptz, timestamptz, text)
  from public, anon, authenticated;
grant execute on function public.delete_visitor_chats(text), public.cookie_consent_summary(timestamptz, timestamptz, text)
  to authenticated, service_role;

-- Admin text search ---------------------------------------------------------------------------------------------
-- Why definer: `ilike` (and every trigram or full-text operator) is not leakproof, so under RLS PostgreSQL must
-- apply the policy's quals before it and cannot use it as an index condition, even when the policy is a
-- once-per-statement (select private.is_admin()). A list search as the admin then scans the table (373 ms for
-- 100,000 reviews on PostgreSQL 15). These functions check the role first and run the search as the table owner,
-- where the trigram index serves `ilike`. They return whole rows, so PostgREST still filters, orders, pages and
-- counts (`/rpc/search_reviews?p_query=…&status=eq.pending&order=…&limit=25`). Listed in db-lint's allow-list.

-- `<column> ilike '%word%' and …` for each word of the query (react-admin's `@ilike` semantics: every word must
-- match), with ilike's wildcards escaped and each word quoted as a literal. The statement is built as text and
-- run with EXECUTE, so it is planned with the actual words every time (never a generic plan) and every word
-- becomes an index condition. An empty query matches everything.
create or replace function private.search_condition(p_column text, p_query text) returns text
language sql immutable set search_path = '' as $$
  select coalesce(
    string_agg(format('%s ilike %L', p_column,
                      '%' || replace(replace(replace(w, '\', '\\'), '%', '\%'), '_', '\_') || '%'), ' and '),
    'true')
    from regexp_split_to_table(btrim(coalesce(p_query, '')), '\s+') as w
   where w <> ''
$$;
revoke all on function private.search_condition(text, text) from public, anon, authenticated;

-- The first admin search RPCs built on it (public.search_reviews, search_credit_cards, search_expert_inquiries,
-- search_chat_sessions, returning setof rows) were replaced and dropped by 20261124090000_search_pages.sql, whose
-- search_*_page functions return a page and its total; a fresh deploy no longer creates them (git history has them).
