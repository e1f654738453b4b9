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
  for each row execute function public.forbid_change();

create or replace function public.audit_row_change() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  old_row jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  new_row jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  changes jsonb;
  row_key text;
begin
  if tg_op = 'UPDATE' then
    select jsonb_object_agg(n.key, jsonb_build_object('old', old_row -> n.key, 'new', n.value))
      into changes
      from jsonb_each(new_row) n
     where n.key <> 'updated_at' and (old_row -> n.key) is distinct from n.value;
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
  insert into public.audit_log (actor_id, table_name, row_id, action, changed_fields)
  values (auth.uid(), tg_table_name, row_key, tg_op, changes);
  return coalesce(new, old);
end $$;

do $$
declare t text;
begin
  foreach t in array array['banks', 'networks', 'categories', 'credit_cards', 'reviews', 'expert_inquiries',
                           'chat_sessions', 'news_articles', 'blog_posts'] loop
    execute format('create trigger %I after insert or update or delete on public.%I
                    for each row execute function public.audit_row_change()', t || '_audit', t);
  end loop;
end $$;
create trigger card_categories_audit after insert or update or delete on public.card_categories
  for each row execute function public.audit_row_change('card_id');
create trigger user_roles_audit after insert or update or delete on public.user_roles
  for each row execute function public.audit_row_change('user_id');

-- Privileges: start from nothing, grant what the policies need -------------------------------------------------
revoke all on all tables in schema public from anon, authenticated;
revoke all on all functions in schema public from public, anon, authenticated;

grant select on all tables in schema public to anon, authenticated;
revoke select on public.user_roles, public.audit_log from anon;
grant insert on public.reviews, public.expert_inquiries, public.cookie_consents, public.chat_sessions,
  public.chat_messages to anon, authenticated;
grant insert, update, delete on public.banks, public.networks, public.categories, public.credit_cards,
  public.card_categories, public.reviews, public.expert_inquiries, public.chat_sessions, public.chat_messages,
  public.news_articles, public.blog_posts, public.user_roles to authenticated;
grant usage on all sequences in schema public to anon, authenticated;
grant all on all tables in schema public to service_role;
grant execute on function public.is_admin(), public.admin_write_allowed(), public.is_public_caller()
  to anon, authenticated, service_role;

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

-- Admin: full access to the managed tables (writes need aal2 when the admin has MFA).
do $$
declare t text;
begin
  foreach t in array array['banks', 'networks', 'categories', 'credit_cards', 'card_categories', 'reviews',
                           'expert_inquiries', 'chat_sessions', 'chat_messages', 'news_articles', 'blog_posts',
                           'user_roles'] loop
    execute format('create policy "admin reads %1$s" on public.%1$I for select to authenticated
                    using ((select public.is_admin()))', t);
    execute format('create policy "admin inserts %1$s" on public.%1$I for insert to authenticated
                    with check ((select public.admin_write_allowed()))', t);
    execute format('create policy "admin updates %1$s" on public.%1$I for update to authenticated
                    using ((select public.admin_write_allowed())) with check ((select public.admin_write_allowed()))', t);
    execute format('create policy "admin deletes %1$s" on public.%1$I for delete to authenticated
                    using ((select public.admin_write_allowed()))', t);
  end loop;
end $$;

create policy "admin reads cookie_consents" on public.cookie_consents for select to authenticated
  using ((select public.is_admin()));
create policy "admin reads audit_log" on public.audit_log for select to authenticated
  using ((select public.is_admin()));
create policy "users read their own role" on public.user_roles for select to authenticated
  using (user_id = (select auth.uid()));

-- What the public site may read.
create policy "public reads published cards" on public.credit_cards for select to anon, authenticated
  using (is_published);
create policy "public reads active banks" on public.banks for select to anon, authenticated using (is_active);
create policy "public reads networks" on public.networks for select to anon, authenticated using (true);
create policy "public reads active categories" on public.categories for select to anon, authenticated
  using (is_active);
create policy "public reads categories of published cards" on public.card_categories for select to anon, authenticated
  using (exists (select 1 from public.credit_cards c where c.id = card_id and c.is_published));
create policy "public reads approved reviews" on public.reviews for select to anon, authenticated
  using (status = 'approved');
create policy "public reads published news" on public.news_articles for select to anon, authenticated
  using (status = 'published' and published_at <= now());
create policy "public reads published blog posts" on public.blog_posts for select to anon, authenticated
  using (status = 'published' and published_at <= now());

-- What the public site may send (the triggers reset moderation fields).
create policy "public submits reviews" on public.reviews for insert to anon, authenticated
  with check (
    (select public.is_public_caller())
    and exists (select 1 from public.credit_cards c where c.id = card_id and c.is_published)
  );
create policy "public submits inquiries" on public.expert_inquiries for insert to anon, authenticated
  with check ((select public.is_public_caller()));
create policy "public records consent" on public.cookie_consents for insert to anon, authenticated
  with check (true);
create policy "public starts chats" on public.chat_sessions for insert to anon, authenticated
  with check ((select public.is_public_caller()));
-- A visitor can only add their own words, to a session that is still open (active within the last hour).
-- Visitors cannot read chat_sessions, so the check runs as definer.
create or replace function public.chat_session_is_open(p_session_id bigint) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.chat_sessions s
     where s.id = p_session_id and coalesce(s.last_message_at, s.started_at) > now() - interval '1 hour'
  )
$$;
grant execute on function public.chat_session_is_open(bigint) to anon, authenticated;

create policy "public writes chat messages" on public.chat_messages for insert to anon, authenticated
  with check ((select public.is_public_caller()) and role = 'user' and public.chat_session_is_open(session_id));

-- Admin RPCs ----------------------------------------------------------------------------------------------------
create or replace function public.delete_visitor_chats(p_visitor_id text) returns integer
language plpgsql security definer set search_path = '' as $$
declare removed integer;
begin
  if not public.admin_write_allowed() then
    raise exception 'Endast administratörer får radera chattar' using errcode = '42501';
  end if;
  delete from public.chat_sessions where visitor_id = p_visitor_id;
  get diagnostics removed = row_count;
  return removed;
end $$;

create or replace function public.cookie_consent_summary(
  p_from timestamptz default null, p_to timestamptz default null, p_action text default null
) returns table (total bigint, analytics bigint, marketing bigint, functional bigint)
language plpgsql stable security definer set search_path = '' as $$
begin
  if not public.is_admin() then
    raise exception 'Endast administratörer får se samtyckesstatistik' using errcode = '42501';
  end if;
  return query
    select count(*), count(*) filter (where c.analytics), count(*) filter (where c.marketing),
           count(*) filter (where c.functional)
      from public.cookie_consents c
     where (p_from is null or c.created_at >= p_from)
       and (p_to is null or c.created_at <= p_to)
       and (p_action is null or c.action = p_action);
end $$;

create or replace function public.search_chat_sessions(p_query text) returns setof bigint
language sql stable security definer set search_path = '' as $$
  select distinct m.session_id from public.chat_messages m
   where public.is_admin() and m.content ilike '%' || p_query || '%'
   limit 1000
$$;

grant execute on function public.delete_visitor_chats(text), public.cookie_consent_summary(timestamptz, timestamptz, text),
  public.search_chat_sessions(text) to authenticated;
