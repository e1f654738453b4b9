-- Managed tables (issue 30): one call gives a table everything a resource of the back office needs, and one check
-- over the database names what a managed table lacks.
--
--   select private.manage_table('public.card_offers', '{"title": 200, "body": 5000}');
--
-- 'editable' (the default): a version column and its bump trigger (compare-and-set, PT409 on a stale version), an
-- updated_at column and its trigger, the audit trigger, a length limit <table>_<column>_length on every text
-- column, row-level security with the admin policies (read: private.is_admin(); write:
-- private.admin_write_allowed()) and the grants they need. 'append_only' (a log such as cookie_consents): no
-- updates or deletes at all (private.forbid_change), length limits, row-level security and the admin read policy.
--
-- Whatever the table already has is kept: policies written before the call (a public read, a visitor's insert)
-- stay, and the admin policy is only added for an action that has none. So a table's own policies go before the
-- call. Every text column must get its limit in p_lengths (a text[] column: the limit of each element); a missing,
-- unknown or already limited column is an error that names it. The tables are listed in private.managed_tables,
-- which private.managed_table_problems() checks, db:lint runs, and the app's resource registry is compared with
-- (tests/integration/managed-tables.test.ts).

create table private.managed_tables (
  relid regclass primary key,
  kind text not null default 'editable' constraint managed_tables_kind_valid check (kind in ('editable', 'append_only'))
);
alter table private.managed_tables enable row level security;
revoke all on private.managed_tables from public, anon, authenticated;
grant all on private.managed_tables to service_role;

-- The longest element of a text array, for the length limit of a text[] column (blog tags, card highlights).
create or replace function private.max_char_length(p_values text[]) returns integer
language sql immutable parallel safe set search_path = '' as $$
  select coalesce(max(pg_catalog.char_length(v)), 0) from pg_catalog.unnest(p_values) as v
$$;
revoke all on function private.max_char_length(text[]) from public, anon, authenticated;
-- Check constraints run the function as the writer: visitors write text arrays nowhere, admins and jobs do.
grant execute on function private.max_char_length(text[]) to authenticated, service_role;

-- The columns that hold text: text, varchar and their arrays.
create or replace function private.is_text_type(p_type oid) returns boolean
language sql immutable set search_path = '' as $$
  select p_type in ('pg_catalog.text'::pg_catalog.regtype, 'pg_catalog.varchar'::pg_catalog.regtype,
                    'pg_catalog._text'::pg_catalog.regtype, 'pg_catalog._varchar'::pg_catalog.regtype)
$$;
revoke all on function private.is_text_type(oid) from public, anon, authenticated;

-- A text column is limited by a check constraint on that column alone that measures it (char_length, or
-- private.max_char_length for an array) or allows a list of values (status in (…)), or by varchar(n).
create or replace function private.column_has_length_limit(p_table regclass, p_column smallint) returns boolean
language sql stable set search_path = '' as $$
  select exists (
      select 1 from pg_catalog.pg_attribute a
       where a.attrelid = p_table and a.attnum = p_column and a.atttypmod > 0
    )
    or exists (
      select 1 from pg_catalog.pg_constraint c
       where c.conrelid = p_table and c.contype = 'c' and c.conkey = array[p_column]
         and pg_catalog.pg_get_constraintdef(c.oid) ~ '(char_length\(|= ANY \(ARRAY\[)'
    )
$$;
revoke all on function private.column_has_length_limit(regclass, smallint) from public, anon, authenticated;

-- Is there a row trigger on the table running p_function at the given timing for all the given events?
-- tgtype bits (PostgreSQL's pg_trigger.h): 1 row, 2 before, 4 insert, 8 delete, 16 update.
create or replace function private.has_row_trigger(p_table regclass, p_function regproc, p_before boolean,
                                                   p_events integer) returns boolean
language sql stable set search_path = '' as $$
  select exists (
    select 1 from pg_catalog.pg_trigger t
     where t.tgrelid = p_table and t.tgfoid = p_function and not t.tgisinternal and t.tgenabled <> 'D'
       and t.tgtype & 1 = 1 and (t.tgtype & 2 = 2) = p_before and t.tgtype & p_events = p_events
  )
$$;
revoke all on function private.has_row_trigger(regclass, regproc, boolean, integer) from public, anon, authenticated;

-- Is there a permissive policy for authenticated (by name or through PUBLIC) on p_command ('r' select, 'a'
-- insert, 'w' update, 'd' delete) whose expressions call p_call (an update policy's WITH CHECK defaults to its
-- USING)? p_call null: any such policy.
create or replace function private.has_policy(p_table regclass, p_command "char", p_call text) returns boolean
language sql stable set search_path = '' as $$
  select exists (
    select 1 from pg_catalog.pg_policy p
     where p.polrelid = p_table and p.polpermissive and p.polcmd in (p_command, '*')
       and (p.polroles && array[0::oid, 'authenticated'::pg_catalog.regrole::oid])
       and (p_call is null
         -- A read policy for everyone (networks: using (true)) lets admins read too.
         or (p_command = 'r' and pg_catalog.pg_get_expr(p.polqual, p.polrelid) = 'true')
         or (
         (p_command in ('a', 'w') or pg_catalog.strpos(coalesce(pg_catalog.pg_get_expr(p.polqual, p.polrelid), ''), p_call) > 0)
         and (p_command in ('r', 'd') or pg_catalog.strpos(
           coalesce(pg_catalog.pg_get_expr(coalesce(p.polwithcheck, p.polqual), p.polrelid), ''), p_call) > 0)))
  )
$$;
revoke all on function private.has_policy(regclass, "char", text) from public, anon, authenticated;

create or replace function private.manage_table(p_table regclass, p_lengths jsonb default '{}',
                                                p_kind text default 'editable') returns void
language plpgsql set search_path = '' as $$
declare
  tbl text := (select c.relname from pg_catalog.pg_class c where c.oid = p_table);
  col record;
  missing text[] := '{}';
  extra text;
  key_arg text := '';
  action record;
  part record;
begin
  if p_kind not in ('editable', 'append_only') then
    raise exception 'manage_table(%): kind must be editable or append_only, not %', p_table, p_kind;
  end if;

  -- Length limits: every text column, each named <table>_<column>_length (the app maps the name to its field).
  select string_agg(k, ', ') into extra
    from pg_catalog.jsonb_object_keys(coalesce(p_lengths, '{}')) as k
   where not exists (select 1 from pg_catalog.pg_attribute a
                      where a.attrelid = p_table and a.attname = k and a.attnum > 0 and not a.attisdropped
                        and private.is_text_type(a.atttypid)
                        and not private.column_has_length_limit(p_table, a.attnum));
  if extra is not null then
    raise exception 'manage_table(%): no text column without a limit is called %', p_table, extra;
  end if;
  for col in
    select a.attname, a.attnum, a.atttypid from pg_catalog.pg_attribute a
     where a.attrelid = p_table and a.attnum > 0 and not a.attisdropped and private.is_text_type(a.atttypid)
       and not private.column_has_length_limit(p_table, a.attnum)
     order by a.attnum
  loop
    if not coalesce(p_lengths, '{}') ? col.attname then
      missing := missing || col.attname::text;
      continue;
    end if;
    execute pg_catalog.format('alter table %s add constraint %I check (%s(%I) <= %s)', p_table,
      tbl || '_' || col.attname || '_length',
      case when col.atttypid in ('pg_catalog._text'::pg_catalog.regtype, 'pg_catalog._varchar'::pg_catalog.regtype)
           then 'private.max_char_length' else 'pg_catalog.char_length' end,
      col.attname, (p_lengths ->> col.attname)::integer);
  end loop;
  if cardinality(missing) > 0 then
    raise exception 'manage_table(%): every text column needs a length limit; give one for %', p_table,
      pg_catalog.array_to_string(missing, ', ')
      using hint = 'pass them as p_lengths, e.g. ''{"' || missing[1] || '": 200}''';
  end if;

  if p_kind = 'editable' then
    -- The version and its bump trigger (a write naming a stale version fails with PT409, 20261125120000), and
    -- updated_at and its trigger.
    for part in
      select * from (values ('version', 'bigint not null default 1', 'bump_version'),
                            ('updated_at', 'timestamptz not null default now()', 'set_updated_at')) as v (col, type, fn)
    loop
      if not exists (select 1 from pg_catalog.pg_attribute a
                      where a.attrelid = p_table and a.attname = part.col and not a.attisdropped) then
        execute pg_catalog.format('alter table %s add column %I %s', p_table, part.col, part.type);
      end if;
      if not private.has_row_trigger(p_table, ('private.' || part.fn)::pg_catalog.regproc, true, 16) then
        execute pg_catalog.format('create trigger %I before update on %s for each row execute function private.%I()',
                                  tbl || '_' || part.fn, p_table, part.fn);
      end if;
    end loop;
    -- The audit log's row id is the column id, or else the primary key's (first) column.
    if not private.has_row_trigger(p_table, 'private.audit_row_change'::pg_catalog.regproc, false, 28) then
      if not exists (select 1 from pg_catalog.pg_attribute a
                      where a.attrelid = p_table and a.attname = 'id' and not a.attisdropped) then
        select pg_catalog.quote_literal(a.attname) into key_arg
          from pg_catalog.pg_index i
          join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
         where i.indrelid = p_table and i.indisprimary;
      end if;
      execute pg_catalog.format('create trigger %I after insert or update or delete on %s
                                 for each row execute function private.audit_row_change(%s)',
                                tbl || '_audit', p_table, coalesce(key_arg, ''));
    end if;
  elsif not private.has_row_trigger(p_table, 'private.forbid_change'::pg_catalog.regproc, true, 24) then
    execute pg_catalog.format('create trigger %I before update or delete on %s for each row execute function private.forbid_change()',
                              tbl || '_append_only', p_table);
  end if;

  -- Row-level security and the admin's policies, for each action that has none yet (see above).
  execute pg_catalog.format('alter table %s enable row level security', p_table);
  for action in
    select * from (values ('r', 'select', 'reads', 'using ((select private.is_admin()))'),
      ('a', 'insert', 'inserts', 'with check ((select private.admin_write_allowed()))'),
      ('w', 'update', 'updates',
       'using ((select private.admin_write_allowed())) with check ((select private.admin_write_allowed()))'),
      ('d', 'delete', 'deletes', 'using ((select private.admin_write_allowed()))')) as v (cmd, verb, says, rule)
     where p_kind = 'editable' or v.cmd = 'r'
  loop
    if not private.has_policy(p_table, action.cmd::"char", null) then
      execute pg_catalog.format('create policy %I on %s for %s to authenticated %s',
                                'admin ' || action.says || ' ' || tbl, p_table, action.verb, action.rule);
    end if;
  end loop;
  -- A hosted project's default privileges give anon everything on a new table: take it back unless a policy
  -- is written for visitors.
  if not exists (select 1 from pg_catalog.pg_policy p
                  where p.polrelid = p_table and p.polroles && array[0::oid, 'anon'::pg_catalog.regrole::oid]) then
    execute pg_catalog.format('revoke all on %s from anon', p_table);
  end if;
  execute pg_catalog.format('grant %s on %s to authenticated',
                            case p_kind when 'editable' then 'select, insert, update, delete' else 'select' end, p_table);
  execute pg_catalog.format('grant all on %s to service_role', p_table);

  insert into private.managed_tables (relid, kind) values (p_table, p_kind)
    on conflict (relid) do update set kind = excluded.kind;
end $$;
revoke all on function private.manage_table(regclass, jsonb, text) from public, anon, authenticated;

-- What each managed table lacks, in words; no rows when every one is complete. db:lint reports each row.
create or replace function private.managed_table_problems()
returns table (table_name text, problem text)
language sql stable set search_path = '' as $$
  with managed as (
    select m.relid, m.kind, c.relrowsecurity
      from private.managed_tables m
      join pg_catalog.pg_class c on c.oid = m.relid
  ),
  problem (relid, problem) as (
    select relid, 'row-level security is off' from managed where not relrowsecurity
    union all
    select relid, 'no version column (bigint not null): a stale write would not be refused'
      from managed m
     where kind = 'editable' and not exists (
       select 1 from pg_catalog.pg_attribute a
        where a.attrelid = m.relid and a.attname = 'version' and not a.attisdropped and a.attnotnull
          and a.atttypid = 'pg_catalog.int8'::pg_catalog.regtype)
    union all
    select relid, 'no updated_at column (timestamptz)'
      from managed m
     where kind = 'editable' and not exists (
       select 1 from pg_catalog.pg_attribute a
        where a.attrelid = m.relid and a.attname = 'updated_at' and not a.attisdropped
          and a.atttypid = 'pg_catalog.timestamptz'::pg_catalog.regtype)
    union all
    -- The triggers of each kind (tgtype bits as in private.has_row_trigger: 16 update, 28 all three, 24 update and
    -- delete).
    select m.relid, t.problem
      from managed m
      join (values
        ('editable', 'bump_version', true, 16,
         'no version trigger (private.bump_version() before each update): a stale write would overwrite'),
        ('editable', 'set_updated_at', true, 16, 'no updated_at trigger (private.set_updated_at() before each update)'),
        ('editable', 'audit_row_change', false, 28,
         'no audit trigger (private.audit_row_change() after each insert, update and delete)'),
        ('append_only', 'forbid_change', true, 24,
         'not append-only (no private.forbid_change() trigger before each update and delete)')
      ) as t (kind, fn, before, events, problem) on t.kind = m.kind
     where not private.has_row_trigger(m.relid, ('private.' || t.fn)::pg_catalog.regproc, t.before, t.events)
    union all
    select m.relid, pg_catalog.format('text column %s has no length limit', a.attname)
      from managed m
      join pg_catalog.pg_attribute a on a.attrelid = m.relid and a.attnum > 0 and not a.attisdropped
     where private.is_text_type(a.atttypid) and not private.column_has_length_limit(m.relid, a.attnum)
    union all
    select m.relid, pg_catalog.format('no %s policy for authenticated that calls %s', v.verb, v.call)
      from managed m
      cross join (values ('r', 'select', 'private.is_admin()'), ('a', 'insert', 'private.admin_write_allowed()'),
                         ('w', 'update', 'private.admin_write_allowed()'),
                         ('d', 'delete', 'private.admin_write_allowed()')) as v (cmd, verb, call)
     where (m.kind = 'editable' or v.cmd = 'r')
       and not private.has_policy(m.relid, v.cmd::"char", v.call)
    union all
    select m.relid, pg_catalog.format('authenticated may not %s', v.privilege)
      from managed m
      cross join (values ('select'), ('insert'), ('update'), ('delete')) as v (privilege)
     where (m.kind = 'editable' or v.privilege = 'select')
       and not pg_catalog.has_table_privilege('authenticated', m.relid, v.privilege)
  )
  select p.relid::text, p.problem from problem p order by 1, 2
$$;
revoke all on function private.managed_table_problems() from public, anon, authenticated;

-- The back office's resources (src/resources/registry.ts), with the limits their text columns lacked: the
-- admin-only addresses (2048, as chat_sessions.page_url), the card's credit bureau and highlights, blog tags, the
-- bank's org number (its format already allows 11 characters only).
select private.manage_table('public.credit_cards',
  '{"image_url": 2048, "apply_url": 2048, "credit_bureau": 120, "highlights": 200}');
select private.manage_table('public.banks', '{"org_number": 11, "website_url": 2048, "logo_url": 2048}');
select private.manage_table('public.networks', '{"logo_url": 2048}');
select private.manage_table('public.categories');
select private.manage_table('public.reviews');
select private.manage_table('public.expert_inquiries');
select private.manage_table('public.chat_sessions');
select private.manage_table('public.cookie_consents', p_kind => 'append_only');
select private.manage_table('public.news_articles', '{"cover_image_url": 2048}');
select private.manage_table('public.blog_posts', '{"cover_image_url": 2048, "tags": 50}');

-- Not a resource, but written by signed-in admins (presence): the e-mail gets the limit of an address (RFC 5321).
alter table public.editing_sessions
  add constraint editing_sessions_editor_email_length check (char_length(editor_email) <= 254);
