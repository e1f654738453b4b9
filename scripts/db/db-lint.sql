-- The project's database lint: one query over the catalog, one row per finding (rule, object, detail).
-- $1: the schemas PostgREST exposes (config.toml [api] schemas). Run with search_path = '' so that policy
-- expressions print every function schema-qualified.
--
-- Follows Supabase's database linter, supabase/splinter, lints/*.sql (read at these stored revisions):
-- 0001_unindexed_foreign_keys (dae92fe), 0003_auth_rls_initplan (18a835a), 0006_multiple_permissive_policies
-- (758ea5d), 0009_duplicate_index (bceda1b), 0010_security_definer_view (f88162e), 0011_function_search_path_mutable
-- (18a835a), 0013_rls_disabled_in_public (0a7d4b7), 0024_rls_policy_always_true (9c5f79a),
-- 0028_anon_security_definer_function_executable (c86b910), 0029_authenticated_security_definer_function_executable
-- (ab9f970). Where this lint is stricter than splinter it says so below.
with
system_schema(name) as (
  select unnest(array[
    'pg_catalog', 'information_schema', 'pg_toast', 'auth', 'storage', 'extensions', 'graphql', 'graphql_public',
    'realtime', 'supabase_functions', 'supabase_migrations', 'vault', 'pgsodium', 'pgsodium_masks', 'net', 'cron',
    'pgbouncer', 'pgtle', 'pgmq', 'repack', 'topology', 'tiger'
  ])
),
exposed_schema(name) as (select unnest($1::text[])),
-- Objects created by extensions are the extension's business (splinter excludes them the same way).
extension_object(oid) as (select objid from pg_catalog.pg_depend where deptype = 'e'),
-- The project's schemas: not the platform's or an extension's.
own_namespace as (
  select n.oid, n.nspname, n.nspname in (select name from exposed_schema) as exposed
    from pg_catalog.pg_namespace n
   where n.nspname not in (select name from system_schema)
     and n.nspname !~ '^pg_'
),
own_relation as (
  select c.oid, c.relname, c.relkind, c.relrowsecurity, c.reloptions, n.nspname, n.exposed,
         format('%I.%I', n.nspname, c.relname) as qualified
    from pg_catalog.pg_class c
    join own_namespace n on n.oid = c.relnamespace
   where c.oid not in (select oid from extension_object)
),
own_function as (
  select p.oid, p.proname, p.prosecdef, p.proconfig, p.prokind, n.nspname, n.exposed,
         format('%I.%I(%s)', n.nspname, p.proname, pg_catalog.pg_get_function_identity_arguments(p.oid)) as qualified
    from pg_catalog.pg_proc p
    join own_namespace n on n.oid = p.pronamespace
   where p.oid not in (select oid from extension_object)
),
-- The project's policies: those on its own tables and those it puts on Storage's tables (storage.objects,
-- storage.buckets), which the policy rules below check the same way.
policy as (
  select format('%I.%I', n.nspname, c.relname) as table_name, pol.polname, pol.polpermissive, pol.polroles,
         pol.polcmd,
         pg_catalog.pg_get_expr(pol.polqual, pol.polrelid) as using_expr,
         pg_catalog.pg_get_expr(pol.polwithcheck, pol.polrelid) as check_expr,
         c.relrowsecurity
    from pg_catalog.pg_policy pol
    join pg_catalog.pg_class c on c.oid = pol.polrelid
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
   where c.oid in (select oid from own_relation) or n.nspname = 'storage'
),
-- Roles a policy applies to, PUBLIC expanded to the API roles.
policy_role as (
  select p.*, r.rolname
    from policy p
    join pg_catalog.pg_roles r
      on r.oid = any (p.polroles) or (p.polroles = array[0::oid] and r.rolname in ('anon', 'authenticated'))
   where r.rolname in ('anon', 'authenticated')
),
policy_action as (
  select p.*, a.action
    from policy_role p
    cross join lateral unnest(case p.polcmd
      when 'r' then array['SELECT'] when 'a' then array['INSERT'] when 'w' then array['UPDATE']
      when 'd' then array['DELETE'] else array['SELECT', 'INSERT', 'UPDATE', 'DELETE'] end) as a(action)
),
finding(rule, object, detail) as (
  -- 0013: a table in an exposed schema without row-level security (splinter: any table, with or without policies).
  select 'rls_disabled_in_exposed_schema', qualified,
         'row-level security is off: every API role with a grant reads and writes all rows'
    from own_relation
   where exposed and relkind in ('r', 'p') and not relrowsecurity
  union all
  -- 0010: a view that runs with its owner's rights (no security_invoker) bypasses the tables' RLS.
  select 'security_definer_view', qualified,
         'view without security_invoker = true: it reads its tables with the owner''s rights, bypassing RLS'
    from own_relation
   where exposed and relkind = 'v'
     and not (lower(coalesce(reloptions::text, '{}'))::text[]
              && array['security_invoker=1', 'security_invoker=true', 'security_invoker=yes', 'security_invoker=on'])
  union all
  -- Materialized views cannot have RLS (splinter 0016): none in an exposed schema.
  select 'materialized_view_in_exposed_schema', qualified, 'materialized views have no row-level security'
    from own_relation
   where exposed and relkind = 'm'
  union all
  -- 0028: a SECURITY DEFINER function in an exposed schema that anon (or PUBLIC, which anon inherits) can execute.
  select 'anon_security_definer_function_executable', qualified,
         'SECURITY DEFINER and executable by '
         || case when pg_catalog.has_function_privilege('anon', oid, 'EXECUTE')
                      and exists (select 1 from pg_catalog.aclexplode(coalesce(
                        (select proacl from pg_catalog.pg_proc where oid = f.oid),
                        pg_catalog.acldefault('f', (select proowner from pg_catalog.pg_proc where oid = f.oid))))
                        where grantee = 0 and privilege_type = 'EXECUTE')
                 then 'PUBLIC' else 'anon' end
         || ': any holder of the anon key runs it with its owner''s rights via /rest/v1/rpc'
    from own_function f
   where exposed and prosecdef and pg_catalog.has_function_privilege('anon', oid, 'EXECUTE')
  union all
  -- 0029: the same for authenticated. Admin-only RPCs that check the role first are allow-listed in db-lint.ts.
  select 'authenticated_security_definer_function_executable', qualified,
         'SECURITY DEFINER and executable by authenticated: every signed-in user runs it with its owner''s rights'
    from own_function
   where exposed and prosecdef and pg_catalog.has_function_privilege('authenticated', oid, 'EXECUTE')
  union all
  -- Stricter than splinter: every function in an exposed schema has explicit grants (PostgreSQL gives PUBLIC
  -- EXECUTE on new functions; a hosted project also gives anon and authenticated everything in public).
  select 'function_executable_by_public', qualified,
         'PUBLIC may execute it: revoke from public, anon and authenticated, then grant what the caller needs'
    from own_function f
   where exposed and prokind in ('f', 'p')
     and exists (select 1 from pg_catalog.aclexplode(coalesce(
                   (select proacl from pg_catalog.pg_proc where oid = f.oid),
                   pg_catalog.acldefault('f', (select proowner from pg_catalog.pg_proc where oid = f.oid))))
                 where grantee = 0 and privilege_type = 'EXECUTE')
  union all
  -- 0011: a function without a fixed search_path resolves names through the caller's. A procedure that commits
  -- cannot have a SET clause (PostgreSQL refuses the COMMIT): one that no API role may call (a pg_cron job's,
  -- run by its owner) is left to qualify every name instead.
  select 'function_search_path_mutable', qualified, 'no `set search_path` on the function'
    from own_function f
   where prokind in ('f', 'p')
     and not exists (select 1 from unnest(coalesce(proconfig, '{}')) c where c like 'search_path=%')
     and not (prokind = 'p'
              and not exists (select 1 from pg_catalog.pg_roles r
                               where r.rolname in ('anon', 'authenticated', 'service_role')
                                 and pg_catalog.has_function_privilege(r.oid, f.oid, 'EXECUTE')))
  union all
  -- 0003, stricter: splinter passes a policy as soon as one call is wrapped; this counts the calls. Any
  -- argument-less schema-qualified function (auth.uid(), auth.jwt(), private.is_admin(), …) returns the same
  -- value for every row, so it must be a once-per-statement (select …).
  select 'auth_rls_initplan', table_name || ' / ' || polname,
         format('%s calls %s per row; write (select %s) instead', part, call, call)
    from policy
    cross join lateral (values ('USING', using_expr), ('WITH CHECK', check_expr)) as e(part, expr)
    cross join lateral (
      select distinct m[1] as call
        from regexp_matches(coalesce(e.expr, ''), '([a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*\(\))', 'gi') as m
    ) calls
   where relrowsecurity
     and regexp_count(lower(e.expr), regexp_replace(lower(calls.call), '([.()])', '\\\1', 'g'))
       > regexp_count(lower(e.expr), 'select\s+' || regexp_replace(lower(calls.call), '([.()])', '\\\1', 'g'))
  union all
  -- 0001, stricter on what counts as covered: the foreign key's columns must be the leading columns of a valid
  -- index (splinter asks for an index on exactly those columns, and so flags a composite primary key's first column).
  select 'unindexed_foreign_key', c.qualified || ' / ' || ct.conname,
         'no index starts with the foreign key''s columns: deletes in the referenced table scan this one'
    from pg_catalog.pg_constraint ct
    join own_relation c on c.oid = ct.conrelid
   where ct.contype = 'f'
     and not exists (
       select 1 from pg_catalog.pg_index i
        where i.indrelid = ct.conrelid and i.indisvalid and i.indpred is null
          and (string_to_array(i.indkey::text, ' ')::smallint[])[1:cardinality(ct.conkey)] @> ct.conkey
          and (string_to_array(i.indkey::text, ' ')::smallint[])[1:cardinality(ct.conkey)] <@ ct.conkey
     )
  union all
  -- 0009: indexes that are the same definition under two names.
  select 'duplicate_index', min(c.qualified),
         'identical indexes: ' || string_agg(format('%I', ic.relname), ', ' order by ic.relname)
    from pg_catalog.pg_index i
    join own_relation c on c.oid = i.indrelid
    join pg_catalog.pg_class ic on ic.oid = i.indexrelid
   group by i.indrelid, replace(pg_catalog.pg_get_indexdef(i.indexrelid), format('%I', ic.relname), '')
  having count(*) > 1
  union all
  -- 0006: two permissive policies for the same role and action are ORed and both evaluated per row.
  select 'multiple_permissive_policies', table_name,
         format('%s permissive policies for %s %s: %s', count(*), rolname, action,
                string_agg(format('"%s"', polname), ', ' order by polname))
    from policy_action
   where polpermissive
   group by table_name, rolname, action
  having count(*) > 1
  union all
  -- 0024: a write policy that lets anyone write anything.
  select 'rls_policy_always_true', table_name || ' / ' || polname,
         format('%s policy for %s is always true', case polcmd when 'a' then 'INSERT' when 'w' then 'UPDATE'
                when 'd' then 'DELETE' else 'ALL' end, string_agg(distinct rolname, ', '))
    from policy_role
   where polpermissive and relrowsecurity and polcmd in ('a', 'w', 'd', '*')
     and (
       (polcmd in ('w', 'd', '*') and (using_expr is null
            or regexp_replace(lower(using_expr), '\s', '', 'g') in ('true', '(true)', '1=1', '(1=1)')))
       or (polcmd in ('a', 'w', '*') and (
            (check_expr is null and (polcmd = 'a'
              or regexp_replace(lower(coalesce(using_expr, 'true')), '\s', '', 'g') in ('true', '(true)', '1=1', '(1=1)')))
            or regexp_replace(lower(check_expr), '\s', '', 'g') in ('true', '(true)', '1=1', '(1=1)')))
     )
   group by table_name, polname, polcmd
  union all
  -- Storage (not in splinter): a policy on storage.objects for an API role that does not name bucket_id reaches
  -- every bucket, present and future.
  select 'storage_policy_without_bucket', table_name || ' / ' || polname,
         'the policy does not test bucket_id: it applies to every bucket'
    from policy_role
   where table_name = 'storage.objects'
     and coalesce(using_expr, '') !~ '\mbucket_id\M' and coalesce(check_expr, '') !~ '\mbucket_id\M'
   group by table_name, polname
  union all
  -- Storage: buckets are managed with the service role; a policy on storage.buckets lets API callers list or
  -- change buckets.
  select 'storage_bucket_policy', table_name || ' / ' || polname,
         'a policy on storage.buckets lets API callers see or change buckets; manage them with the service role'
    from policy_role
   where table_name = 'storage.buckets'
   group by table_name, polname
  union all
  -- Storage: a public bucket serves anything uploaded to anyone, so it needs a size limit and an allow-list of
  -- MIME types that cannot carry script (no SVG, HTML, XML or wildcards that include them).
  select 'public_bucket_unrestricted', format('storage.buckets / %s', b.id),
         case when b.file_size_limit is null then 'public bucket without file_size_limit'
              when coalesce(cardinality(b.allowed_mime_types), 0) = 0 then 'public bucket without allowed_mime_types'
              else 'public bucket allows a type that can carry script: ' || array_to_string(array(
                select m from unnest(b.allowed_mime_types) m
                 where lower(m) ~ '(\*|svg|html|xml|javascript|ecmascript|xhtml)'), ', ') end
    from storage.buckets b
   where b.public
     and (b.file_size_limit is null or coalesce(cardinality(b.allowed_mime_types), 0) = 0
          or exists (select 1 from unnest(b.allowed_mime_types) m
                      where lower(m) ~ '(\*|svg|html|xml|javascript|ecmascript|xhtml)'))
)
select rule, object, detail from finding order by rule, object;
