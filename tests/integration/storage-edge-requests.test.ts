import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Stack } from '../../supabase/local/stack.ts';
import { startTestStack } from './backends.ts';

const BUCKET = 'edge-requests';

/**
 * Requests that used to end in a 5xx from the Storage stand-in, and answers that differed from Supabase Storage's
 * (issue 31 items 13 and 15), on a bucket of the service role's (RLS is the other suites' business).
 */
describe('Storage: odd requests get 4xx answers, and answers as Supabase Storage gives them', () => {
  let stack: Stack;
  let service: SupabaseClient;
  const raw = (path: string, init: RequestInit = {}) =>
    fetch(`${stack.url}/storage/v1${path}`, {
      ...init,
      headers: {
        apikey: stack.serviceRoleKey,
        authorization: `Bearer ${stack.serviceRoleKey}`,
        ...(init.headers as Record<string, string> | undefined),
      },
    });
  const postJson = (path: string, body: unknown) =>
    raw(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    stack = await startTestStack();
    service = createClient(stack.url, stack.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const created = await service.storage.createBucket(BUCKET, { public: true });
    if (created.error) throw created.error;
    for (const name of ['a.txt', 'mapp/b.txt'])
      await service.storage.from(BUCKET).upload(name, Buffer.from(name), { contentType: 'text/plain' });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('lists with a huge limit or offset without a 5xx', async () => {
    for (const body of [
      { prefix: '', limit: 1e12 },
      { prefix: '', offset: 1e12 },
      { prefix: '', limit: 2 ** 31, offset: 2 ** 31 },
    ]) {
      const v1 = await postJson(`/object/list/${BUCKET}`, body);
      expect(v1.status, JSON.stringify(body)).toBe(200);
      expect(Array.isArray(await v1.json())).toBe(true);
    }
    const big = await postJson(`/object/list/${BUCKET}`, { prefix: '', limit: 1e12 });
    expect(((await big.json()) as { name: string }[]).map((e) => e.name)).toEqual(['mapp', 'a.txt']);
    const far = await postJson(`/object/list/${BUCKET}`, { prefix: '', offset: 1e12 });
    expect(await far.json()).toEqual([]);
    const v2 = await postJson(`/object/list-v2/${BUCKET}`, { prefix: '', limit: 1e12 });
    expect(v2.status).toBe(200);
  });

  it('signs a path with a NUL byte as an object that is not there, never a 5xx', async () => {
    const many = await service.storage.from(BUCKET).createSignedUrls(['a.txt', 'a\u0000.txt'], 60);
    expect(many.error).toBeNull();
    expect(many.data?.map((entry) => [entry.path, entry.error, entry.signedUrl !== null])).toEqual([
      ['a.txt', null, true],
      ['a\u0000.txt', 'Either the object does not exist or you do not have access to it', false],
    ]);
    // In a URL the gateway refuses a NUL before Storage sees it, as a hosted project's does.
    const one = await postJson(`/object/sign/${BUCKET}/a%00.txt`, { expiresIn: 60 });
    expect(one.status).toBe(400);
  });

  it('stores, lists, downloads, moves and removes a key whose segment is over 255 bytes (the whole key up to 1,024)', async () => {
    const files = service.storage.from(BUCKET);
    const long = `lang/${'å'.repeat(200)}.txt`; // a 405-byte segment
    expect((await files.upload(long, Buffer.from('lång'), { contentType: 'text/plain' })).error).toBeNull();
    const downloaded = await files.download(long);
    expect(await downloaded.data?.text()).toBe('lång');
    expect((await files.list('lang')).data?.map((entry) => entry.name)).toEqual([`${'å'.repeat(200)}.txt`]);
    const moved = `lang/${'ä'.repeat(300)}.txt`;
    expect((await files.move(long, moved)).error).toBeNull();
    expect(await (await files.download(moved)).data?.text()).toBe('lång');
    expect((await files.remove([moved])).data?.map((entry) => entry.name)).toEqual([moved]);
    const tooLong = await files.upload(`lang/${'x'.repeat(1025)}`, Buffer.from('x'), {
      contentType: 'text/plain',
    });
    expect(tooLong.error).toMatchObject({
      statusCode: '400',
      message: expect.stringMatching(/^Invalid key/),
    });
  });

  it('refuses a cacheControl field with CR or LF at upload, storing nothing', async () => {
    for (const cacheControl of ['3600\r\nX-Evil: 1', '60\nfoo']) {
      const form = new FormData();
      form.append('cacheControl', cacheControl);
      form.append('', new Blob(['hej'], { type: 'text/plain' }));
      const name = `cc-${cacheControl.length}.txt`;
      const answer = await raw(`/object/${BUCKET}/${name}`, { method: 'POST', body: form });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ statusCode: '400', code: 'InvalidParameter' });
      expect((await raw(`/object/${BUCKET}/${name}`)).status).toBe(400);
    }
    // A number of seconds is still taken as Storage takes it.
    const ok = await service.storage.from(BUCKET).upload('cc-ok.txt', Buffer.from('hej'), {
      contentType: 'text/plain',
      cacheControl: '120',
    });
    expect(ok.error).toBeNull();
    const served = await raw(`/object/public/${BUCKET}/cc-ok.txt`);
    expect([served.status, served.headers.get('cache-control')]).toEqual([200, 'max-age=120']);
  });

  it('searches buckets by a name taken literally (% and _ are no wildcards), and pages them without a 5xx', async () => {
    for (const id of ['sok_a', 'sokxa'])
      expect((await service.storage.createBucket(id, { public: false })).error).toBeNull();
    const search = async (term: string) =>
      ((await (await raw(`/bucket?search=${encodeURIComponent(term)}`)).json()) as { id: string }[])
        .map((bucket) => bucket.id)
        .sort();
    expect(await search('sok_')).toEqual(['sok_a']);
    expect(await search('SOKX')).toEqual(['sokxa']);
    expect(await search('%')).toEqual([]);
    for (const query of ['limit=1e30', 'limit=-1', 'offset=99999999999999999999', 'offset=-5', 'limit=abc']) {
      const answer = await raw(`/bucket?${query}`);
      expect(answer.status, query).toBe(200);
    }
    expect(await (await raw('/bucket?offset=99999999999999999999')).json()).toEqual([]);
  });

  it('serves the Content-Type as uploaded, a charset included, but HTML as text/plain', async () => {
    const files = service.storage.from(BUCKET);
    await files.upload('typ/latin.txt', Buffer.from('hej'), {
      contentType: 'text/plain; charset=iso-8859-1',
    });
    await files.upload('typ/sida.html', Buffer.from('<script>1</script>'), {
      contentType: 'text/html; charset=utf-8',
    });
    const latin = await raw(`/object/public/${BUCKET}/typ/latin.txt`);
    expect(latin.headers.get('content-type')).toBe('text/plain; charset=iso-8859-1');
    const info = await raw(`/object/info/${BUCKET}/typ/latin.txt`);
    expect(await info.json()).toMatchObject({ content_type: 'text/plain; charset=iso-8859-1' });
    const page = await raw(`/object/public/${BUCKET}/typ/sida.html`);
    expect(page.headers.get('content-type')).toBe('text/plain');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("copies with the metadata asked for (cache-control, type, user metadata) instead of the source's", async () => {
    const files = service.storage.from(BUCKET);
    await files.upload('kopia/kalla.txt', Buffer.from('hej'), {
      contentType: 'text/plain',
      cacheControl: '3600',
      metadata: { vem: 'källa' },
    });
    const copy = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
      raw('/object/copy', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ bucketId: BUCKET, sourceKey: 'kopia/kalla.txt', ...body }),
      });
    expect((await copy({ destinationKey: 'kopia/samma.txt' })).status).toBe(200);
    const replaced = await copy(
      {
        destinationKey: 'kopia/ny.txt',
        metadata: { cacheControl: 'max-age=60', mimetype: 'text/csv' },
        copyMetadata: false,
      },
      { 'x-metadata': Buffer.from(JSON.stringify({ vem: 'kopia' })).toString('base64') },
    );
    expect(replaced.status).toBe(200);
    const infoOf = async (key: string) =>
      (await (await raw(`/object/info/${BUCKET}/${key}`)).json()) as Record<string, unknown>;
    expect(await infoOf('kopia/samma.txt')).toMatchObject({
      cache_control: 'max-age=3600',
      content_type: 'text/plain',
      metadata: { vem: 'källa' },
    });
    expect(await infoOf('kopia/ny.txt')).toMatchObject({
      cache_control: 'max-age=60',
      content_type: 'text/csv',
      metadata: { vem: 'kopia' },
    });
    const served = await raw(`/object/public/${BUCKET}/kopia/ny.txt`);
    expect([served.headers.get('cache-control'), served.headers.get('content-type')]).toEqual([
      'max-age=60',
      'text/csv',
    ]);
    const bad = await copy({ destinationKey: 'kopia/fel.txt', metadata: { cacheControl: 'a\r\nb' } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ statusCode: '400', code: 'InvalidParameter' });
  });

  it('pages list-v2 by created_at with a cursor that holds when the last row is deleted, one level under the delimiter', async () => {
    const files = service.storage.from(BUCKET);
    const base = 'v2_sida';
    // Created in this order, named against it: created_at order is not name order.
    for (const name of ['c.txt', 'b.txt', 'under/x.txt', 'a.txt', 'under/deeper/y.txt', 'a_b.txt']) {
      expect(
        (await files.upload(`${base}/${name}`, Buffer.from(name), { contentType: 'text/plain' })).error,
      ).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    // A neighbour whose name the prefix matches only as a LIKE pattern: v2_sida → v2xsida.
    await files.upload('v2xsida/z.txt', Buffer.from('z'), { contentType: 'text/plain' });
    const page = (cursor?: string) =>
      files.listV2({
        prefix: `${base}/`,
        with_delimiter: true,
        limit: 2,
        sortBy: { column: 'created_at', order: 'asc' },
        ...(cursor ? { cursor } : {}),
      });
    const first = await page();
    expect(first.error).toBeNull();
    expect(first.data?.objects.map((o) => o.name)).toEqual(['c.txt', 'b.txt']);
    expect(first.data?.hasNext).toBe(true);
    // The cursor's row goes away between pages: the next page still starts right after it.
    expect((await files.remove([`${base}/b.txt`])).error).toBeNull();
    const second = await page(first.data!.nextCursor);
    expect([second.data?.folders.map((f) => f.name), second.data?.objects.map((o) => o.name)]).toEqual([
      ['under/'],
      ['a.txt'],
    ]);
    const third = await page(second.data!.nextCursor);
    expect(third.data).toMatchObject({
      hasNext: false,
      folders: [],
      objects: [{ key: `${base}/a_b.txt`, name: 'a_b.txt' }],
    });
    // Without the delimiter every key under the prefix, named relative to it; the LIKE look-alike is not one.
    const flat = await files.listV2({ prefix: `${base}/`, limit: 100 });
    expect(flat.data?.objects.map((o) => o.name)).toEqual([
      'a.txt',
      'a_b.txt',
      'c.txt',
      'under/deeper/y.txt',
      'under/x.txt',
    ]);
    const bad = await postJson(`/object/list-v2/${BUCKET}`, { prefix: '', cursor: 'bm9wZQ==' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ statusCode: '400', code: 'InvalidParameter' });
  });

  it('takes a signed download token for downloads only and a signed upload token for uploads only', async () => {
    const files = service.storage.from(BUCKET);
    const key = 'signerat/fil.txt';
    await files.upload(key, Buffer.from('hemligt'), { contentType: 'text/plain' });
    const download = await files.createSignedUrl(key, 60);
    const downloadToken = new URL(download.data!.signedUrl).searchParams.get('token')!;
    const upload = await files.createSignedUploadUrl(key, { upsert: true });
    const uploadToken = upload.data!.token;
    // Each token does what it was signed for.
    expect((await fetch(download.data!.signedUrl)).status).toBe(200);
    // A download token replayed as an upload token writes nothing.
    const replayed = await files.uploadToSignedUrl(key, downloadToken, Buffer.from('ersatt'), {
      contentType: 'text/plain',
    });
    expect(replayed.error).toMatchObject({ statusCode: '400', message: 'Token is not scoped for upload' });
    expect(await (await files.download(key)).data?.text()).toBe('hemligt');
    // An upload token used to read gets nothing.
    const read = await raw(`/object/sign/${BUCKET}/${key}?token=${uploadToken}`, { headers: {} });
    expect(read.status).toBe(400);
    expect(await read.json()).toMatchObject({
      statusCode: '400',
      code: 'InvalidSignature',
      message: 'Token is not scoped for download',
    });
    expect(
      (await files.uploadToSignedUrl(key, uploadToken, Buffer.from('nytt'), { contentType: 'text/plain' }))
        .error,
    ).toBeNull();
    expect(await (await files.download(key)).data?.text()).toBe('nytt');
  });
});
