-- Issue 32: one person's data, found, exported (art. 15) and erased (art. 17).
--
-- public.find_personal_data(terms): everything the database holds about the person the terms name (e-mail, phone,
-- name, visitor id or consent id), per table and in the history. A record is the person's ('person') when one of
-- its identifying columns (the catalogue's kinds email, phone, name, visitor_id, consent_id) equals a term (e-mail
-- and name without regard to case, phone by its digits); a record of someone else that mentions a term in free
-- text is a 'mention'. The chat messages of the person's sessions are the person's.
--
-- public.erase_personal_data(terms): in one transaction, the person's records are deleted (chat messages with
-- their sessions) or, for an approved review, pseudonymised as the retention rules do (author 'Anonym', no
-- e-mail; the published review stays); each term in another record's text becomes '[raderad]'; the audit rows of
-- the person's records, including records deleted earlier whose history names them, keep table, record, actor,
-- time and action with the personal values replaced (private.redact_audit_rows), and every term left in any audit
-- row is replaced too. The erasure itself is one audit row (table 'personal_data', action DELETE) with counts only.
-- Admin only, aal2 when the admin has MFA (private.admin_write_allowed()). Definer: the grants past the logs'
-- append-only rule (20261128005000) are the owner's.
--
-- public.delete_visitor_chats (Radera besökarens chattar) is now this erasure for one visitor id, so it leaves no
-- copies either.

-- The terms as searched: trimmed, blanks dropped, duplicates removed; bad input is refused in Swedish.
create or replace function private.personal_data_terms(p_terms text[]) returns text[]
language plpgsql immutable set search_path = '' as $$
declare
  v_terms text[];
begin
  select coalesce(pg_catalog.array_agg(distinct t), '{}') into v_terms
    from (select pg_catalog.btrim(x) as t from pg_catalog.unnest(coalesce(p_terms, '{}')) x) s
   where t <> '';
  if pg_catalog.cardinality(v_terms) = 0 then
    raise exception 'Ange minst ett sökord: e-post, telefon, namn, besökar-id eller samtyckes-id'
      using errcode = '22023';
  elsif pg_catalog.cardinality(v_terms) > 10 then
    raise exception 'Högst 10 sökord åt gången' using errcode = '22023';
  elsif exists (select 1 from pg_catalog.unnest(v_terms) t
                 where pg_catalog.char_length(t) < 3 or pg_catalog.char_length(t) > 254) then
    raise exception 'Varje sökord ska vara 3–254 tecken långt' using errcode = '22023';
  elsif exists (select 1 from pg_catalog.unnest(v_terms) t where t ~ '["\\[:cntrl:]]') then
    raise exception 'Sökord får inte innehålla citattecken, omvänt snedstreck eller radbrytningar'
      using errcode = '22023';
  end if;
  return v_terms;
end $$;
revoke all on function private.personal_data_terms(text[]) from public, anon, authenticated;

-- A case-insensitive regular expression matching any of the terms literally.
create or replace function private.terms_regex(p_terms text[]) returns text
language sql immutable set search_path = '' as $$
  select '(' || pg_catalog.string_agg(pg_catalog.regexp_replace(t, '([.^$*+?()\[\]{}|\\-])', '\\\1', 'g'), '|')
         || ')'
    from pg_catalog.unnest(p_terms) t
$$;
revoke all on function private.terms_regex(text[]) from public, anon, authenticated;

-- Every string inside a json value with the terms (a regex from terms_regex) replaced by '[raderad]'; keys kept.
create or replace function private.redact_terms(p_value jsonb, p_regex text) returns jsonb
language plpgsql immutable set search_path = '' as $$
declare
  v_result jsonb;
begin
  case pg_catalog.jsonb_typeof(p_value)
    when 'string' then
      return pg_catalog.to_jsonb(pg_catalog.regexp_replace(p_value #>> '{}', p_regex, '[raderad]', 'gi'));
    when 'object' then
      select coalesce(pg_catalog.jsonb_object_agg(e.key, private.redact_terms(e.value, p_regex)), '{}'::jsonb)
        into v_result from pg_catalog.jsonb_each(p_value) e;
      return v_result;
    when 'array' then
      select coalesce(pg_catalog.jsonb_agg(private.redact_terms(e.value, p_regex) order by e.n), '[]'::jsonb)
        into v_result from pg_catalog.jsonb_array_elements(p_value) with ordinality e (value, n);
      return v_result;
    else
      return p_value;
  end case;
end $$;
revoke all on function private.redact_terms(jsonb, text) from public, anon, authenticated;

-- Does a stored identifying value equal one of the terms (lower-cased terms; phone numbers by their digits)?
create or replace function private.is_person_value(p_value text, p_kind text, p_terms text[]) returns boolean
language sql immutable set search_path = '' as $$
  select p_value is not null and (
    pg_catalog.lower(pg_catalog.btrim(p_value)) = any (p_terms)
    or (p_kind = 'phone' and pg_catalog.char_length(pg_catalog.regexp_replace(p_value, '\D', '', 'g')) >= 6
        and pg_catalog.regexp_replace(p_value, '\D', '', 'g') = any (
          select pg_catalog.regexp_replace(t, '\D', '', 'g') from pg_catalog.unnest(p_terms) t))
  )
$$;
revoke all on function private.is_person_value(text, text, text[]) from public, anon, authenticated;

-- The live records the terms find: (table, id, 'person' or 'mention'). p_terms as personal_data_terms returns.
create or replace function private.personal_data_matches(p_terms text[])
returns table (table_name text, row_id text, match text)
language sql stable set search_path = '' as $$
  with lowered as (
    select pg_catalog.array_agg(pg_catalog.lower(t)) as terms,
           pg_catalog.array_agg('%' || pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(
             pg_catalog.lower(t), '\', '\\'), '%', '\%'), '_', '\_') || '%') as patterns,
           pg_catalog.array_agg(case when t ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                                     then t::uuid end) as uuids
      from pg_catalog.unnest(p_terms) t
  ),
  person as (
    select 'reviews' as table_name, r.id::text as row_id
      from public.reviews r, lowered l
     where private.is_person_value(r.author_email, 'email', l.terms)
        or private.is_person_value(r.author_name, 'name', l.terms)
    union all
    select 'expert_inquiries', i.id::text
      from public.expert_inquiries i, lowered l
     where private.is_person_value(i.email, 'email', l.terms) or private.is_person_value(i.name, 'name', l.terms)
        or private.is_person_value(i.phone, 'phone', l.terms)
    union all
    select 'chat_sessions', s.id::text from public.chat_sessions s where s.visitor_id = any (p_terms)
    union all
    select 'chat_messages', m.id::text
      from public.chat_messages m join public.chat_sessions s on s.id = m.session_id
     where s.visitor_id = any (p_terms)
    union all
    select 'cookie_consents', c.id::text
      from public.cookie_consents c, lowered l
     where c.consent_id = any (l.uuids) or c.previous_consent_id = any (l.uuids)
  ),
  mention as (
    select 'reviews' as table_name, r.id::text as row_id
      from public.reviews r, lowered l
     where r.body ilike any (l.patterns) or r.title ilike any (l.patterns)
    union all
    select 'expert_inquiries', i.id::text
      from public.expert_inquiries i, lowered l
     where i.question ilike any (l.patterns) or i.answer ilike any (l.patterns)
        or i.internal_note ilike any (l.patterns)
    union all
    select 'chat_sessions', s.id::text
      from public.chat_sessions s, lowered l
     where s.feedback ilike any (l.patterns) or s.page_url ilike any (l.patterns)
    union all
    select 'chat_messages', m.id::text
      from public.chat_messages m, lowered l
     where m.content ilike any (l.patterns)
  )
  select distinct p.table_name, p.row_id, 'person' from person p
  union all
  select distinct m.table_name, m.row_id, 'mention' from mention m
   where not exists (select 1 from person p where p.table_name = m.table_name and p.row_id = m.row_id)
$$;
revoke all on function private.personal_data_matches(text[]) from public, anon, authenticated;

-- The audited records (live or deleted) whose history names the person in an identifying column.
create or replace function private.personal_data_audited(p_terms text[])
returns table (table_name text, row_id text)
language sql stable set search_path = '' as $$
  with lowered as (
    select pg_catalog.array_agg(pg_catalog.lower(t)) as terms,
           pg_catalog.array_agg('%' || pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(
             pg_catalog.lower(t), '\', '\\'), '%', '\%'), '_', '\_') || '%') as patterns
      from pg_catalog.unnest(p_terms) t
  )
  select distinct a.table_name, a.row_id
    from public.audit_log a
    cross join lowered l
    join private.personal_data_columns c
      on c.table_name = a.table_name and c.kind in ('email', 'phone', 'name', 'visitor_id', 'consent_id')
    cross join lateral (values (a.changed_fields ->> c.column_name), (a.changed_fields -> c.column_name ->> 'old'),
                               (a.changed_fields -> c.column_name ->> 'new')) v (value)
   where pg_catalog.lower(a.changed_fields::text) like any (l.patterns)
     and private.is_person_value(v.value, c.kind, l.terms)
$$;
revoke all on function private.personal_data_audited(text[]) from public, anon, authenticated;

create or replace function private.require_personal_data_admin() returns void
language plpgsql stable set search_path = '' as $$
begin
  if not private.admin_write_allowed() then
    raise exception 'Endast administratörer (med tvåstegsverifiering om den är påslagen) får söka och radera personuppgifter'
      using errcode = '42501';
  end if;
end $$;
revoke all on function private.require_personal_data_admin() from public, anon, authenticated;

-- Everything found, as {terms, tables: {table: [row + match]}, history: [audit rows]}.
create or replace function public.find_personal_data(p_terms text[]) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_terms text[];
  v_lower text[];
  v_result jsonb;
begin
  perform private.require_personal_data_admin();
  v_terms := private.personal_data_terms(p_terms);
  select pg_catalog.array_agg(pg_catalog.lower(t)) into v_lower from pg_catalog.unnest(v_terms) t;
  with found_personal_data as materialized (select * from private.personal_data_matches(v_terms))
  select pg_catalog.jsonb_build_object(
    'terms', pg_catalog.to_jsonb(v_terms),
    'tables', pg_catalog.jsonb_build_object(
      'reviews', (select coalesce(pg_catalog.jsonb_agg(pg_catalog.to_jsonb(r) || pg_catalog.jsonb_build_object('match', f.match) order by r.id), '[]')
                    from public.reviews r join found_personal_data f
                      on f.table_name = 'reviews' and f.row_id = r.id::text),
      'expert_inquiries', (select coalesce(pg_catalog.jsonb_agg(pg_catalog.to_jsonb(i) || pg_catalog.jsonb_build_object('match', f.match) order by i.id), '[]')
                    from public.expert_inquiries i join found_personal_data f
                      on f.table_name = 'expert_inquiries' and f.row_id = i.id::text),
      'chat_sessions', (select coalesce(pg_catalog.jsonb_agg(pg_catalog.to_jsonb(s) || pg_catalog.jsonb_build_object('match', f.match) order by s.id), '[]')
                    from public.chat_sessions s join found_personal_data f
                      on f.table_name = 'chat_sessions' and f.row_id = s.id::text),
      'chat_messages', (select coalesce(pg_catalog.jsonb_agg(pg_catalog.to_jsonb(m) || pg_catalog.jsonb_build_object('match', f.match) order by m.session_id, m.created_at, m.id), '[]')
                    from public.chat_messages m join found_personal_data f
                      on f.table_name = 'chat_messages' and f.row_id = m.id::text),
      'cookie_consents', (select coalesce(pg_catalog.jsonb_agg(pg_catalog.to_jsonb(c) || pg_catalog.jsonb_build_object('match', f.match) order by c.id), '[]')
                    from public.cookie_consents c join found_personal_data f
                      on f.table_name = 'cookie_consents' and f.row_id = c.id::text)),
    'history', (select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                    'id', a.id, 'occurred_at', a.occurred_at, 'actor_id', a.actor_id, 'table_name', a.table_name,
                    'row_id', a.row_id, 'action', a.action, 'changed_fields', a.changed_fields)
                  order by a.occurred_at, a.id), '[]')
                  from public.audit_log a
                 where (a.table_name, a.row_id) in (
                         select f.table_name, f.row_id from found_personal_data f where f.match = 'person'
                         union select * from private.personal_data_audited(v_terms))
                    or (a.table_name in (select d.table_name from private.personal_data_columns d)
                        and pg_catalog.lower(a.changed_fields::text) ~ private.terms_regex(v_lower))))
    into v_result;
  return v_result;
end $$;
revoke all on function public.find_personal_data(text[]) from public, anon, authenticated;
grant execute on function public.find_personal_data(text[]) to authenticated;

-- The erasure; returns the counts it also records in the history.
create or replace function private.erase_personal_data(p_terms text[]) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_terms text[] := private.personal_data_terms(p_terms);
  v_lower text[];
  v_regex text;
  v_counts jsonb := '{}';
  v_ids text[];
  v_count integer;
  v_redacted integer;
  v_table text;
begin
  select pg_catalog.array_agg(pg_catalog.lower(t)) into v_lower from pg_catalog.unnest(v_terms) t;
  v_regex := private.terms_regex(v_terms);
  create temporary table if not exists pg_temp.erased_personal_data (table_name text, row_id text, match text)
    on commit drop;
  truncate pg_temp.erased_personal_data;
  insert into pg_temp.erased_personal_data select * from private.personal_data_matches(v_terms);

  -- Reviews: approved ones stay, pseudonymised; the others go.
  with changed as (
    update public.reviews r set author_name = 'Anonym', author_email = null
      from pg_temp.erased_personal_data f
     where f.table_name = 'reviews' and f.match = 'person' and f.row_id = r.id::text and r.status = 'approved'
    returning r.id)
  select count(*) into v_count from changed;
  v_counts := v_counts || pg_catalog.jsonb_build_object('reviews_pseudonymised', v_count);
  with removed as (
    delete from public.reviews r using pg_temp.erased_personal_data f
     where f.table_name = 'reviews' and f.match = 'person' and f.row_id = r.id::text and r.status <> 'approved'
    returning r.id)
  select count(*) into v_count from removed;
  v_counts := v_counts || pg_catalog.jsonb_build_object('reviews_deleted', v_count);

  with removed as (
    delete from public.expert_inquiries i using pg_temp.erased_personal_data f
     where f.table_name = 'expert_inquiries' and f.match = 'person' and f.row_id = i.id::text
    returning i.id)
  select count(*) into v_count from removed;
  v_counts := v_counts || pg_catalog.jsonb_build_object('expert_inquiries_deleted', v_count);

  select count(*) into v_count from pg_temp.erased_personal_data f
   where f.table_name = 'chat_messages' and f.match = 'person';
  v_counts := v_counts || pg_catalog.jsonb_build_object('chat_messages_deleted', v_count);
  with removed as (
    delete from public.chat_sessions s using pg_temp.erased_personal_data f
     where f.table_name = 'chat_sessions' and f.match = 'person' and f.row_id = s.id::text
    returning s.id)
  select count(*) into v_count from removed;
  v_counts := v_counts || pg_catalog.jsonb_build_object('chat_sessions_deleted', v_count);

  select pg_catalog.array_agg(f.row_id) into v_ids from pg_temp.erased_personal_data f
   where f.table_name = 'cookie_consents';
  perform private.grant_log_changes('public.cookie_consents'::regclass, 'cookie_consents', v_ids);
  delete from public.cookie_consents c where c.id::text = any (v_ids);
  get diagnostics v_count = row_count;
  perform private.end_log_changes('public.cookie_consents'::regclass, 'cookie_consents');
  v_counts := v_counts || pg_catalog.jsonb_build_object('cookie_consents_deleted', v_count);

  -- The terms in other people's records.
  update public.reviews r
     set body = pg_catalog.regexp_replace(r.body, v_regex, '[raderad]', 'gi'),
         title = pg_catalog.regexp_replace(r.title, v_regex, '[raderad]', 'gi')
    from pg_temp.erased_personal_data f
   where f.table_name = 'reviews' and f.row_id = r.id::text and (r.body ~* v_regex or r.title ~* v_regex);
  get diagnostics v_count = row_count;
  update public.expert_inquiries i
     set question = pg_catalog.regexp_replace(i.question, v_regex, '[raderad]', 'gi'),
         answer = pg_catalog.regexp_replace(i.answer, v_regex, '[raderad]', 'gi'),
         internal_note = pg_catalog.regexp_replace(i.internal_note, v_regex, '[raderad]', 'gi')
    from pg_temp.erased_personal_data f
   where f.table_name = 'expert_inquiries' and f.match = 'mention' and f.row_id = i.id::text
     and (i.question ~* v_regex or i.answer ~* v_regex or i.internal_note ~* v_regex);
  get diagnostics v_redacted = row_count;
  v_count := v_count + v_redacted;
  update public.chat_sessions s
     set feedback = pg_catalog.regexp_replace(s.feedback, v_regex, '[raderad]', 'gi'),
         page_url = pg_catalog.regexp_replace(s.page_url, v_regex, '[raderad]', 'gi')
    from pg_temp.erased_personal_data f
   where f.table_name = 'chat_sessions' and f.match = 'mention' and f.row_id = s.id::text
     and (s.feedback ~* v_regex or s.page_url ~* v_regex);
  get diagnostics v_redacted = row_count;
  v_count := v_count + v_redacted;
  update public.chat_messages m
     set content = pg_catalog.regexp_replace(m.content, v_regex, '[raderad]', 'gi')
    from pg_temp.erased_personal_data f
   where f.table_name = 'chat_messages' and f.match = 'mention' and f.row_id = m.id::text and m.content ~* v_regex;
  get diagnostics v_redacted = row_count;
  v_count := v_count + v_redacted;
  v_counts := v_counts || pg_catalog.jsonb_build_object('mentions_redacted', v_count);

  -- The history: the person's records (live, just erased, or deleted before) keep what happened without the
  -- personal values; a pseudonymised review keeps its published text there too.
  v_count := 0;
  for v_table, v_ids in
    select p.table_name, pg_catalog.array_agg(distinct p.row_id)
      from (select f.table_name, f.row_id from pg_temp.erased_personal_data f
             where f.match = 'person' and f.table_name <> 'chat_messages'
            union select * from private.personal_data_audited(v_terms)) p
     group by p.table_name
  loop
    if v_table = 'reviews' then
      -- A pseudonymised review is still published: its history keeps the text, loses the author.
      v_count := v_count + private.redact_audit_rows(v_table,
        array(select i from pg_catalog.unnest(v_ids) i where exists (select 1 from public.reviews r where r.id::text = i)),
        false, array['author_name', 'author_email']);
      v_ids := array(select i from pg_catalog.unnest(v_ids) i
                      where not exists (select 1 from public.reviews r where r.id::text = i));
    end if;
    v_count := v_count + private.redact_audit_rows(v_table, v_ids, false);
  end loop;
  -- Any term still in an audit row of a personal-data table (a mention, a column outside the catalogue).
  for v_table, v_ids in
    select a.table_name, pg_catalog.array_agg(distinct a.row_id) from public.audit_log a
     where a.table_name in (select d.table_name from private.personal_data_columns d)
       and pg_catalog.lower(a.changed_fields::text) ~ private.terms_regex(v_lower)
     group by a.table_name
  loop
    perform private.grant_log_changes('public.audit_log'::regclass, v_table, v_ids);
    update public.audit_log a set changed_fields = private.redact_terms(a.changed_fields, v_regex)
     where a.table_name = v_table and a.row_id = any (v_ids)
       and pg_catalog.lower(a.changed_fields::text) ~ private.terms_regex(v_lower);
    get diagnostics v_redacted = row_count;
    v_count := v_count + v_redacted;
    perform private.end_log_changes('public.audit_log'::regclass, v_table);
  end loop;
  v_counts := v_counts || pg_catalog.jsonb_build_object('history_rows_redacted', v_count);

  insert into public.audit_log (actor_id, table_name, row_id, action, changed_fields)
  values (auth.uid(), 'personal_data', pg_catalog.gen_random_uuid()::text, 'DELETE', v_counts);
  return v_counts;
end $$;
revoke all on function private.erase_personal_data(text[]) from public, anon, authenticated, service_role;

create or replace function public.erase_personal_data(p_terms text[]) returns jsonb
language plpgsql security definer set search_path = '' as $$
begin
  perform private.require_personal_data_admin();
  return private.erase_personal_data(p_terms);
end $$;
revoke all on function public.erase_personal_data(text[]) from public, anon, authenticated;
grant execute on function public.erase_personal_data(text[]) to authenticated;

-- Radera besökarens chattar: the erasure of one visitor id (its sessions, their messages, their history).
create or replace function public.delete_visitor_chats(p_visitor_id text) returns integer
language plpgsql security definer set search_path = '' as $$
begin
  if not private.admin_write_allowed() then
    raise exception 'Endast administratörer får radera chattar' using errcode = '42501';
  end if;
  return (private.erase_personal_data(array[p_visitor_id]) ->> 'chat_sessions_deleted')::integer;
end $$;
revoke all on function public.delete_visitor_chats(text) from public, anon, authenticated;
grant execute on function public.delete_visitor_chats(text) to authenticated, service_role;
