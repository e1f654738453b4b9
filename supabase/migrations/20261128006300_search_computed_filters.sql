-- Issue 33: a list's text search keeps the list's other filters, and the news, blog and card lists filter on the
-- computed column publication_state (20261128006000_scheduled_publishing.sql). The search RPCs' filter builder
-- knew only the table's own columns ("Okänd kolumn i filtret"); it now also takes a computed column, a function
-- public.<name>(<table>) as PostgREST's computed fields are, applied to the row. Otherwise as
-- 20261124090000_search_pages.sql's, whose body is left to git history (same signature and grants).
create or replace function private.list_filter_condition(p_table regclass, p_filter jsonb) returns text
language plpgsql stable set search_path = '' as $$
declare
  v_sql text := '';
  v_key text;
  v_value jsonb;
  v_column text;
  v_op text;
  v_operator text;
  v_type text;
  v_expr text;
  v_function regprocedure;
begin
  if p_filter is null or p_filter = 'null'::jsonb then
    return '';
  end if;
  if pg_catalog.jsonb_typeof(p_filter) <> 'object' then
    raise exception 'Filtret måste vara ett JSON-objekt' using errcode = '22023';
  end if;
  for v_key, v_value in select e.key, e.value from pg_catalog.jsonb_each(p_filter) e loop
    v_column := pg_catalog.split_part(v_key, '@', 1);
    v_op := coalesce(nullif(pg_catalog.split_part(v_key, '@', 2), ''), 'eq');
    select pg_catalog.format_type(a.atttypid, a.atttypmod) into v_type
      from pg_catalog.pg_attribute a
     where a.attrelid = p_table and a.attname = v_column and a.attnum > 0 and not a.attisdropped;
    v_expr := format('t.%I', v_column);
    if v_type is null then
      -- A computed column (PostgREST's computed field): public.<name>(<table>), e.g. publication_state.
      v_function := pg_catalog.to_regprocedure(format('public.%I(%s)', v_column, p_table::text));
      if v_function is not null then
        select pg_catalog.format_type(p.prorettype, null) into v_type from pg_catalog.pg_proc p where p.oid = v_function;
        v_expr := format('public.%I(t)', v_column);
      end if;
    end if;
    if v_type is null then
      raise exception 'Okänd kolumn i filtret: %', v_column using errcode = '42703';
    end if;
    v_operator := case v_op when 'eq' then '=' when 'neq' then '<>' when 'gt' then '>' when 'gte' then '>='
                            when 'lt' then '<' when 'lte' then '<=' end;
    if v_operator is null then
      raise exception 'Okänt filter: %', v_key using errcode = '22023';
    end if;
    if pg_catalog.jsonb_typeof(v_value) = 'null' then
      if v_op not in ('eq', 'neq') then
        raise exception 'Okänt filter: %', v_key using errcode = '22023';
      end if;
      v_sql := v_sql || format(' and %s is %snull', v_expr, case when v_op = 'neq' then 'not ' else '' end);
    elsif pg_catalog.jsonb_typeof(v_value) = 'array' then
      if v_op <> 'eq' then
        raise exception 'Okänt filter: %', v_key using errcode = '22023';
      end if;
      v_sql := v_sql || format(' and %s = any (%L::%s[])', v_expr,
        array(select pg_catalog.jsonb_array_elements_text(v_value))::text, v_type);
    else
      v_sql := v_sql || format(' and %s %s %L::%s', v_expr, v_operator, v_value #>> '{}', v_type);
    end if;
  end loop;
  return v_sql;
end $$;
revoke all on function private.list_filter_condition(regclass, jsonb) from public, anon, authenticated;
