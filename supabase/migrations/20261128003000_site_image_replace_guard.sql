-- A file a record uses is neither moved away nor replaced (issue 31 item 11), as it is not deleted
-- (20261126130000_site_image_references.sql).
--
-- Storage renames a file (move) and replaces one (PUT, POST with x-upsert, copy with x-upsert) by an UPDATE of its
-- row in storage.objects, as the caller: the update policy's USING now also asks private.site_image_in_use, the
-- delete policy's test (it takes the file's advisory lock, so a save that starts using the file waits or is
-- waited for). Storage then answers as it does to any row RLS hides from an UPDATE: a move finds no row
-- (NoSuchKey, as a refused single delete), an upsert fails the policy (403 "new row violates row-level security
-- policy", before any byte is read). The service role bypasses RLS, as on a hosted project.
drop policy "site images: admins replace" on storage.objects;
create policy "site images: admins replace unused" on storage.objects for update to authenticated
  using (bucket_id = 'site-images' and (select private.admin_write_allowed()) and not private.site_image_in_use(name))
  with check (
    bucket_id = 'site-images'
    and name is nfc normalized -- one name, one file: see 20261128003100_site_image_nfc_names.sql
    and lower(storage.extension(name)) in ('jpg', 'jpeg', 'png', 'webp', 'avif')
    and (select private.admin_write_allowed())
  );
