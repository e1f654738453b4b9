-- The link check runs every night at 03:17 UTC, as Supabase's "Scheduling Edge Functions" guide does it: pg_cron
-- calls private.start_link_check(), which posts to the Edge Function link-check with pg_net, the project's URL and
-- the service role key read from Vault at the moment of the call (never written in a migration).
--
-- On a hosted project, once, in the SQL editor (Vault is on; pg_net and pg_cron are enabled here and by
-- 20261128004000_pg_cron.sql):
--   select vault.create_secret('https://<project-ref>.supabase.co', 'project_url');
--   select vault.create_secret('<service role key>', 'link_check_key');
-- The embedded stack has stand-ins for pg_net and Vault (supabase/local/bootstrap/60_pg_net_vault.sql) and sets both
-- secrets to its own URL and key at start (supabase/local/net-worker.ts).
do $$
begin
  if to_regnamespace('net') is null then
    create extension if not exists pg_net with schema extensions;
  end if;
end
$$;

-- The request's id in net._http_response; null (and a notice) while a secret is missing, so the schedule does not
-- fail every night before Vault is filled.
create or replace function private.start_link_check() returns bigint
language plpgsql volatile set search_path = '' as $$
declare
  project_url text := (select s.decrypted_secret from vault.decrypted_secrets s where s.name = 'project_url');
  key text := (select s.decrypted_secret from vault.decrypted_secrets s where s.name = 'link_check_key');
begin
  if project_url is null or key is null then
    raise notice 'Länkkontrollen startades inte: Vault saknar project_url eller link_check_key';
    return null;
  end if;
  return net.http_post(
    url := pg_catalog.rtrim(project_url, '/') || '/functions/v1/link-check',
    headers := pg_catalog.jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || key),
    body := '{}'::jsonb,
    -- An Edge Function may run 150 s (400 s on paid plans); the check of a few hundred links fits.
    timeout_milliseconds := 150000
  );
end
$$;
revoke all on function private.start_link_check() from public, anon, authenticated;

do $$
begin
  if to_regnamespace('cron') is not null then
    perform cron.schedule('link-check', '17 3 * * *', 'select private.start_link_check()');
  else
    raise notice 'pg_cron saknas: länkkontrollen schemaläggs inte';
  end if;
end
$$;
