-- Stand-ins for the part of pg_net and Supabase Vault the migrations use, which a hosted project has as
-- extensions and neither local backend can load. Platform, never part of supabase/migrations; idempotent, so a
-- database bootstrapped before they joined the platform gets them too (backend.ts).
--
-- pg_net, after supabase/pg_net sql/pg_net.sql @07e63144 (tables and signatures) with the current defaults
-- (timeout_milliseconds 5000, as http_request in later versions): net.http_get / net.http_post queue a request in
-- net.http_request_queue and return its id; the stack's worker (supabase/local/net-worker.ts, as pg_net's
-- background worker) sends it and writes the answer to net._http_response.
-- Vault, after supabase/vault: vault.create_secret and the view vault.decrypted_secrets (here stored in clear:
-- a local database holds only local keys).

create schema if not exists net;
grant usage on schema net to postgres, service_role;

create table if not exists net.http_request_queue (
  id bigserial,
  method text not null constraint http_request_queue_method check (method in ('GET', 'POST', 'DELETE')),
  url text not null,
  headers jsonb not null,
  body bytea,
  timeout_milliseconds integer not null
);

create table if not exists net._http_response (
  id bigint,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out boolean,
  error_msg text,
  created timestamptz not null default now()
);
create index if not exists _http_response_created_idx on net._http_response (created);

create or replace function net.http_get(
  url text,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{}'::jsonb,
  timeout_milliseconds integer default 5000
) returns bigint
language plpgsql volatile security definer set search_path = '' as $$
declare
  request_id bigint;
  query text;
begin
  select string_agg(pg_catalog.format('%s=%s', key, value), '&') into query from pg_catalog.jsonb_each_text(params);
  insert into net.http_request_queue (method, url, headers, timeout_milliseconds)
  values ('GET', url || coalesce('?' || query, ''), coalesce(headers, '{}'::jsonb), timeout_milliseconds)
  returning id into request_id;
  return request_id;
end
$$;

create or replace function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds integer default 5000
) returns bigint
language plpgsql volatile security definer set search_path = '' as $$
declare
  request_id bigint;
  query text;
  content_type text;
begin
  select h.value into content_type
    from pg_catalog.jsonb_each_text(coalesce(headers, '{}'::jsonb)) h where pg_catalog.lower(h.key) = 'content-type'
   limit 1;
  if content_type is null then
    headers := coalesce(headers, '{}'::jsonb) || '{"Content-Type": "application/json"}'::jsonb;
  elsif content_type <> 'application/json' then
    raise exception 'Content-Type header must be "application/json"';
  end if;
  if body is null then
    raise exception 'body must not be null';
  end if;
  select string_agg(pg_catalog.format('%s=%s', key, value), '&') into query from pg_catalog.jsonb_each_text(params);
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('POST', url || coalesce('?' || query, ''), headers, pg_catalog.convert_to(body::text, 'UTF8'),
          timeout_milliseconds)
  returning id into request_id;
  return request_id;
end
$$;

revoke all on function net.http_get(text, jsonb, jsonb, integer), net.http_post(text, jsonb, jsonb, jsonb, integer)
  from public;
grant execute on function net.http_get(text, jsonb, jsonb, integer), net.http_post(text, jsonb, jsonb, jsonb, integer)
  to postgres, service_role;
grant select on net._http_response to postgres, service_role;

create schema if not exists vault;
grant usage on schema vault to postgres, service_role;

create table if not exists vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text unique,
  description text not null default '',
  secret text not null,
  key_id uuid,
  nonce bytea,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create or replace view vault.decrypted_secrets as
  select s.id, s.name, s.description, s.secret, s.secret as decrypted_secret, s.key_id, s.nonce, s.created_at,
         s.updated_at
    from vault.secrets s;

create or replace function vault.create_secret(
  new_secret text,
  new_name text default null,
  new_description text default '',
  new_key_id uuid default null
) returns uuid
language sql volatile security definer set search_path = '' as $$
  insert into vault.secrets (secret, name, description, key_id)
  values (new_secret, new_name, coalesce(new_description, ''), new_key_id)
  returning id
$$;

create or replace function vault.update_secret(
  secret_id uuid,
  new_secret text default null,
  new_name text default null,
  new_description text default null,
  new_key_id uuid default null
) returns void
language sql volatile security definer set search_path = '' as $$
  update vault.secrets
     set secret = coalesce(new_secret, secret), name = coalesce(new_name, name),
         description = coalesce(new_description, description), key_id = coalesce(new_key_id, key_id),
         updated_at = now()
   where id = secret_id
$$;

revoke all on vault.secrets from public;
revoke all on vault.decrypted_secrets from public;
grant select on vault.decrypted_secrets to postgres, service_role;
revoke all on function vault.create_secret(text, text, text, uuid), vault.update_secret(uuid, text, text, text, uuid)
  from public;
grant execute on function vault.create_secret(text, text, text, uuid), vault.update_secret(uuid, text, text, text, uuid)
  to postgres, service_role;
