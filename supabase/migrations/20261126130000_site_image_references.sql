-- Which records use a site image, and no file deleted while a record uses it (issue 21).
--
-- A record refers to a file of the public bucket site-images by its public URL
-- (<project>/storage/v1/object/public/site-images/<path>) in an image field or in an <img> of a news or blog body.
-- Any text of the row counts (conservative: a file named in a description is "used" too).
--
-- * public.site_image_usage(paths): admins see which cards, banks, networks, news and blog posts use each file (the
--   image picker's "where used").
-- * When a row stops referring to a file (image replaced or removed, body edited, row deleted) the file is queued in
--   private.site_image_cleanup; the app's data provider asks public.site_image_cleanup_candidates() after a
--   successful save and removes those files through the Storage API as the admin (Storage deletes the row and the
--   bytes; SQL alone would leave the bytes on a hosted project).
-- * The bucket's delete policy refuses a file that any record still uses, for every caller but the service role;
--   a transaction-scoped advisory lock per file serialises that test with a save that starts using the file, so of
--   two admins (one deleting, one picking the same file) either the delete waits and finds the new reference, or
--   the save waits and is refused ("image no longer exists") instead of storing a broken picture.
-- * Every deleted file of the bucket is recorded in audit_log (table_name 'site_images', row_id its path; unused
--   true when the cleanup removed it because no record used it any more).
--
-- Triggers on storage.objects: a hosted project grants postgres ALL (TRIGGER included) on storage.objects
-- (supabase/storage migrations/tenant/0002-storage-schema.sql and 0038-grant-with-grant-option.sql @0b2408b0,
-- as supabase/local/bootstrap/40_storage_schema.sql lays out locally).

-- '%C3%A5' → 'å'; a value that is not valid percent-encoded UTF-8 comes back unchanged.
create function private.url_decode(value text) returns text
language plpgsql immutable set search_path = '' as $$
begin
  return coalesce((
    select convert_from(
             string_agg(case when m[1] is not null then decode(m[1], 'hex') else convert_to(m[2], 'UTF8') end,
                        ''::bytea order by ord),
             'UTF8')
      from regexp_matches(value, '%([0-9a-fA-F]{2})|([^%]+|%)', 'g') with ordinality as t(m, ord)
  ), value);
exception when others then
  return value;
end $$;

-- Every site-images path named in a text (a URL, HTML, or a row as JSON: the backslash of an escaped quote ends it).
create function private.site_image_paths(doc text) returns setof text
language sql immutable set search_path = '' as $$
  select distinct private.url_decode(m[1])
    from regexp_matches(coalesce(doc, ''), '/storage/v1/object/public/site-images/([^"''?#\s<>\\]+)', 'g') as m
$$;

-- The records that use one file: a union of one select a table (its label column: name or title), built from the
-- list below to the letter as it was written out before.
do $$
begin
  execute format('create function private.site_image_users(p_path text)
                  returns table (table_name text, row_id bigint, label text)
                  language sql stable security definer set search_path = %L as %L', '',
    E'\n  with marker as (select ''%/storage/v1/object/public/site-images/%'' as pattern)\n'
    || (select string_agg(format(E'  select %L, t.id, t.%I from public.%I t, marker\n'
                                 || E'   where to_jsonb(t)::text like marker.pattern and p_path in '
                                 || E'(select private.site_image_paths(to_jsonb(t)::text))\n', tbl, label, tbl),
                          E'  union all\n' order by n)
          from (values (1, 'credit_cards', 'name'), (2, 'banks', 'name'), (3, 'networks', 'name'),
                       (4, 'news_articles', 'title'), (5, 'blog_posts', 'title')) as v (n, tbl, label)));
end $$;

-- The lock a delete and a new reference of the same file take (released at the end of the transaction).
create function private.lock_site_image(p_path text) returns void
language sql volatile set search_path = '' as $$
  select pg_advisory_xact_lock(hashtextextended('site-images/' || p_path, 0))
$$;

-- The delete policy's test: takes the file's lock first, then looks with a fresh snapshot (volatile).
create function private.site_image_in_use(p_path text) returns boolean
language plpgsql volatile security definer set search_path = '' as $$
begin
  perform private.lock_site_image(p_path);
  return exists (select 1 from private.site_image_users(p_path));
end $$;

create table private.site_image_cleanup (
  path text primary key,
  queued_at timestamptz not null default now()
);
alter table private.site_image_cleanup enable row level security;
revoke all on private.site_image_cleanup from public, anon, authenticated;

-- On the five tables: files no longer named are queued; a newly named file must exist (and leaves the queue).
create function private.track_site_images() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  old_paths text[] := case when tg_op in ('UPDATE', 'DELETE')
                           then array(select private.site_image_paths(to_jsonb(old)::text)) else '{}' end;
  new_paths text[] := case when tg_op in ('INSERT', 'UPDATE')
                           then array(select private.site_image_paths(to_jsonb(new)::text)) else '{}' end;
  p text;
begin
  foreach p in array new_paths loop
    continue when p = any(old_paths);
    perform private.lock_site_image(p);
    if not exists (select 1 from storage.objects o where o.bucket_id = 'site-images' and o.name = p) then
      raise exception 'violates constraint "site_image_exists": % is not in the bucket site-images', p
        using errcode = '23503', constraint = 'site_image_exists', hint = 'site_image_missing';
    end if;
    delete from private.site_image_cleanup c where c.path = p;
  end loop;
  insert into private.site_image_cleanup (path)
  select r from unnest(old_paths) as r where not r = any(new_paths)
  on conflict (path) do update set queued_at = excluded.queued_at;
  return coalesce(new, old);
end $$;
revoke all on function private.track_site_images() from public, anon, authenticated;

do $$
declare t text;
begin
  foreach t in array array['credit_cards', 'banks', 'networks', 'news_articles', 'blog_posts'] loop
    execute format('create trigger %I after insert or update or delete on public.%I
                    for each row execute function private.track_site_images()', t || '_site_images', t);
  end loop;
end $$;

-- Every deleted file of the bucket in the history, whoever deleted it.
create function private.audit_site_image_delete() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  queued boolean;
begin
  if old.bucket_id <> 'site-images' then
    return old;
  end if;
  delete from private.site_image_cleanup c where c.path = old.name returning true into queued;
  insert into public.audit_log (actor_id, table_name, row_id, action, changed_fields)
  values ((select auth.uid()), 'site_images', old.name, 'DELETE',
          jsonb_build_object('name', old.name, 'size', old.metadata -> 'size',
                             'mimetype', old.metadata -> 'mimetype',
                             'unused', coalesce(queued, false)));
  return old;
end $$;
revoke all on function private.audit_site_image_delete() from public, anon, authenticated;
create trigger site_images_audit_delete after delete on storage.objects
  for each row execute function private.audit_site_image_delete();

-- The delete policy also refuses a file in use (the service role bypasses RLS, as on a hosted project).
drop policy "site images: admins delete" on storage.objects;
create policy "site images: admins delete unused" on storage.objects for delete to authenticated
  using (
    bucket_id = 'site-images'
    and (select private.admin_write_allowed())
    and not private.site_image_in_use(name)
  );

grant execute on function private.url_decode(text), private.site_image_paths(text),
  private.lock_site_image(text), private.site_image_in_use(text) to authenticated, service_role;

-- The picker's "where used": every record using each path (private.site_image_users, at most 200 paths).
-- Superseded: 20261129005100_editor_rls.sql replaced the body (the same answer, for staff). On a fresh deploy nothing
-- calls this version before it is replaced, so only its signature and grants remain here (see git history).
create function public.site_image_usage(p_paths text[])
returns table (path text, table_name text, row_id bigint, label text)
language plpgsql stable security definer set search_path = '' as $$
begin raise exception 'Ersatt av 20261129005100_editor_rls.sql' using errcode = '0A000'; end $$;
revoke all on function public.site_image_usage(text[]) from public, anon;
grant execute on function public.site_image_usage(text[]) to authenticated;

-- Queued files nothing uses any more, for the admin's data provider to remove through Storage. Entries used
-- again or already gone leave the queue here.
create function public.site_image_cleanup_candidates()
returns setof text
language plpgsql volatile security definer set search_path = '' as $$
begin
  if not private.admin_write_allowed() then
    raise exception 'Endast administratörer tar bort bilder' using errcode = '42501';
  end if;
  delete from private.site_image_cleanup c
   where not exists (select 1 from storage.objects o where o.bucket_id = 'site-images' and o.name = c.path)
      or exists (select 1 from private.site_image_users(c.path));
  return query select c.path from private.site_image_cleanup c order by c.queued_at, c.path limit 100;
end $$;
revoke all on function public.site_image_cleanup_candidates() from public, anon;
grant execute on function public.site_image_cleanup_candidates() to authenticated;
