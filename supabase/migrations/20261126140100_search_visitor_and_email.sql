-- Issue 22: a GDPR request names a visitor id or an e-mail address. The chats' search also finds a session by its
-- visitor id (exact, after trimming: the btree index chat_sessions_visitor_id_idx), the inquiries' search also
-- looks in the e-mail address (every word, as in the question; a trigram index, which these definer functions
-- can use: under RLS `ilike` cannot, see 20261124090000_search_pages.sql).
create index expert_inquiries_email_trgm_idx on public.expert_inquiries using gin (email extensions.gin_trgm_ops);

-- Each refuses non-admins first, then makes one call of private.search_page with its table's condition: the chats'
-- match a session by its visitor id, or a message that contains every word; the inquiries' look in the question and
-- the e-mail address. The rows give the name, the default order, what the refusal names and the call; the bodies
-- are built to the letter as they were written out before (pg_dump and a hosted project's functions compare equal).
do $$
declare f record;
begin
  for f in select * from (values
    ('reviews', 'created_at', 'DESC', 'söka i recensioner', $c$private.search_page('public.reviews', private.search_condition('t.body', p_query),
    p_filter, p_sort, p_order, p_limit, p_offset,
    'select count(*) from private.review_search_text s where '
      || private.search_condition_lower('s.body_lower', p_query))$c$),
    ('credit_cards', 'sort_rank', 'ASC', 'söka bland kort', $c$private.search_page('public.credit_cards', private.search_condition('t.name', p_query),
                             p_filter, p_sort, p_order, p_limit, p_offset)$c$),
    ('expert_inquiries', 'created_at', 'ASC', 'söka i förfrågningar', $c$private.search_page('public.expert_inquiries',
    '((' || private.search_condition('t.question', p_query) || ') or ('
      || private.search_condition('t.email', p_query) || '))',
    p_filter, p_sort, p_order, p_limit, p_offset)$c$),
    ('chat_sessions', 'started_at', 'DESC', 'söka i chattar', $c$private.search_page('public.chat_sessions',
    -- A union, not `visitor_id = … or id in (…)`: an OR with a subquery plans as a scan of every session.
    format('t.id in (select s.id from public.chat_sessions s where s.visitor_id = %L '
             || 'union select m.session_id from public.chat_messages m where %s)',
      pg_catalog.btrim(coalesce(p_query, '')), private.search_condition('m.content', p_query)),
    p_filter, p_sort, p_order, p_limit, p_offset)$c$)
  ) as v (name, sort, dir, what, call) loop
    execute format($f$create or replace function public.search_%s_page(
        p_query text, p_filter jsonb default '{}', p_sort text default %L, p_order text default %L,
        p_limit integer default 25, p_offset integer default 0
      ) returns json language plpgsql stable security definer set search_path = '' as %L$f$,
      f.name, f.sort, f.dir,
      format(E'\nbegin\n  if not private.is_admin() then\n    raise exception %L using errcode = ''42501'';\n'
             || E'  end if;\n  return %s;\nend ', 'Endast administratörer får ' || f.what, f.call));
    execute format('revoke all on function public.%I(text, jsonb, text, text, integer, integer) '
                   || 'from public, anon, authenticated', 'search_' || f.name || '_page');
    execute format('grant execute on function public.%I(text, jsonb, text, text, integer, integer) '
                   || 'to authenticated, service_role', 'search_' || f.name || '_page');
  end loop;
end $$;
