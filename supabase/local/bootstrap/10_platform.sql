-- The platform a new hosted Supabase project has before any migration of ours. Never part of supabase/migrations.
-- Runs once, as the superuser supabase_admin (the cluster's bootstrap user, as in Supabase's image). Our own SQL,
-- laid out after supabase/postgres:
--   migrations/db/migrate.sh @101ea562 (init scripts as postgres while still superuser, then postgres demoted),
--   migrations/db/init-scripts/00000000000000-initial-schema.sql @09a4e4e3 (API roles, default privileges, timeouts),
--   migrations/db/init-scripts/00000000000003-post-setup.sql @35d889e3 (search paths),
--   migrations/db/migrations/10000000000000_demote-postgres.sql @35d889e3 (postgres: NOSUPERUSER ... BYPASSRLS),
--   migrations/db/migrations/20230529180330_alter_api_roles_for_inherit.sql @3fb8a3b5,
--   migrations/db/migrations/20221028101028_set_authenticator_timeout.sql @6710909a,
--   migrations/db/migrations/20231130133139_set_lock_timeout_to_authenticator_role.sql @1978dd65,
--   migrations/db/migrations/20250421084701_revoke_admin_roles_from_postgres.sql @96d88738,
--   migrations/db/migrations/20251121141100_supabase_auth_admin_db_grants.sql @aca19b4a,
--   migrations/db/migrations/20260821154147_revoke_createrole_from_auth_admin.sql @85341702.
-- Left out (not available to the embedded stack, and nothing here uses them): pg_graphql, supabase_vault,
-- pg_stat_statements, storage, realtime, the auth DDL-protection event triggers.

alter role supabase_admin with superuser createdb createrole replication bypassrls;
alter role supabase_admin set search_path = "$user", public, auth, extensions;

-- The developer's role: what `supabase db push`/`db reset` and the SQL editor connect as. Not a superuser.
create role postgres with login nosuperuser createdb createrole replication bypassrls;
alter role postgres set search_path = "$user", public, extensions;
grant all on database postgres to postgres;

-- The API roles PostgREST switches to, and the role it logs in as.
create role anon nologin inherit;
create role authenticated nologin inherit;
create role service_role nologin inherit bypassrls;
create role authenticator login noinherit;
grant anon, authenticated, service_role to authenticator;
grant supabase_admin to authenticator;
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role authenticator set statement_timeout = '8s';
alter role authenticator set lock_timeout = '8s';

-- Supabase Auth's own role: owns the auth schema's tables; postgres is not a member.
create role supabase_auth_admin with login noinherit nocreaterole noreplication;
alter role supabase_auth_admin set search_path = auth;
grant create on database postgres to supabase_auth_admin;

-- Extensions live in their own schema. A new project has these two enabled; pg_trgm and the rest are created
-- by the project's migrations (postgres may create trusted extensions).
create schema extensions;
grant usage on schema extensions to anon, authenticated, service_role;
grant all on schema extensions to postgres;
create extension if not exists "uuid-ossp" with schema extensions;
create extension if not exists pgcrypto with schema extensions;
grant all on all routines in schema extensions to postgres;
grant all on all tables in schema extensions to postgres;

-- public: the API roles see it; postgres creates in it. Whatever postgres (or supabase_admin) creates there is
-- granted to the API roles by default, so row-level security is what actually protects a table.
grant usage on schema public to postgres, anon, authenticated, service_role;
grant all on schema public to postgres;
do $$
declare
  creator text;
  kind text;
begin
  foreach creator in array array['postgres', 'supabase_admin'] loop
    foreach kind in array array['tables', 'functions', 'sequences'] loop
      execute format('alter default privileges for role %I in schema public '
                     || 'grant all on %s to postgres, anon, authenticated, service_role', creator, kind);
    end loop;
  end loop;
end $$;

alter database postgres set search_path = "$user", public, extensions;

-- The auth schema belongs to supabase_admin; Supabase Auth (supabase_auth_admin) owns what is in it.
create schema auth authorization supabase_admin;
grant usage on schema auth to anon, authenticated, service_role, postgres;
grant all on schema auth to supabase_auth_admin;
