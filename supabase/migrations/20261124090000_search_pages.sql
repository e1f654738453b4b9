-- Admin search pages: the list's search, filters, order, page and exact total in one admin-only RPC ---------------
-- Why not the earlier search_* RPCs (setof rows, PostgREST applying filters, order, page and count): PostgREST 12
-- runs an RPC with `Prefer: count=exact` as
--   WITH pgrst_source AS (SELECT pgrst_call.* FROM … LATERAL public.search_reviews(…) pgrst_call),
--        pgrst_source_count AS (SELECT 1 FROM pgrst_source)
--   SELECT (SELECT count(*) FROM pgrst_source_count), … FROM (SELECT * FROM pgrst_source ORDER BY … LIMIT 10 …)
-- so order, page and count can only apply to the function's output: every matching row is fetched and rechecked,
-- copied whole into the function's tuplestore, then into the materialised CTE (both spill to disk past work_mem),
-- and sorted, to keep 10. EXPLAIN (ANALYZE, BUFFERS) on PostgreSQL 15 for "valutapåslag" (20,000 of 100,000
-- reviews): the bare count (bitmap scan of the trigram index, recheck of 20,000 rows) was a third of the time, the
-- two copies of 20,000 whole rows (temp read/written 752 blocks) and the sort the rest; p95 106 ms.
-- These functions plan the count and the page as two statements with the actual words (EXECUTE): the count reads
-- the index and the rechecked rows and returns one number; the page carries its own ORDER BY … LIMIT, so a broad
-- word walks the (status,) created_at index and stops after a page, and a rare word uses the trigram index.
-- They answer `{"total": n, "data": [rows as PostgREST returns them]}`; src/providers/searchRpc.ts turns that into
-- react-admin's getList result. Admin-only, definer for the reason given in the security migration ("Admin text
-- search"): under RLS `ilike` is not leakproof and cannot use the trigram index. Listed in db-lint's allow-list.

-- ` and t.<column> <op> <value>` for each entry of a react-admin filter object, as ra-data-postgrest writes them:
-- `column` or `column@op` (eq, neq, gt, gte, lt, lte) with a JSON scalar, an array (eq: any of them) or null (is
-- null). Columns are checked against the table, values quoted as literals and cast to the column's type.
-- Superseded: 20261128006300_search_computed_filters.sql replaced the body (computed columns too). On a fresh deploy
-- nothing calls this version before it is replaced, so only its signature and grants remain here (see git history).
create or replace function private.list_filter_condition(p_table regclass, p_filter jsonb) returns text
language plpgsql stable set search_path = '' as $$
begin raise exception 'Ersatt av 20261128006300_search_computed_filters.sql' using errcode = '0A000'; end $$;
revoke all on function private.list_filter_condition(regclass, jsonb) from public, anon, authenticated;

-- The review texts lower-cased, for counting a search's matches. The count of a broad word rechecks every candidate
-- row (the trigram index narrows, it never decides): on the reviews' heap that is 2,173 pages and a lower() of every
-- body (ilike lower-cases both sides on each row, PostgreSQL's Generic_Text_IC_like); here it is a narrow table
-- (id and text, 45 % of the pages at 100,000 reviews) and a plain `like` against the lower-cased words, which is
-- the same test: `body ilike p` is `lower(body) like lower(p)` under the same collation. Measured on PostgreSQL 15,
-- 20,000 matches of 100,000: 2.5–4 times faster than the count on public.reviews. Kept by a trigger on
-- insert and on a change of body; bulk loads that switch triggers off refill it (scripts/db/seed-large.ts).
create table private.review_search_text (
  review_id bigint primary key references public.reviews (id) on delete cascade,
  body_lower text not null
);
alter table private.review_search_text enable row level security; -- no policies: only the owner reads it
create index review_search_text_trgm_idx on private.review_search_text using gin (body_lower extensions.gin_trgm_ops);

-- Definer: whoever writes a review (anon submitting one, the admin editing it) has no rights in private.
create or replace function private.reviews_search_text() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into private.review_search_text (review_id, body_lower) values (new.id, pg_catalog.lower(new.body))
  on conflict (review_id) do update set body_lower = excluded.body_lower;
  return null;
end $$;
revoke all on function private.reviews_search_text() from public, anon, authenticated;
create trigger reviews_search_text after insert or update of body on public.reviews
  for each row execute function private.reviews_search_text();
insert into private.review_search_text (review_id, body_lower)
select r.id, pg_catalog.lower(r.body) from public.reviews r;

-- `<column> like '%word%' and …` with the words lower-cased, for a column that holds lower-cased text: the same
-- rows as private.search_condition's ilike on the original text.
create or replace function private.search_condition_lower(p_column text, p_query text) returns text
language sql immutable set search_path = '' as $$
  select coalesce(
    pg_catalog.string_agg(format('%s like %L', p_column,
      '%' || pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(w, '\', '\\'), '%', '\%'), '_', '\_') || '%'),
      ' and '),
    'true')
    from pg_catalog.regexp_split_to_table(pg_catalog.btrim(pg_catalog.lower(coalesce(p_query, ''))), '\s+') as w
   where w <> ''
$$;
revoke all on function private.search_condition_lower(text, text) from public, anon, authenticated;

-- One page of `p_table t where p_condition` and the list's filters, in the list's order (then id, so that pages
-- never overlap on equal values), with the exact total: {"total": n, "data": [...]}. json_agg of the rows is what
-- PostgREST sends for a list. p_limit is capped at PostgREST's max_rows (supabase/config.toml). p_count, if given,
-- is a cheaper statement counting the same rows, used when the list has no other filters.
create or replace function private.search_page(
  p_table regclass, p_condition text, p_filter jsonb, p_sort text, p_order text, p_limit integer, p_offset integer,
  p_count text default null
) returns json
language plpgsql stable set search_path = '' as $$
declare
  v_filter text := private.list_filter_condition(p_table, p_filter);
  v_where text := p_condition || v_filter;
  v_direction text := case pg_catalog.upper(coalesce(p_order, 'ASC')) when 'ASC' then 'asc' when 'DESC' then 'desc' end;
  v_total bigint;
  v_data json;
begin
  if v_direction is null then
    raise exception 'Okänd sorteringsordning: %', p_order using errcode = '22023';
  end if;
  if not exists (select from pg_catalog.pg_attribute a
                  where a.attrelid = p_table and a.attname = p_sort and a.attnum > 0 and not a.attisdropped) then
    raise exception 'Okänd kolumn att sortera på: %', p_sort using errcode = '42703';
  end if;
  if p_limit is null or p_limit < 0 or p_limit > 1000 or p_offset is null or p_offset < 0 then
    raise exception 'Ogiltig sida (limit 0–1000, offset från 0)' using errcode = '22023';
  end if;
  if p_count is not null and v_filter = '' then
    execute p_count into v_total;
  else
    execute format('select count(*) from %s t where %s', p_table, v_where) into v_total;
  end if;
  execute format(
    'select coalesce(pg_catalog.json_agg(p), ''[]'') from (select t.* from %s t where %s order by t.%I %s, t.id %s '
      || 'limit %s offset %s) p',
    p_table, v_where, p_sort, v_direction, v_direction, p_limit, p_offset) into v_data;
  return pg_catalog.json_build_object('total', v_total, 'data', v_data);
end $$;
revoke all on function private.search_page(regclass, text, jsonb, text, text, integer, integer, text)
  from public, anon, authenticated;

-- The admin search RPCs over search_page, public.search_{reviews,credit_cards,expert_inquiries,chat_sessions}_page,
-- are created by 20261126140100_search_visitor_and_email.sql from one table (it also replaced the inquiries' and the
-- chats' first versions): a hosted project got them from here first, a fresh deploy gets them there, the same.

-- The setof-rows search RPCs are replaced by the pages above.
-- (20261122100100 no longer creates them on a fresh deploy, hence `if exists`.)
drop function if exists public.search_reviews(text), public.search_credit_cards(text),
  public.search_expert_inquiries(text), public.search_chat_sessions(text);
