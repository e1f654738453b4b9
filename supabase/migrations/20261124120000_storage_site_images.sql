-- Site images (card pictures, bank and network logos, article covers, pictures in article bodies) in Supabase
-- Storage. Deploys unchanged to a hosted project: Storage's schema is already there; postgres may insert buckets
-- and create policies on storage.objects.
--
-- The bucket is public-read (a visitor's page loads /storage/v1/object/public/site-images/…), 5 MiB per file,
-- JPEG/PNG/WebP/AVIF only (no SVG: it can carry script). Storage enforces the size and the MIME type itself.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('site-images', 'site-images', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/avif'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- Objects: only admins see the rows (listing, info, the picker, authenticated downloads); only admins who may
-- write the tables (aal2 when they have a verified factor) upload, replace, move or delete, and only files
-- whose name ends in an allowed image extension. There are no policies on storage.buckets, so no API caller but
-- the service role lists or reads buckets, and no policy here touches another bucket.
create policy "site images: admins read" on storage.objects for select to authenticated
  using (bucket_id = 'site-images' and (select private.is_admin()));
create policy "site images: admins upload" on storage.objects for insert to authenticated
  with check (
    bucket_id = 'site-images'
    and lower(storage.extension(name)) in ('jpg', 'jpeg', 'png', 'webp', 'avif')
    and (select private.admin_write_allowed())
  );
create policy "site images: admins replace" on storage.objects for update to authenticated
  using (bucket_id = 'site-images' and (select private.admin_write_allowed()))
  with check (
    bucket_id = 'site-images'
    and lower(storage.extension(name)) in ('jpg', 'jpeg', 'png', 'webp', 'avif')
    and (select private.admin_write_allowed())
  );
create policy "site images: admins delete" on storage.objects for delete to authenticated
  using (bucket_id = 'site-images' and (select private.admin_write_allowed()));
