import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Stack } from '../../supabase/local/stack.ts';
import { startTestStack } from './backends.ts';
import { PERSONAS, personas, type Persona } from './personas.ts';

const BUCKET = 'site-images';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const png = (extra = 0) => Buffer.concat([PNG, Buffer.alloc(extra, 7)]);

/** Every file under the stack's storage directory, relative, with its size. */
async function filesOn(stack: Stack): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else found.set(path.slice(stack.storageDir.length + 1), (await stat(path)).size);
    }
  };
  await walk(stack.storageDir);
  return found;
}

/**
 * Storage's error answer: HTTP 400 (Storage answers errors with 400) and the body
 * `{ statusCode, code, error, message }`.
 */
async function expectStorageError(
  response: Response,
  [statusCode, code, error, message]: [string, string, string, string],
) {
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ statusCode, code, error, message });
}

const rowsOf = async (stack: Stack, bucket = BUCKET) =>
  (
    await stack.sql.query<{ name: string; version: string; size: number }>(
      `select name, version, (metadata->>'size')::int as size from storage.objects where bucket_id = $1 order by name`,
      [bucket],
    )
  ).rows;

describe('Storage at /storage/v1 with the real supabase-js storage client', () => {
  let stack: Stack;
  let as: Record<Persona, SupabaseClient>;
  let n = 0;
  const unique = (ext = 'png') => `test/${Date.now().toString(36)}-${n++}.${ext}`;
  const raw = (path: string, init: RequestInit = {}) => fetch(`${stack.url}/storage/v1${path}`, init);
  const serviceHeaders = () => ({
    apikey: stack.serviceRoleKey,
    authorization: `Bearer ${stack.serviceRoleKey}`,
  });

  beforeAll(async () => {
    stack = await startTestStack();
    as = await personas(stack);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('lays out the storage schema as a hosted project has it, owned by supabase_storage_admin, with RLS on', async () => {
    const { rows } = await stack.sql.query<{ relname: string; owner: string; rls: boolean }>(
      `select c.relname, pg_get_userbyid(c.relowner) as owner, c.relrowsecurity as rls from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'storage' and c.relkind = 'r' order by 1`,
    );
    expect(rows).toEqual([
      { relname: 'buckets', owner: 'supabase_storage_admin', rls: true },
      { relname: 'migrations', owner: 'supabase_storage_admin', rls: true },
      { relname: 'objects', owner: 'supabase_storage_admin', rls: true },
    ]);
    const bucket = await as.service.storage.getBucket(BUCKET);
    expect(bucket.data).toMatchObject({
      id: BUCKET,
      public: true,
      file_size_limit: 5242880,
      allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
    });
  });

  describe('buckets', () => {
    it('creates, lists, reads, updates, empties and deletes a bucket as the service role', async () => {
      const storage = as.service.storage;
      expect(await storage.createBucket('tmp-bucket', { public: false, fileSizeLimit: '1MB' })).toEqual({
        data: { name: 'tmp-bucket' },
        error: null,
      });
      const listed = await storage.listBuckets();
      expect(listed.data?.map((b) => b.id).sort()).toEqual([BUCKET, 'tmp-bucket']);
      expect((await storage.getBucket('tmp-bucket')).data).toMatchObject({
        public: false,
        file_size_limit: 1_000_000,
      });
      expect(
        await storage.updateBucket('tmp-bucket', { public: true, allowedMimeTypes: ['text/plain'] }),
      ).toEqual({ data: { message: 'Successfully updated' }, error: null });
      expect((await storage.getBucket('tmp-bucket')).data).toMatchObject({
        public: true,
        allowed_mime_types: ['text/plain'],
      });
      await storage.from('tmp-bucket').upload('a.txt', Buffer.from('hej'), { contentType: 'text/plain' });
      const notEmpty = await storage.deleteBucket('tmp-bucket');
      expect(notEmpty.error).toMatchObject({
        statusCode: '409',
        status: 400,
        message: 'The bucket you tried to delete is not empty',
      });
      expect(await storage.emptyBucket('tmp-bucket')).toEqual({
        data: { message: 'Successfully emptied' },
        error: null,
      });
      expect(await storage.deleteBucket('tmp-bucket')).toEqual({
        data: { message: 'Successfully deleted' },
        error: null,
      });
      const gone = await storage.getBucket('tmp-bucket');
      expect(gone.error).toMatchObject({ statusCode: '404', status: 400, message: 'Bucket not found' });
    });

    it("answers with Storage's errors for a duplicate, an invalid name and a size limit that does not parse", async () => {
      const storage = as.service.storage;
      const duplicate = await raw('/bucket', {
        method: 'POST',
        headers: { ...serviceHeaders(), 'content-type': 'application/json' },
        body: JSON.stringify({ name: BUCKET }),
      });
      await expectStorageError(duplicate, [
        '409',
        'BucketAlreadyExists',
        'Duplicate',
        'The resource already exists',
      ]);
      expect((await storage.createBucket('bad/name')).error).toMatchObject({
        statusCode: '400',
        code: 'InvalidBucketName',
      });
      expect(
        (await storage.createBucket('sized', { public: false, fileSizeLimit: '5 parsecs' })).error,
      ).toMatchObject({
        statusCode: '400',
        message: 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B',
      });
    });

    it('lets no one but the service role create, list or read buckets (there are no bucket policies)', async () => {
      for (const persona of PERSONAS.filter((p) => p !== 'service')) {
        const created = await as[persona].storage.createBucket(`x-${persona}`);
        expect(created.error, persona).toMatchObject({
          statusCode: '403',
          code: 'AccessDenied',
          message: 'new row violates row-level security policy',
        });
        expect((await as[persona].storage.listBuckets()).data, persona).toEqual([]);
        expect((await as[persona].storage.getBucket(BUCKET)).error, persona).toMatchObject({
          statusCode: '404',
        });
      }
    });
  });

  describe('objects in the site-images bucket', () => {
    it('uploads, refuses a second upload of the name, upserts, replaces with PUT and downloads each version', async () => {
      const bucket = as.mfaAdminAal2.storage.from(BUCKET);
      const path = unique();
      const first = await bucket.upload(path, png(1), { contentType: 'image/png', cacheControl: '60' });
      expect(first.error).toBeNull();
      expect(first.data).toMatchObject({ path, fullPath: `${BUCKET}/${path}` });
      expect(first.data!.id).toMatch(/^[0-9a-f-]{36}$/);
      const again = await bucket.upload(path, png(2), { contentType: 'image/png' });
      expect(again.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });
      expect(
        (await bucket.upload(path, png(3), { contentType: 'image/png', upsert: true })).error,
      ).toBeNull();
      expect((await bucket.download(path)).data?.size).toBe(PNG.length + 3);
      expect((await bucket.update(path, png(4), { contentType: 'image/png' })).error).toBeNull();
      const body = await bucket.download(path);
      expect(Buffer.from(await body.data!.arrayBuffer())).toEqual(png(4));
      // One row, one file: the replaced versions' files are gone.
      const files = [...(await filesOn(stack)).keys()].filter((f) => f.startsWith(`${BUCKET}/${path}/`));
      const rows = (await rowsOf(stack)).filter((r) => r.name === path);
      expect(files).toEqual([`${BUCKET}/${path}/${rows[0]!.version}`]);
    });

    it('serves the public route without a token, with content-type, cache-control, etag and 304', async () => {
      const path = unique();
      await as.mfaAdminAal2.storage
        .from(BUCKET)
        .upload(path, png(10), { contentType: 'image/png', cacheControl: '120' });
      const url = as.anon.storage.from(BUCKET).getPublicUrl(path).data.publicUrl;
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toBe('max-age=120');
      expect(response.headers.get('content-length')).toBe(String(PNG.length + 10));
      const etag = response.headers.get('etag')!;
      expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
      expect((await fetch(url, { headers: { 'if-none-match': etag } })).status).toBe(304);
      const head = await fetch(url, { method: 'HEAD' });
      expect([head.status, head.headers.get('content-length')]).toEqual([200, String(PNG.length + 10)]);
      const download = await fetch(`${url}?download=bild.png`);
      expect(download.headers.get('content-disposition')).toBe('attachment; filename=bild.png;');
      const missing = await fetch(`${url}.saknas.png`);
      await expectStorageError(missing, ['404', 'NoSuchKey', 'not_found', 'Object not found']);
    });

    it('gives info and authenticated downloads to admins only; anon and a non-admin see no object', async () => {
      const path = unique();
      await as.mfaAdminAal2.storage.from(BUCKET).upload(path, png(5), { contentType: 'image/png' });
      for (const persona of PERSONAS) {
        const bucket = as[persona].storage.from(BUCKET);
        const info = await bucket.info(path);
        const download = await bucket.download(path);
        const sees = persona !== 'anon' && persona !== 'user';
        if (sees) {
          expect(info.data, persona).toMatchObject({
            name: path,
            size: PNG.length + 5,
            contentType: 'image/png',
          });
          expect(download.data?.size, persona).toBe(PNG.length + 5);
        } else {
          expect(info.error, persona).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
          expect(download.error, persona).not.toBeNull();
          expect((await bucket.list('test')).data, persona).toEqual([]);
        }
        expect(await bucket.exists(path), persona).toMatchObject({ data: sees });
      }
    });

    it('lets only admins who may write (aal2 with a factor) upload, replace, move and delete', async () => {
      const owner = as.mfaAdminAal2.storage.from(BUCKET);
      for (const persona of PERSONAS) {
        const bucket = as[persona].storage.from(BUCKET);
        const mayWrite = persona === 'admin' || persona === 'mfaAdminAal2' || persona === 'service';
        const fresh = unique();
        const upload = await bucket.upload(fresh, png(), { contentType: 'image/png' });
        const existing = unique();
        await owner.upload(existing, png(), { contentType: 'image/png' });
        const replace = await bucket.update(existing, png(9), { contentType: 'image/png' });
        const moved = await bucket.move(existing, `${existing}.flyttad.png`);
        const removed = await bucket.remove([existing, `${existing}.flyttad.png`]);
        if (mayWrite) {
          expect([upload.error, replace.error, moved.error, removed.error], persona).toEqual([
            null,
            null,
            null,
            null,
          ]);
          expect(
            removed.data?.map((o) => o.name),
            persona,
          ).toEqual([`${existing}.flyttad.png`]);
        } else {
          expect(upload.error, persona).toMatchObject({
            statusCode: '403',
            message: 'new row violates row-level security policy',
          });
          expect(replace.error, persona).not.toBeNull();
          expect(moved.error, persona).not.toBeNull();
          expect(removed.data ?? [], persona).toEqual([]);
          expect((await owner.exists(existing)).data, persona).toBe(true);
        }
      }
    });

    it('lists v1 one level under a prefix with limit, offset, sort and search, and v2 by cursor and delimiter', async () => {
      const bucket = as.mfaAdminAal2.storage.from(BUCKET);
      const base = `lista-${Date.now().toString(36)}`;
      for (const name of ['b.png', 'a.png', 'c.png', 'mapp/d.png', 'mapp/e.png'])
        expect(
          (await bucket.upload(`${base}/${name}`, png(), { contentType: 'image/png' })).error,
        ).toBeNull();
      const all = await bucket.list(base);
      expect(all.data?.map((o) => [o.name, o.id === null])).toEqual([
        ['mapp', true],
        ['a.png', false],
        ['b.png', false],
        ['c.png', false],
      ]);
      const page = await bucket.list(base, {
        limit: 2,
        offset: 1,
        sortBy: { column: 'name', order: 'desc' },
      });
      // Folders come first (as storage.search returns them), then files in the asked order.
      expect(page.data?.map((o) => o.name)).toEqual(['c.png', 'b.png']);
      expect((await bucket.list(base, { search: 'c' })).data?.map((o) => o.name)).toEqual(['c.png']);
      expect((await bucket.list(`${base}/mapp`)).data?.map((o) => o.name)).toEqual(['d.png', 'e.png']);

      const first = await bucket.listV2({ prefix: `${base}/`, with_delimiter: true, limit: 2 });
      expect(first.data).toMatchObject({
        hasNext: true,
        folders: [],
        objects: [{ key: `${base}/a.png`, name: 'a.png' }, { key: `${base}/b.png` }],
      });
      const second = await bucket.listV2({
        prefix: `${base}/`,
        with_delimiter: true,
        cursor: first.data!.nextCursor,
      });
      expect(second.data).toMatchObject({
        hasNext: false,
        folders: [{ key: `${base}/mapp/`, name: 'mapp/' }],
        objects: [{ key: `${base}/c.png` }],
      });
      const flat = await bucket.listV2({ prefix: `${base}/mapp/` });
      expect(flat.data?.objects.map((o) => o.name)).toEqual(['d.png', 'e.png']);
    });

    it('copies, moves and removes in bulk, files following their rows', async () => {
      const bucket = as.mfaAdminAal2.storage.from(BUCKET);
      const source = unique();
      await bucket.upload(source, png(20), { contentType: 'image/png' });
      const copied = await bucket.copy(source, `${source}.kopia.png`);
      expect(copied).toEqual({ data: { path: `${BUCKET}/${source}.kopia.png` }, error: null });
      expect((await bucket.copy(source, `${source}.kopia.png`)).error).toMatchObject({ statusCode: '409' });
      expect(await bucket.move(source, `${source}.flyttad.png`)).toEqual({
        data: { message: 'Successfully moved' },
        error: null,
      });
      expect((await bucket.download(`${source}.flyttad.png`)).data?.size).toBe(PNG.length + 20);
      expect((await bucket.move(source, 'x.png')).error).toMatchObject({ statusCode: '404' });
      const removed = await bucket.remove([`${source}.kopia.png`, `${source}.flyttad.png`, 'saknas.png']);
      expect(removed.data?.map((o) => o.name).sort()).toEqual([
        `${source}.flyttad.png`,
        `${source}.kopia.png`,
      ]);
      const left = [...(await filesOn(stack)).keys()].filter((f) => f.includes(source));
      expect(left).toEqual([]);
    });

    it('signs download URLs (one and a batch) that expire, and upload URLs that upload once', async () => {
      const bucket = as.mfaAdminAal2.storage.from(BUCKET);
      const path = unique();
      await bucket.upload(path, png(30), { contentType: 'image/png' });
      // The token's exp is the signing second (floored) + expiresIn, as Storage signs it: 1 s could lapse at the next
      // second boundary, a few ms after signing. 2 s holds for the fetch below and has lapsed after the 2.1 s wait.
      const signed = await bucket.createSignedUrl(path, 2);
      expect(signed.error).toBeNull();
      const ok = await fetch(signed.data!.signedUrl);
      expect([ok.status, (await ok.arrayBuffer()).byteLength]).toEqual([200, PNG.length + 30]);
      const tampered = signed.data!.signedUrl.replace(encodeURI(path), encodeURI(unique()));
      expect(await (await fetch(tampered)).json()).toMatchObject({
        statusCode: '400',
        code: 'InvalidSignature',
      });
      const batch = await bucket.createSignedUrls([path, 'saknas.png'], 60);
      expect(batch.data?.map((entry) => [entry.path, entry.error])).toEqual([
        [path, null],
        ['saknas.png', 'Either the object does not exist or you do not have access to it'],
      ]);
      expect((await as.user.storage.from(BUCKET).createSignedUrl(path, 60)).error).toMatchObject({
        statusCode: '404',
      });
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const expired = await fetch(signed.data!.signedUrl);
      await expectStorageError(expired, ['400', 'InvalidJWT', 'InvalidJWT', 'jwt expired']);

      const target = unique();
      const upload = await bucket.createSignedUploadUrl(target);
      expect(upload.error).toBeNull();
      const put = await as.anon.storage.from(BUCKET).uploadToSignedUrl(target, upload.data!.token, png(40), {
        contentType: 'image/png',
      });
      expect(put).toEqual({ data: { path: target, fullPath: `${BUCKET}/${target}` }, error: null });
      const twice = await as.anon.storage.from(BUCKET).uploadToSignedUrl(target, upload.data!.token, png(), {
        contentType: 'image/png',
      });
      expect(twice.error).toMatchObject({ statusCode: '409' });
      expect((await as.user.storage.from(BUCKET).createSignedUploadUrl(unique())).error).toMatchObject({
        statusCode: '403',
      });
    });
  });

  describe('bad input', () => {
    it('refuses a wrong MIME type (SVG included) and a file over 5 MB, storing nothing', async () => {
      const bucket = as.mfaAdminAal2.storage.from(BUCKET);
      const before = await filesOn(stack);
      const rowsBefore = (await rowsOf(stack)).length;
      const svgBody = Buffer.from('<svg onload="alert(1)"/>');
      // Storage tests the row against RLS before it reads the body: our policy refuses the .svg name first.
      const svgName = await bucket.upload(unique('svg'), svgBody, { contentType: 'image/svg+xml' });
      expect(svgName.error).toMatchObject({ statusCode: '403' });
      const svg = await bucket.upload(unique('png'), svgBody, { contentType: 'image/svg+xml' });
      expect(svg.error).toMatchObject({
        statusCode: '415',
        code: 'InvalidMimeType',
        message: 'mime type image/svg+xml is not supported',
      });
      const text = await bucket.upload(unique(), new Blob(['hej'], { type: 'text/plain' }));
      expect(text.error).toMatchObject({ statusCode: '415', code: 'InvalidMimeType' });
      const big = await bucket.upload(unique(), new Blob([png(5 * 1024 * 1024)], { type: 'image/png' }));
      expect(big.error).toMatchObject({
        statusCode: '413',
        code: 'EntityTooLarge',
        message: 'The object exceeded the maximum allowed size',
      });
      const exactly = await bucket.upload(unique(), png(5 * 1024 * 1024 - PNG.length), {
        contentType: 'image/png',
      });
      expect(exactly.error).toBeNull();
      expect((await rowsOf(stack)).length).toBe(rowsBefore + 1);
      expect((await filesOn(stack)).size).toBe(before.size + 1);
    });

    it('stops a streamed upload over the limit at the limit, without a Content-Length to trust', async () => {
      let sent = 0;
      const chunk = Buffer.alloc(256 * 1024, 1);
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= 64 * 1024 * 1024) return controller.close();
          sent += chunk.length;
          controller.enqueue(sent === chunk.length ? Buffer.concat([PNG, chunk]) : chunk);
        },
      });
      const response = await raw(`/object/${BUCKET}/${unique()}`, {
        method: 'POST',
        headers: { ...serviceHeaders(), 'content-type': 'image/png' },
        body,
        duplex: 'half',
      } as RequestInit);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
      expect(sent).toBeLessThan(64 * 1024 * 1024);
    });

    it('trusts the declared type as Storage does: a renamed executable passes as .png, never as .exe', async () => {
      const bucket = as.mfaAdminAal2.storage.from(BUCKET);
      const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]);
      const renamed = await bucket.upload(unique('png'), exe, { contentType: 'image/png' });
      expect(renamed.error).toBeNull();
      const asExe = await bucket.upload(unique('exe'), exe, { contentType: 'image/png' });
      expect(asExe.error).toMatchObject({
        statusCode: '403',
        message: 'new row violates row-level security policy',
      });
      const html = await bucket.upload(unique('html'), png(), { contentType: 'image/png' });
      expect(html.error).toMatchObject({ statusCode: '403' });
    });

    it('keeps every path inside the bucket: ../, %2e%2e, encoded slashes, absolute paths and NUL', async () => {
      const before = await filesOn(stack);
      const headers = { ...serviceHeaders(), 'content-type': 'image/png' };
      const attempts = [
        '..%2F..%2Fetc%2Fpasswd.png',
        'a/..%2F..%2F..%2Fescape.png',
        '%2e%2e/%2e%2e/escape.png',
        '%2Fabsolute.png',
        'nul%00.png',
        'ctrl%0A.png',
      ];
      for (const attempt of attempts) {
        const response = await raw(`/object/${BUCKET}/${attempt}`, { method: 'POST', headers, body: png() });
        const body = (await response.json()) as { code?: string; Key?: string };
        if (response.status === 200) {
          // Resolved by the gateway like any URL: it lands inside the bucket.
          expect(body.Key, attempt).toMatch(new RegExp(`^${BUCKET}/[^/.][^/]*$`));
        } else if (response.status === 404) {
          // Resolved above the bucket: no route there, nothing written.
          expect(body, attempt).toMatchObject({ statusCode: '404', error: 'Not Found' });
        } else if (attempt.includes('%00')) {
          // A NUL in the path never reaches Storage: the gateway refuses it (nginx under Kong answers 400).
          expect(response.status, attempt).toBe(400);
        } else {
          expect(body, attempt).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
        }
      }
      const after = await filesOn(stack);
      const added = [...after.keys()].filter((f) => !before.has(f));
      expect(added.every((f) => f.startsWith(`${BUCKET}/`))).toBe(true);
      const absolute = await as.mfaAdminAal2.storage
        .from(BUCKET)
        .upload('/abs/olut.png', png(), { contentType: 'image/png' });
      expect(absolute.data?.fullPath).toBe(`${BUCKET}/abs/olut.png`);
    });

    it('keeps Swedish letters and spaces in names, and takes a 0-byte file', async () => {
      const bucket = as.mfaAdminAal2.storage.from(BUCKET);
      const name = `svenska/Kort för Åsa och Örjan ${n++}.png`;
      expect((await bucket.upload(name, png(3), { contentType: 'image/png' })).error).toBeNull();
      expect((await bucket.list('svenska')).data?.map((o) => o.name)).toContain(
        name.slice('svenska/'.length),
      );
      expect((await bucket.download(name)).data?.size).toBe(PNG.length + 3);
      const publicUrl = as.anon.storage.from(BUCKET).getPublicUrl(name).data.publicUrl;
      expect((await fetch(publicUrl)).status).toBe(200);
      const empty = unique();
      expect((await bucket.upload(empty, Buffer.alloc(0), { contentType: 'image/png' })).error).toBeNull();
      expect((await bucket.info(empty)).data).toMatchObject({ size: 0 });
      expect((await bucket.download(empty)).data?.size).toBe(0);
    });

    it('lets one of concurrent uploads of one name win; with upsert all succeed and one file remains', async () => {
      const bucket = as.mfaAdminAal2.storage.from(BUCKET);
      const path = unique();
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) => bucket.upload(path, png(i), { contentType: 'image/png' })),
      );
      expect(results.filter((r) => r.error === null)).toHaveLength(1);
      expect(
        results
          .filter((r) => r.error)
          .every((r) => (r.error as { statusCode?: string }).statusCode === '409'),
      ).toBe(true);
      const upserts = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          bucket.upload(path, png(100 + i), { contentType: 'image/png', upsert: true }),
        ),
      );
      expect(upserts.every((r) => r.error === null)).toBe(true);
      const rows = (await rowsOf(stack)).filter((r) => r.name === path);
      const files = [...(await filesOn(stack)).entries()].filter(([f]) => f.startsWith(`${BUCKET}/${path}/`));
      expect(files).toEqual([[`${BUCKET}/${path}/${rows[0]!.version}`, rows[0]!.size]]);
      expect((await bucket.download(path)).data?.size).toBe(rows[0]!.size);
    });

    it("answers Storage's AccessDenied for a bad or missing token, and FeatureNotEnabled for TUS, S3 and transforms", async () => {
      const bad = await raw(`/object/${BUCKET}/x.png`, { headers: { authorization: 'Bearer nej' } });
      expect([bad.status, await bad.json()]).toEqual([
        400,
        { statusCode: '403', code: 'AccessDenied', error: 'Unauthorized', message: 'jwt malformed' },
      ]);
      for (const [path, feature] of [
        ['/upload/resumable', 'Resumable Uploads (TUS)'],
        ['/s3/site-images', 'S3 Protocol'],
        ['/render/image/public/site-images/x.png', 'Image Transformation'],
      ]) {
        const response = await raw(path!, { method: 'POST', headers: serviceHeaders() });
        expect(response.status, path).toBe(400);
        expect(await response.json(), path).toMatchObject({
          statusCode: '409',
          code: 'FeatureNotEnabled',
          message: `The feature ${feature} is not enabled for this resource`,
        });
      }
      const transformed = await as.admin.storage.from(BUCKET).download('x.png', { transform: { width: 10 } });
      expect(transformed.error).not.toBeNull();
    });
  });
});
