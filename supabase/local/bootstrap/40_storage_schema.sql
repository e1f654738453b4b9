-- The storage schema as Supabase Storage's tenant migrations leave it on a hosted project (the columns, indexes,
-- helper functions and grants the Storage API and project policies use). Our own SQL, laid out after
-- supabase/storage migrations/tenant/:
--   0002-storage-schema.sql @0b2408b0 (tables, owner supabase_storage_admin, foldername/filename/extension/search,
--     default privileges for the API roles),
--   0007-add-public-to-buckets.sql, 0010-add-trigger-to-auto-update-updated_at-column.sql,
--   0011-add-automatic-avif-detection-flag.sql, 0012-add-bucket-custom-limits.sql (file_size_limit,
--   allowed_mime_types), 0014-use-bytes-for-max-size.sql, 0014-add-version.sql, 0017-alter-owner-data-type.sql
--   (owner_id text), 0018-external-buckets.sql, 0025-custom-metadata.sql (user_metadata),
--   0037-add-bucket-name-length-constraint.sql, 0038-grant-with-grant-option.sql;
-- and supabase/postgres migrations/db/migrations/20250421084701_revoke_admin_roles_from_postgres.sql @96d88738
-- (postgres is not a member of supabase_storage_admin, may not create in the schema, and has no rights on
-- storage.migrations).
-- Left out: the S3 multipart tables, prefixes, analytics/vector buckets (features a plain project does not use).

create role supabase_storage_admin with login noinherit createrole noreplication;
alter role supabase_storage_admin set search_path = storage;
-- The Storage API logs in as supabase_storage_admin and switches to the caller's role per request
-- (set_config('role', …) in src/storage/database/knex.ts), so it must be able to become each API role.
grant anon, authenticated, service_role to supabase_storage_admin;

create schema storage authorization supabase_admin;
grant all on schema storage to supabase_storage_admin with grant option;
grant usage on schema storage to postgres, anon, authenticated, service_role;

set role supabase_storage_admin;

alter default privileges in schema storage grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges in schema storage grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges in schema storage grant all on sequences to postgres, anon, authenticated, service_role;

create table storage.migrations (
  id integer primary key,
  name varchar(100) unique not null,
  hash varchar(40) not null,
  executed_at timestamp default current_timestamp
);
revoke all on storage.migrations from anon, authenticated, service_role, postgres;

create type storage.buckettype as enum ('STANDARD', 'ANALYTICS', 'VECTOR');

create table storage.buckets (
  id text not null primary key,
  name text not null,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  owner_id text,
  type storage.buckettype not null default 'STANDARD',
  constraint buckets_name_length check (char_length(name) <= 100)
);
create unique index bname on storage.buckets using btree (name);
comment on column storage.buckets.owner is 'Field is deprecated, use owner_id instead';

create table storage.objects (
  id uuid not null default gen_random_uuid() primary key,
  bucket_id text,
  name text,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  owner_id text,
  user_metadata jsonb,
  constraint "objects_bucketId_fkey" foreign key (bucket_id) references storage.buckets (id)
);
create unique index bucketid_objname on storage.objects using btree (bucket_id, name);
create index name_prefix_search on storage.objects (name text_pattern_ops);
create index idx_objects_bucket_id_name on storage.objects (bucket_id, name collate "C");
comment on column storage.objects.owner is 'Field is deprecated, use owner_id instead';

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
alter table storage.migrations enable row level security;

grant all on storage.buckets to anon, authenticated, service_role, postgres with grant option;
grant all on storage.objects to anon, authenticated, service_role, postgres with grant option;

create function storage.foldername(name text) returns text[]
language plpgsql immutable as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1 : array_length(_parts, 1) - 1];
end
$$;

create function storage.filename(name text) returns text
language plpgsql as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

create function storage.extension(name text) returns text
language plpgsql as $$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

create function storage.get_size_by_bucket() returns table (size bigint, bucket_id text)
language plpgsql stable as $$
begin
  return query
    select sum((metadata->>'size')::bigint)::bigint as size, obj.bucket_id
    from storage.objects as obj
    group by obj.bucket_id;
end
$$;

-- The operation the Storage API is running (it sets storage.operation per request); policies may read it.
create function storage.operation() returns text
language plpgsql stable as $$
begin
  return current_setting('storage.operation', true);
end;
$$;

create function storage.update_updated_at_column() returns trigger
language plpgsql as $$
begin
  new.updated_at = now();
  return new;
end;
$$;
create trigger update_objects_updated_at before update on storage.objects
  for each row execute function storage.update_updated_at_column();

-- v1 list (POST /object/list/:bucket): the folders and files one level under a prefix, under the caller's RLS.
create function storage.search(
  prefix text, bucketname text, limits int default 100, levels int default 1, offsets int default 0,
  search text default '', sortcolumn text default 'name', sortorder text default 'asc'
) returns table (
  name text, id uuid, updated_at timestamptz, created_at timestamptz, last_accessed_at timestamptz,
  metadata jsonb
)
language plpgsql stable as $$
declare
  v_order text := case when lower(sortorder) = 'desc' then 'desc' else 'asc' end;
  v_column text := case when sortcolumn in ('name', 'updated_at', 'created_at', 'last_accessed_at')
    then sortcolumn else 'name' end;
begin
  return query execute format(
    'with folders as (
       select (string_to_array(o.name, ''/''))[$1] as folder,
              bool_or(array_length(string_to_array(o.name, ''/''), 1) > $1) as is_folder
       from storage.objects o
       where o.bucket_id = $2 and o.name ilike $3 || ''%%''
         and (string_to_array(o.name, ''/''))[$1] ilike ''%%'' || $4 || ''%%''
       group by 1
     )
     select f.folder as name, o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata
     from folders f
     left join storage.objects o on o.bucket_id = $2 and o.name = $3 || f.folder and not f.is_folder
     order by (o.id is not null), %I %s nulls first, f.folder collate "C"
     limit $5 offset $6', case when v_column = 'name' then 'folder' else v_column end, v_order)
  using levels, bucketname, prefix, search, limits, offsets;
end;
$$;

reset role;


-- On a hosted project postgres creates policies on storage.objects/buckets through supautils' policy_grants
-- (supabase/postgres ansible/files/postgresql_config/supautils.conf.j2: storage.objects, storage.buckets …), which
-- runs those statements as the tables' owner. Plain PostgreSQL lets only the owner create a policy, so the stand-in
-- makes postgres a member of the owner role; migrations must still only create, alter or drop policies there.
grant supabase_storage_admin to postgres;
