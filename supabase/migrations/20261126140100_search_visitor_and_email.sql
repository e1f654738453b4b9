-- Issue 22: a GDPR request names a visitor id or an e-mail address. The chats' search also finds a session by its
-- visitor id (exact, after trimming: the btree index chat_sessions_visitor_id_idx), the inquiries' search also
-- looks in the e-mail address (every word, as in the question; a trigram index, which these definer functions
-- can use: under RLS `ilike` cannot, see 20261124090000_search_pages.sql). Same signatures, so the grants stay.
create index expert_inquiries_email_trgm_idx on public.expert_inquiries using gin (email extensions.gin_trgm_ops);

create or replace function public.search_expert_inquiries_page(
  p_query text, p_filter jsonb default '{}', p_sort text default 'created_at', p_order text default 'ASC',
  p_limit integer default 25, p_offset integer default 0
) returns json
language plpgsql stable security definer set search_path = '' as $$
begin
  if not private.is_admin() then
    raise exception 'Endast administratörer får söka i förfrågningar' using errcode = '42501';
  end if;
  return private.search_page('public.expert_inquiries',
    '((' || private.search_condition('t.question', p_query) || ') or ('
      || private.search_condition('t.email', p_query) || '))',
    p_filter, p_sort, p_order, p_limit, p_offset);
end $$;

-- Sessions of the visitor id, or with a message that contains every word.
create or replace function public.search_chat_sessions_page(
  p_query text, p_filter jsonb default '{}', p_sort text default 'started_at', p_order text default 'DESC',
  p_limit integer default 25, p_offset integer default 0
) returns json
language plpgsql stable security definer set search_path = '' as $$
begin
  if not private.is_admin() then
    raise exception 'Endast administratörer får söka i chattar' using errcode = '42501';
  end if;
  return private.search_page('public.chat_sessions',
    -- A union, not `visitor_id = … or id in (…)`: an OR with a subquery plans as a scan of every session.
    format('t.id in (select s.id from public.chat_sessions s where s.visitor_id = %L '
             || 'union select m.session_id from public.chat_messages m where %s)',
      pg_catalog.btrim(coalesce(p_query, '')), private.search_condition('m.content', p_query)),
    p_filter, p_sort, p_order, p_limit, p_offset);
end $$;
