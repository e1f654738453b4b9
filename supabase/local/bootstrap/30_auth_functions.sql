-- auth.uid(), auth.role(), auth.jwt() as Supabase Auth defines them, owned by supabase_auth_admin
-- (supabase/postgres migrations/db/migrations/20211124212715_update-auth-owner.sql @1747f293).
set role supabase_auth_admin;
-- auth.uid() and auth.role() read one claim the same way (the request's claim setting, else the claims' JSON); the
-- bodies are built to the letter as upstream writes them out.
do $$
declare f record;
begin
  for f in select * from (values ('uid', 'sub', 'uuid'), ('role', 'role', 'text')) as v (name, claim, type) loop
    execute format('create or replace function auth.%I() returns %s language sql stable as %L', f.name, f.type,
      format(E'\n  select coalesce(\n    nullif(current_setting(%L, true), \'\'),\n'
             || E'    (nullif(current_setting(\'request.jwt.claims\', true), \'\')::jsonb ->> %L)\n  )::%s\n',
             'request.jwt.claim.' || f.claim, f.claim, f.type));
  end loop;
end $$;

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

grant execute on function auth.uid(), auth.role(), auth.jwt() to anon, authenticated, service_role, postgres;
reset role;
