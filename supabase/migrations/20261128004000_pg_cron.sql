-- pg_cron, enabled as Supabase's docs do it (supabase.com/docs/guides/database/extensions/pg_cron; the Cron
-- module): created in pg_catalog by postgres, which supautils lets do so on a hosted project, and its schema
-- usable by postgres. Where the cron schema already exists (the extension enabled from the dashboard, or the
-- local stack's platform: real pg_cron on PostgreSQL 15, its stand-in on PGlite, see
-- supabase/local/bootstrap/50_pg_cron.sql) nothing is created.
do $$
begin
  if to_regnamespace('cron') is null then
    create extension if not exists pg_cron with schema pg_catalog;
  end if;
end
$$;

grant usage on schema cron to postgres;
grant all privileges on all tables in schema cron to postgres;
