-- One name, one file (issue 31 item 14): "å.png" typed on a Mac (NFD: a + combining ring) and on Windows (NFC: å)
-- look the same but are two keys to Storage, so the picker showed two files of one name and a record could point
-- at the other one. The site-images upload policy (and the replace policy, 20261128003000) take a name only in
-- Unicode NFC (what browsers and PostgreSQL's normalize() produce by default); any other form is refused like any
-- write the policies refuse (Storage's 403 "new row violates row-level security policy"), before a byte is stored.
-- The service role bypasses RLS, as on a hosted project.
drop policy "site images: admins upload" on storage.objects;
create policy "site images: admins upload" on storage.objects for insert to authenticated
  with check (
    bucket_id = 'site-images'
    and name is nfc normalized
    and lower(storage.extension(name)) in ('jpg', 'jpeg', 'png', 'webp', 'avif')
    and (select private.admin_write_allowed())
  );
