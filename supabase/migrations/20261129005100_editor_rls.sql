-- The editor role in row-level security, triggers and RPCs (issue 35). Helpers: 20261129005000_editor_role.sql.
-- Nothing changes for visitors (anon, signed-in users without a role) or for admins. Editors:
--   read     what the back office shows them: the catalogue (banks, networks, categories, cards and their
--            categories), news, blog posts, site texts, reference rates, credit rule sets, the history of those
--            tables (audit_log rows of them only), who else has a record open (editing_sessions), the site images;
--            never reviews, inquiries, chats, consents, other users' roles, retention or the link check;
--   write    (aal2 when they have a verified factor: private.editor_write_allowed) drafts of news, blog posts and
--            site texts, unpublished cards and those cards' categories, their own editing sessions, and upload
--            site images; the publication columns stay admin-only (private.guard_editor_writes below);
--   never    delete a record (a card's category list is part of the unpublished card they edit), moderate,
--            publish, export or erase personal data, manage roles, change retention, run the link check.
-- A refused write is SQLSTATE 42501 with a Swedish message: the WITH CHECK of a policy ("new row violates
-- row-level security policy"), or the guard trigger, or a restrictive policy that raises for an editor where the
-- permissive ones would only have filtered the row away (an UPDATE or DELETE that matched nothing looked like a
-- conflict in the app).

-- Reads ----------------------------------------------------------------------------------------------------------
-- Each table's "public reads <what>, admin reads all" becomes "…, staff reads all": as before with
-- `or (select private.is_editor())` after the admin test (db:lint's has_policy looks for is_admin), the public's rows
-- unchanged (the time windows of 20261128006000_scheduled_publishing.sql, the current site texts).
do $$
declare p record;
begin
  for p in select * from (values
      ('banks', 'active banks', 'is_active'),
      ('categories', 'active categories', 'is_active'),
      ('credit_cards', 'published cards', 'private.card_is_public(is_published, publish_from, publish_until)'),
      ('card_categories', 'categories of published cards', $c$exists (
         select 1 from public.credit_cards c
          where c.id = card_id and private.card_is_public(c.is_published, c.publish_from, c.publish_until))$c$),
      ('news_articles', 'published news', 'private.post_is_public(status, published_at, publish_until)'),
      ('blog_posts', 'published blog posts', 'private.post_is_public(status, published_at, publish_until)'),
      ('site_texts', 'current site texts', 'array[id] <@ (select private.current_site_text_ids())')
    ) as v (name, what, public_rows) loop
    execute format('drop policy %I on public.%I', 'public reads ' || p.what || ', admin reads all', p.name);
    execute format('create policy %I on public.%I for select to anon, authenticated
                    using ((select private.is_admin()) or (select private.is_editor()) or %s)',
                   'public reads ' || p.what || ', staff reads all', p.name, p.public_rows);
  end loop;
end $$;
-- The card form shows the rule check of the current rule set.
drop policy "admin reads credit_rule_sets" on public.credit_rule_sets;
create policy "staff reads credit_rule_sets" on public.credit_rule_sets for select to authenticated
  using ((select private.is_admin()) or (select private.is_editor()));
-- The history of what editors may read (no personal data: those tables are not among them).
drop policy "admin reads audit_log" on public.audit_log;
create policy "admin reads audit_log, editors the content's" on public.audit_log for select to authenticated
  using ((select private.is_admin()) or ((select private.is_editor()) and table_name in (
    'banks', 'networks', 'categories', 'credit_cards', 'card_categories', 'news_articles', 'blog_posts',
    'site_texts', 'reference_rates', 'credit_rule_sets')));

-- Presence: editors open records too (their own rows only, as admins). editing_sessions' policies, here in full
-- (20261125120000_concurrent_editing.sql's admin-only ones are left to git history).
create policy "staff reads live editing_sessions" on public.editing_sessions for select to authenticated
  using ((select private.is_staff()) and (user_id = (select auth.uid()) or expires_at > now()));
create policy "staff inserts own editing_sessions" on public.editing_sessions for insert to authenticated
  with check ((select private.is_staff()) and user_id = (select auth.uid()));
create policy "staff updates own editing_sessions" on public.editing_sessions for update to authenticated
  using ((select private.is_staff()) and user_id = (select auth.uid()))
  with check ((select private.is_staff()) and user_id = (select auth.uid()));
create policy "staff deletes own editing_sessions" on public.editing_sessions for delete to authenticated
  using ((select private.is_staff()) and user_id = (select auth.uid()));

-- Writes ---------------------------------------------------------------------------------------------------------
-- Drafts and unpublished cards. An update's USING takes every row the editor reads, so that an attempt on a
-- published one reaches private.guard_editor_writes and is refused with its message (a USING that hid the row
-- would answer "0 rows"); the WITH CHECK keeps the new row a draft whatever a trigger does. One permissive policy
-- per table and command (Supabase's database linter, lint 0006 multiple_permissive_policies: every permissive
-- policy is evaluated for every row): private.manage_table's admin policy ("admin inserts <table>", …) is replaced
-- by one whose expressions are the admin's OR-ed with the editor's, as PostgreSQL combines permissive policies, so
-- admins keep exactly their rights.
do $$
declare t record;
begin
  for t in select * from (values ('news_articles', $c$status = 'draft'$c$), ('blog_posts', $c$status = 'draft'$c$),
      ('site_texts', $c$status = 'draft'$c$), ('credit_cards', 'not is_published')) as v (name, draft) loop
    execute format('drop policy %I on public.%I', 'admin inserts ' || t.name, t.name);
    execute format('drop policy %I on public.%I', 'admin updates ' || t.name, t.name);
    execute format('create policy %I on public.%I for insert to authenticated
                    with check ((select private.admin_write_allowed())
                                or ((select private.editor_write_allowed()) and %s))',
                   'admin or editor inserts ' || t.name, t.name, t.draft);
    execute format('create policy %I on public.%I for update to authenticated
                    using ((select private.admin_write_allowed()) or (select private.editor_write_allowed()))
                    with check ((select private.admin_write_allowed())
                                or ((select private.editor_write_allowed()) and %s))',
                   'admin or editor updates ' || t.name, t.name, t.draft);
  end loop;
end $$;
-- An unpublished card's categories (public.save_card replaces the list: delete and insert).
drop policy "admin inserts card_categories" on public.card_categories;
drop policy "admin deletes card_categories" on public.card_categories;
create policy "admin or editor inserts card_categories" on public.card_categories for insert to authenticated
  with check ((select private.admin_write_allowed())
              or ((select private.editor_write_allowed())
                  and exists (select 1 from public.credit_cards c where c.id = card_id and not c.is_published)));
create policy "admin or editor deletes card_categories" on public.card_categories for delete to authenticated
  using ((select private.admin_write_allowed())
         or ((select private.editor_write_allowed())
             and exists (select 1 from public.credit_cards c where c.id = card_id and not c.is_published)));

-- Publication stays with admins: an editor may not touch a published (or scheduled, archived) record, publish one,
-- or set when it goes public or ends. Before the policies' WITH CHECK, so the message says why.
create or replace function private.guard_editor_writes() returns trigger
language plpgsql set search_path = '' as $$
declare
  was jsonb := case when tg_op = 'UPDATE' then to_jsonb(old) end;
  now_ jsonb := to_jsonb(new);
  published boolean;
  columns text[];
  col text;
begin
  if not private.is_editor() then
    return new;
  end if;
  if tg_table_name = 'credit_cards' then
    published := coalesce((was ->> 'is_published')::boolean, false);
    columns := array['is_published', 'publish_from', 'publish_until'];
  else
    published := coalesce(was ->> 'status', 'draft') <> 'draft';
    columns := case tg_table_name when 'site_texts' then array['status']
                                  else array['status', 'published_at', 'publish_until'] end;
  end if;
  if published then
    raise exception '%', case tg_table_name
        when 'credit_cards' then 'Ett publicerat kort ändras genom ett ändringsförslag som en administratör godkänner'
        else 'Endast administratörer får ändra det som är publicerat' end
      using errcode = '42501', hint = 'editor_published';
  end if;
  foreach col in array columns loop
    if (now_ -> col) is distinct from coalesce(was -> col, case col when 'status' then '"draft"'::jsonb
                                                              when 'is_published' then 'false'::jsonb
                                                              else 'null'::jsonb end) then
      raise exception 'Endast administratörer får publicera eller ändra publiceringstiden'
        using errcode = '42501', hint = 'editor_publish', detail = col;
    end if;
  end loop;
  return new;
end $$;
revoke all on function private.guard_editor_writes() from public, anon, authenticated;

do $$
declare t text;
begin
  foreach t in array array['credit_cards', 'news_articles', 'blog_posts', 'site_texts'] loop
    execute format('create trigger %I before insert or update on public.%I
                    for each row execute function private.guard_editor_writes()', t || '_editor_guard', t);
  end loop;
end $$;

-- What editors may not do at all raises for them, where a permissive policy would only have hidden the row. The
-- function is true for everyone else, so these restrictive policies change nothing for admins and visitors.
create or replace function private.refuse_editor(p_action text) returns boolean
language plpgsql stable set search_path = '' as $$
begin
  if private.is_editor() then
    raise exception 'Redaktörer får inte %', p_action using errcode = '42501', hint = 'editor_refused';
  end if;
  return true;
end $$;
revoke all on function private.refuse_editor(text) from public, anon, authenticated;
grant execute on function private.refuse_editor(text) to anon, authenticated, service_role;

do $$
declare t text;
begin
  -- Every table editors could otherwise reach with DELETE (card_categories and editing_sessions are above).
  foreach t in array array['banks', 'networks', 'categories', 'credit_cards', 'news_articles', 'blog_posts',
                           'site_texts', 'reference_rates', 'credit_rule_sets', 'reviews', 'expert_inquiries',
                           'chat_sessions', 'chat_messages', 'user_roles', 'retention_rules'] loop
    execute format('create policy %I on public.%I as restrictive for delete to authenticated
                    using ((select private.refuse_editor(%L)))', 'editors delete nothing in ' || t, t,
                   'ta bort något');
  end loop;
  -- And UPDATE where they write nothing.
  foreach t in array array['banks', 'networks', 'categories', 'card_categories', 'reference_rates',
                           'credit_rule_sets', 'reviews', 'expert_inquiries', 'chat_sessions', 'chat_messages',
                           'user_roles', 'retention_rules'] loop
    execute format('create policy %I on public.%I as restrictive for update to authenticated
                    using ((select private.refuse_editor(%L)))', 'editors change nothing in ' || t, t,
                   'ändra här');
  end loop;
end $$;

-- Storage: editors see the site images and upload new ones (for posts); replacing and deleting stay admin-only.
drop policy "site images: admins read" on storage.objects;
create policy "site images: staff read" on storage.objects for select to authenticated
  using (bucket_id = 'site-images' and ((select private.is_admin()) or (select private.is_editor())));
-- One upload policy for both roles (the NFC names of 20261128003100_site_image_nfc_names.sql, with the editors added):
-- Supabase's linter flags two permissive policies for one command.
drop policy "site images: admins upload" on storage.objects;
create policy "site images: staff upload" on storage.objects for insert to authenticated
  with check (
    bucket_id = 'site-images'
    and name is nfc normalized
    and lower(storage.extension(name)) in ('jpg', 'jpeg', 'png', 'webp', 'avif')
    and ((select private.admin_write_allowed()) or (select private.editor_write_allowed()))
  );

-- RPCs -----------------------------------------------------------------------------------------------------------
-- Same bodies, signatures and grants as before; only the role each one checks changes.

-- The history's names: staff (names from app_metadata, 20261127120000_hostile_request_fixes.sql; signature and
-- grants: 20261126140000_audit_actor_names.sql).
create or replace function public.audit_actors() returns table (actor_id uuid, email text, full_name text)
language plpgsql stable security definer set search_path = '' as $$
begin
  if not private.is_staff() then
    raise exception 'Endast administratörer och redaktörer får se ändringshistoriken' using errcode = '42501';
  end if;
  return query
    select u.id, u.email::text, nullif(pg_catalog.btrim(u.raw_app_meta_data ->> 'full_name'), '')
      from auth.users u
     where u.id in (select distinct a.actor_id from public.audit_log a where a.actor_id is not null)
        or u.id in (select r.user_id from public.user_roles r)
     order by u.email;
end $$;

-- Who changed a row last: admins any table, editors the tables whose history they read (signature and grants:
-- 20261125120000_concurrent_editing.sql, whose admins-only body is left to git history).
create or replace function public.last_change(p_table text, p_row_id text)
returns table (occurred_at timestamptz, action text, email text)
language plpgsql stable security definer set search_path = '' as $$
begin
  if not private.is_staff() then raise exception 'Endast administratörer får se ändringshistoriken' using errcode = '42501';
  end if;
  -- Editors see the history of the content only.
  if not private.is_admin() and p_table not in (
      'banks', 'networks', 'categories', 'credit_cards', 'card_categories', 'news_articles', 'blog_posts',
      'site_texts', 'reference_rates', 'credit_rule_sets') then
    raise exception 'Endast administratörer får se ändringshistoriken' using errcode = '42501';
  end if;
  return query
    select a.occurred_at, a.action, u.email::text
      from public.audit_log a
      left join auth.users u on u.id = a.actor_id
     where a.table_name = p_table and a.row_id = p_row_id
     order by a.occurred_at desc, a.id desc
     limit 1;
end $$;

-- The history's change sets: staff (invoker: audit_log's policy decides which rows).
create or replace function public.change_set_states(p_change_sets uuid[])
returns table (change_set uuid, change_kind text, undone boolean)
language plpgsql stable security invoker set search_path = '' as $$
begin
  if not private.is_staff() then
    raise exception 'Endast administratörer och redaktörer får se ändringshistoriken' using errcode = '42501';
  end if;
  return query
    select a.change_set,
           pg_catalog.max(a.change_kind) filter (where a.change_kind <> 'undo'),
           pg_catalog.bool_or(a.change_kind = 'undo')
      from public.audit_log a
     where a.change_set = any (p_change_sets)
     group by a.change_set;
end $$;

-- The card form's save: staff (invoker: the policies and the guard decide which cards). Signature and grants:
-- 20261125120000_concurrent_editing.sql, whose admins-only body is left to git history.
create or replace function public.save_card(
  p_id bigint,
  p_version bigint,
  p_changes jsonb,
  p_category_ids bigint[] default null
) returns public.credit_cards
language plpgsql security invoker set search_path = '' as $$
declare
  sets text;
  saved public.credit_cards;
begin
  if not (select private.staff_write_allowed()) then
    raise exception 'Du saknar behörighet för den här åtgärden.' using errcode = '42501';
  end if;
  select string_agg(format('%1$I = r.%1$I', key), ', ')
    into sets
    from jsonb_object_keys(coalesce(p_changes, '{}'::jsonb) - 'id' - 'version' - 'created_at' - 'updated_at') key;
  execute format(
    'update public.credit_cards c set %s version = $2
       from jsonb_populate_record(null::public.credit_cards, $1) r
      where c.id = $3 and c.version = $2
     returning c.*', coalesce(sets || ',', ''))
    into saved using coalesce(p_changes, '{}'::jsonb), p_version, p_id;
  if saved.id is null then
    raise exception 'version_conflict'
      using errcode = 'PT409', detail = format('credit_cards %s is not at version %s', p_id, p_version);
  end if;
  if p_category_ids is not null then
    delete from public.card_categories where card_id = p_id and category_id <> all (p_category_ids);
    insert into public.card_categories (card_id, category_id)
      select p_id, unnest(p_category_ids)
      on conflict do nothing;
  end if;
  return saved;
end $$;

-- The image picker's "where used": staff (signature and grants: 20261126130000_site_image_references.sql).
create or replace function public.site_image_usage(p_paths text[])
returns table (path text, table_name text, row_id bigint, label text)
language plpgsql stable security definer set search_path = '' as $$
begin
  if not private.is_staff() then
    raise exception 'Endast administratörer och redaktörer ser var bilder används' using errcode = '42501';
  end if;
  return query
    select p, u.table_name, u.row_id, u.label
      from unnest(p_paths[1:200]) as p, lateral private.site_image_users(p) as u
     order by 1, 2, 3;
end $$;

-- The cards list's search: staff (20261126140100's body for credit_cards).
create or replace function public.search_credit_cards_page(
  p_query text, p_filter jsonb default '{}', p_sort text default 'sort_rank', p_order text default 'ASC',
  p_limit integer default 25, p_offset integer default 0
) returns json language plpgsql stable security definer set search_path = '' as $$
begin
  if not private.is_staff() then
    raise exception 'Endast administratörer och redaktörer får söka bland kort' using errcode = '42501';
  end if;
  return private.search_page('public.credit_cards', private.search_condition('t.name', p_query),
                             p_filter, p_sort, p_order, p_limit, p_offset);
end $$;

-- The dashboard: staff (invoker: each count sees what the caller may read). 'Att göra' is read from a registry,
-- private.dashboard_todo_lines: each line is a function of the summary's bounds (private.todo_bounds) that counts,
-- so a migration adding a line adds its function and one row (20261129006200_dashboard_proposals.sql), not a copy of
-- this body. The lines and answers are 20261128007000_link_check.sql's and 20261129003100_card_rule_report.sql's
-- 'card-rules', in their order; signature, return type and grants unchanged.
create type private.todo_bounds as (
  stale_before date,
  scheduled_from timestamptz,
  scheduled_to timestamptz,
  changes_since timestamptz
);

create table private.dashboard_todo_lines (
  key text primary key constraint dashboard_todo_lines_key_valid check (key ~ '^[a-z][a-z-]{0,39}$'),
  position smallint not null constraint dashboard_todo_lines_position_key unique,
  -- private.<name>(private.todo_bounds) returning the line's count
  counter text not null constraint dashboard_todo_lines_counter_valid check (counter ~ '^private\.todo_[a-z_]{1,40}$')
);
alter table private.dashboard_todo_lines enable row level security;
revoke all on private.dashboard_todo_lines from public, anon, authenticated;
grant select on private.dashboard_todo_lines to authenticated;
grant all on private.dashboard_todo_lines to service_role;
create policy "staff reads the dashboard's lines" on private.dashboard_todo_lines for select to authenticated
  using ((select private.is_staff()));

create function private.todo_reviews(bounds private.todo_bounds) returns bigint
language sql stable set search_path = '' as $$ select count(*) from public.reviews r where r.status = 'pending' $$;
create function private.todo_stale_examples(bounds private.todo_bounds) returns bigint
language sql stable set search_path = '' as $$
  select count(*) from public.credit_cards c where c.is_published = true and c.example_updated_on < bounds.stale_before
$$;
-- Published cards that fail today's rules (public.breaks_rules, 20261129003100_card_rule_report.sql).
create function private.todo_card_rules(bounds private.todo_bounds) returns bigint
language sql stable set search_path = '' as $$
  select count(*) from public.credit_cards c where public.publication_state(c) = 'published' and public.breaks_rules(c)
$$;
create function private.todo_news(bounds private.todo_bounds) returns bigint
language sql stable set search_path = '' as $$
  select count(*) from public.news_articles n where public.publication_state(n) = 'scheduled'
     and n.published_at >= bounds.scheduled_from and n.published_at <= bounds.scheduled_to
$$;
create function private.todo_blog(bounds private.todo_bounds) returns bigint
language sql stable set search_path = '' as $$
  select count(*) from public.blog_posts p where public.publication_state(p) = 'scheduled'
     and p.published_at >= bounds.scheduled_from and p.published_at <= bounds.scheduled_to
$$;
create function private.todo_changes(bounds private.todo_bounds) returns bigint
language sql stable set search_path = '' as $$
  select count(*) from public.audit_log a where a.occurred_at >= bounds.changes_since
$$;
create function private.todo_links_broken(bounds private.todo_bounds) returns bigint
language sql stable set search_path = '' as $$ select count(*) from public.link_checks l where l.outcome = 'broken' $$;
create function private.todo_links_redirected(bounds private.todo_bounds) returns bigint
language sql stable set search_path = '' as $$
  select count(*) from public.link_checks l where l.outcome = 'redirected'
$$;

-- A line joins the registry with its counter's grants (migrations only: no API role may call this).
create function private.add_todo_line(p_key text, p_position integer, p_counter text) returns void
language plpgsql set search_path = '' as $$
begin
  if pg_catalog.to_regprocedure(p_counter || '(private.todo_bounds)') is null then
    raise exception 'Ingen funktion %(private.todo_bounds) för raden %', p_counter, p_key;
  end if;
  insert into private.dashboard_todo_lines (key, position, counter) values (p_key, p_position, p_counter);
  execute format('revoke all on function %s(private.todo_bounds) from public, anon', p_counter);
  execute format('grant execute on function %s(private.todo_bounds) to authenticated, service_role', p_counter);
end $$;
revoke all on function private.add_todo_line(text, integer, text) from public, anon, authenticated;

select private.add_todo_line(v.key, v.position, v.counter)
  from (values ('reviews', 10, 'private.todo_reviews'), ('stale-examples', 20, 'private.todo_stale_examples'),
               ('card-rules', 30, 'private.todo_card_rules'), ('news', 40, 'private.todo_news'),
               ('blog', 50, 'private.todo_blog'), ('changes', 60, 'private.todo_changes'),
               ('links-broken', 70, 'private.todo_links_broken'),
               ('links-redirected', 80, 'private.todo_links_redirected')) as v (key, position, counter);

-- The registry's lines in one json_build_object, as the summary built them before (one statement, keys in order).
create or replace function public.dashboard_summary(p_stale_before date, p_scheduled_from timestamptz,
  p_scheduled_to timestamptz, p_changes_since timestamptz) returns json
language plpgsql stable security invoker set search_path = '' as $$
declare
  v_query text;
  v_todo json;
begin
  if not private.is_staff() then
    raise exception 'Endast administratörer och redaktörer får se översikten' using errcode = '42501';
  end if;
  select 'select pg_catalog.json_build_object('
         || coalesce(string_agg(format('%L, %s($1)', l.key, l.counter), ', ' order by l.position), '') || ')'
    into v_query from private.dashboard_todo_lines l;
  execute v_query into v_todo
    using row(p_stale_before, p_scheduled_from, p_scheduled_to, p_changes_since)::private.todo_bounds;
  return json_build_object(
    'todo', v_todo,
    'oldest_pending_inquiry', (
      select min(i.created_at) from public.expert_inquiries i where i.status = 'pending'
    )
  );
end
$$;
