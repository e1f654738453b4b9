-- Search across everything (issue 35, Ctrl/Cmd+K): one RPC that finds cards, banks, networks, categories, reviews,
-- inquiries, chats (visitor id), consents (consent id), news, blog posts and site texts by name, title, e-mail or
-- id, a few of each kind, ranked: an exact id, e-mail, visitor id, consent id, slug, key or whole name first (0),
-- then names that start with the query (1), then names that contain every word of it (2).
--
-- Two layers, so that the indexes serve the search and row-level security still decides what the caller sees:
-- - private.search_everything_matches (definer) refuses anyone but staff who may write (an admin or editor, aal2
--   when they have a verified factor: an admin at aal1 gets nothing), then runs the search as the tables' owner,
--   where `ilike` can use the trigram indexes (under RLS it cannot: see "Admin text search" in
--   20261122100100_security_and_audit.sql). Not exposed: private is not in PostgREST's schemas.
-- - public.search_everything (invoker) keeps each match only if the caller may select that row under the
--   table's policies: an editor finds what the editor's policies let them read, and nothing else.
-- The statement is built as text with every value quoted as a literal (format %L, private.search_condition) and run
-- with EXECUTE, so it is planned with the actual words and nothing the caller types becomes SQL.

-- Reviews are the one large table searched by person: their author's name and e-mail get trigram indexes (the
-- title has one since the core schema), so `ilike` on any of the three is a bitmap index scan.
create index reviews_author_name_trgm_idx on public.reviews using gin (author_name extensions.gin_trgm_ops);
create index reviews_author_email_trgm_idx on public.reviews using gin (author_email extensions.gin_trgm_ops);
-- Inquiries by the asker's name (the e-mail has expert_inquiries_email_trgm_idx).
create index expert_inquiries_name_trgm_idx on public.expert_inquiries using gin (name extensions.gin_trgm_ops);
-- Exact e-mails and prefixes by btree, not trigrams: every author's e-mail shares the trigrams of its domain (and
-- every name of the large seed those of "Recensent"), so a trigram scan for `r4242@example.se` or `Recensent 4242%`
-- reads posting lists of the whole table before its limit applies (25–50 ms each on the large seed, three tiers).
-- `lower(col) = …` and `lower(col) like 'prefix%'` are index range scans that stop at the tier's limit.
create index reviews_author_email_lower_idx on public.reviews (pg_catalog.lower(author_email) text_pattern_ops);
create index reviews_author_name_lower_idx on public.reviews (pg_catalog.lower(author_name) text_pattern_ops);
create index reviews_title_lower_idx on public.reviews (pg_catalog.lower(title) text_pattern_ops);
create index expert_inquiries_email_lower_idx on public.expert_inquiries (pg_catalog.lower(email) text_pattern_ops);
create index expert_inquiries_name_lower_idx on public.expert_inquiries (pg_catalog.lower(name) text_pattern_ops);

create or replace function private.search_everything_matches(p_query text, p_limit integer)
returns table (kind text, kind_order integer, id text, label text, secondary text, rank integer)
-- At most 11 kinds × p_limit rows (55 by default). The default estimate (1000) made the invoker's row checks below
-- hash whole tables (a seq scan of the 100,000 reviews per search: ~300 ms of the 400 on the large seed) instead of
-- probing each match's primary key.
language plpgsql stable security definer rows 55 set search_path = '' as $$
declare
  v_query text := pg_catalog.btrim(coalesce(p_query, ''));
  -- The whole query as an ilike pattern that matches only itself (case-insensitively): wildcards are text.
  v_self text;
  v_id text := 'false';
  v_uuid text := 'false';
  v_sql text[] := '{}';
  v_exact text;
  v_prefix text;
  v_words text;
  v_tiers text;
  k record;
begin
  if not private.staff_write_allowed() then
    raise exception 'Endast administratörer och redaktörer får söka i hela administrationen' using errcode = '42501';
  end if;
  if p_limit is null or p_limit < 1 or p_limit > 50 then
    raise exception 'Ogiltigt antal träffar per slag (1–50)' using errcode = '22023';
  end if;
  if pg_catalog.char_length(v_query) > 200 then
    raise exception 'Sökningen får vara högst 200 tecken' using errcode = '22023';
  end if;
  if v_query = '' then
    return;
  end if;
  v_self := pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(v_query, '\', '\\'), '%', '\%'), '_', '\_');
  if v_query ~ '^[0-9]{1,18}$' then
    v_id := pg_catalog.format('t.id = %s', v_query);
  end if;
  if v_query ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    v_uuid := pg_catalog.format('t.consent_id = %L::uuid', v_query);
  end if;

  -- Each kind: the resource (react-admin's name), its order in the menu, the table, the label and secondary
  -- text, its exact matches (%1$L: the query lower-cased, %2$L: the query as a pattern matching itself, %3$L:
  -- the query as typed, %4$s: a consent id's condition) and the columns searched by prefix and words.
  for k in select * from (values
      ('cards', 1, 'public.credit_cards', 't.name',
       '(select b.name from public.banks b where b.id = t.bank_id)', 't.slug = %1$L', array['t.name']),
      ('banks', 2, 'public.banks', 't.name', 't.org_number', 't.slug = %1$L or t.org_number = %3$L', array['t.name']),
      ('networks', 3, 'public.networks', 't.name', 'null', 't.slug = %1$L', array['t.name']),
      ('categories', 4, 'public.categories', 't.name', 'null', 't.slug = %1$L', array['t.name']),
      ('reviews', 5, 'public.reviews', 'coalesce(t.title, t.author_name)',
       $s$t.author_name || coalesce(' · ' || t.author_email, '')$s$, 'pg_catalog.lower(t.author_email) = %1$L',
       array['t.title', 't.author_name', 't.author_email']),
      ('inquiries', 6, 'public.expert_inquiries', 't.name', 't.email', 'pg_catalog.lower(t.email) = %1$L',
       array['t.name', 't.email']),
      ('chats', 7, 'public.chat_sessions', 't.visitor_id',
       $s$pg_catalog.to_char(t.started_at at time zone 'Europe/Stockholm', 'YYYY-MM-DD HH24:MI')$s$,
       't.visitor_id = %3$L', array[]::text[]),
      ('cookies', 8, 'public.cookie_consents', 't.consent_id::text',
       $s$t.action || ' · ' || pg_catalog.to_char(t.created_at at time zone 'Europe/Stockholm', 'YYYY-MM-DD HH24:MI')$s$,
       '%4$s', array[]::text[]),
      ('news', 9, 'public.news_articles', 't.title', 't.slug', 't.slug = %1$L', array['t.title']),
      ('blog', 10, 'public.blog_posts', 't.title', 't.slug', 't.slug = %1$L', array['t.title']),
      ('texts', 11, 'public.site_texts', 't.title', $s$t.key || ' · ' || t.version_label$s$, 't.key = %1$L',
       array['t.title', 't.version_label'])
    ) as v (kind, kind_order, tbl, label, secondary, exact, columns)
  loop
    -- The exact condition without its `false` parts: a consent id's is `false` unless the query is a uuid.
    select pg_catalog.string_agg(c, ' or ') into v_exact
      from pg_catalog.unnest(array[v_id,
        pg_catalog.format(k.exact, pg_catalog.lower(v_query), v_self, v_query, v_uuid)]) as c
     where c <> 'false';
    v_exact := coalesce(v_exact, 'false');
    v_prefix := 'false';
    v_words := 'false';
    -- One character matches too much to be worth a trigram scan: ids and exact values only.
    if pg_catalog.char_length(v_query) >= 2 and pg_catalog.cardinality(k.columns) > 0 then
      -- The prefix as `lower(col) like 'prefix%'`: a btree range scan on the large tables (see the indexes above).
      select pg_catalog.string_agg(
               pg_catalog.format('pg_catalog.lower(%s) like %L', c, pg_catalog.lower(v_self) || '%'), ' or '),
             -- An e-mail typed with its '@' is found by the exact and prefix tiers; its substring in an e-mail
             -- column would be a trigram scan dominated by the domain's trigrams, which every address shares.
             coalesce(pg_catalog.string_agg('(' || private.search_condition(c, v_query) || ')', ' or ')
                        filter (where not (c like '%email' and pg_catalog.strpos(v_query, '@') > 0)), 'false')
        into v_prefix, v_words
        from pg_catalog.unnest(k.columns) as c;
    end if;
    -- Only the tiers that can match: planning the statement costs more than running it once the indexes serve
    -- it (36 ms against 9 ms for "recensent" on the large seed), and a `false` tier is still planned.
    select pg_catalog.string_agg(pg_catalog.format('(select * from %s t where %s limit %s)', k.tbl, c, p_limit * 4),
             ' union all ')
      into v_tiers
      from pg_catalog.unnest(array[v_exact, v_prefix, v_words]) as c
     where c <> 'false';
    continue when v_tiers is null;
    -- Candidates by tier (exact, prefix, words), each stopping after a few rows, then ranked: a broad word that
    -- every one of 100,000 reviews contains must not sort them all (it did: 2.7 s on the large seed).
    v_sql := v_sql || pg_catalog.format(
      '(select m.kind, m.kind_order, m.id::text, m.label, m.secondary, m.rank from ('
        || 'select distinct on (t.id) %1$L::text as kind, %2$s as kind_order, t.id, (%3$s)::text as label, '
        || '(%4$s)::text as secondary, '
        || 'case when %5$s or pg_catalog.lower(%3$s) = %6$L then 0 when %7$s then 1 else 2 end as rank '
        || 'from (%8$s) t order by t.id'
        || ') m order by m.rank, m.label, m.id limit %9$s)',
      k.kind, k.kind_order, k.label, k.secondary, v_exact, pg_catalog.lower(v_query), v_prefix, v_tiers, p_limit);
  end loop;
  if pg_catalog.cardinality(v_sql) = 0 then
    return;
  end if;
  return query execute pg_catalog.array_to_string(v_sql, ' union all ');
end $$;
revoke all on function private.search_everything_matches(text, integer) from public, anon, authenticated;
-- The invoker RPC below calls it as the caller; it refuses non-staff itself.
grant execute on function private.search_everything_matches(text, integer) to authenticated, service_role;

-- The matches the caller may read, grouped by kind: the kinds with the best match first (then in menu order),
-- within a kind by rank, then label.
create or replace function public.search_everything(p_query text, p_limit integer default 5)
returns table (kind text, id text, label text, secondary text, rank integer)
language sql stable security invoker set search_path = '' as $$
  select m.kind, m.id, m.label, m.secondary, m.rank
    from private.search_everything_matches(p_query, p_limit) m
   where case m.kind
     when 'cards' then exists (select from public.credit_cards t where t.id = m.id::bigint)
     when 'banks' then exists (select from public.banks t where t.id = m.id::bigint)
     when 'networks' then exists (select from public.networks t where t.id = m.id::bigint)
     when 'categories' then exists (select from public.categories t where t.id = m.id::bigint)
     when 'reviews' then exists (select from public.reviews t where t.id = m.id::bigint)
     when 'inquiries' then exists (select from public.expert_inquiries t where t.id = m.id::bigint)
     when 'chats' then exists (select from public.chat_sessions t where t.id = m.id::bigint)
     when 'cookies' then exists (select from public.cookie_consents t where t.id = m.id::bigint)
     when 'news' then exists (select from public.news_articles t where t.id = m.id::bigint)
     when 'blog' then exists (select from public.blog_posts t where t.id = m.id::bigint)
     when 'texts' then exists (select from public.site_texts t where t.id = m.id::bigint)
     else false
   end
   order by min(m.rank) over (partition by m.kind), m.kind_order, m.rank, m.label, m.id
$$;
revoke all on function public.search_everything(text, integer) from public, anon, authenticated;
grant execute on function public.search_everything(text, integer) to authenticated, service_role;
