-- One permissive policy per table, command and role (Supabase's database linter, lint 0006
-- multiple_permissive_policies: every permissive policy is evaluated for every row). 20261129005100 gave editors
-- their own write policies beside the admins'; here each pair on a public table becomes one policy whose expressions
-- are the two OR-ed, which is exactly how PostgreSQL combines permissive policies (USING: either; WITH CHECK:
-- either, a policy without one checking its USING), so nobody gains or loses a right.
do $$
declare
  p record;
begin
  for p in
    with pairs as materialized (
      select e.polrelid as rel, e.polcmd as cmd, a.polname as admin_name, e.polname as editor_name,
             a.polqual as a_qual, coalesce(a.polwithcheck, a.polqual) as a_check,
             e.polqual as e_qual, coalesce(e.polwithcheck, e.polqual) as e_check
        from pg_catalog.pg_policy e
        join pg_catalog.pg_policy a
          on a.polrelid = e.polrelid and a.polcmd = e.polcmd and a.polroles = e.polroles and a.polpermissive
         and a.polname <> e.polname
       where e.polpermissive and e.polname like 'editor %'
         and e.polrelid in (select c.oid from pg_catalog.pg_class c where c.relnamespace = 'public'::regnamespace)
    )
    select c.relname as tablename,
           case cmd when 'a' then 'INSERT' when 'w' then 'UPDATE' when 'd' then 'DELETE' end as cmd,
           admin_name, editor_name,
           pg_catalog.pg_get_expr(a_qual, rel) as a_qual, pg_catalog.pg_get_expr(a_check, rel) as a_check,
           pg_catalog.pg_get_expr(e_qual, rel) as e_qual, pg_catalog.pg_get_expr(e_check, rel) as e_check
      from pairs join pg_catalog.pg_class c on c.oid = rel
  loop
    execute format('drop policy %I on public.%I', p.admin_name, p.tablename);
    execute format('drop policy %I on public.%I', p.editor_name, p.tablename);
    execute format('create policy %I on public.%I for %s to authenticated%s%s',
      'admin or editor ' || substr(p.admin_name, 7), p.tablename, p.cmd,
      case when p.cmd in ('UPDATE', 'DELETE') then format(' using ((%s) or (%s))', p.a_qual, p.e_qual) else '' end,
      case when p.cmd in ('INSERT', 'UPDATE') then format(' with check ((%s) or (%s))', p.a_check, p.e_check)
           else '' end);
  end loop;
end $$;
