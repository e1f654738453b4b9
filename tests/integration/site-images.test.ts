import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Stack } from '../../supabase/local/stack.ts';
import { connectSqlClient } from '../../supabase/local/sql-client.ts';
import { cleanupImages, listImages } from '../../src/providers/siteImages.ts';
import { imageKeyName } from '../../src/providers/imageUpload.ts';
import { AppSupabaseClient } from '../../src/providers/appSupabaseClient.ts';
import { DEMO_PASSWORD } from '../helpers.ts';
import { swedishDatabaseMessage } from '../../src/providers/databaseErrors.ts';
import { i18nProvider } from '../../src/providers/i18nProvider.ts';
import { startTestStack } from './backends.ts';
import { personas, type Persona } from './personas.ts';

const BUCKET = 'site-images';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

/** Where used, unused files removed after a save, never a file another record uses (migration 20261126120000). */
describe('site images: references, cleanup and history', () => {
  let stack: Stack;
  let as: Record<Persona, SupabaseClient>;
  /** The app's client (Storage loaded on first use), signed in as the seeded admin and user. */
  let app: Record<'admin' | 'user', AppSupabaseClient>;
  let n = 0;

  const upload = async (folder = 'banks', name?: string) => {
    const path = `${folder}/${name ?? `${Date.now().toString(36)}-${n++}.png`}`;
    const { error } = await as.admin.storage.from(BUCKET).upload(path, PNG, { contentType: 'image/png' });
    if (error) throw error;
    return path;
  };
  /** An admin's save of one record's fields through PostgREST. */
  const save = (table: string, id: number, values: Record<string, unknown>) =>
    as.admin.from(table).update(values).eq('id', id);
  const urlOf = (path: string) => as.admin.storage.from(BUCKET).getPublicUrl(path).data.publicUrl;
  const exists = async (path: string) =>
    (
      await stack.sql.query(`select 1 from storage.objects where bucket_id = $1 and name = $2`, [
        BUCKET,
        path,
      ])
    ).rows.length === 1;
  const firstId = async (table: string, offset = 0) =>
    Number(
      (
        await stack.sql.query<{ id: string }>(
          `select id from public.${table} order by id offset $1 limit 1`,
          [offset],
        )
      ).rows[0]!.id,
    );

  beforeAll(async () => {
    stack = await startTestStack();
    as = await personas(stack, 'mfa-images@example.se');
    const signIn = async (email: string) => {
      const client = new AppSupabaseClient(stack.url, stack.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
      });
      const { error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
      if (error) throw error;
      return client;
    };
    app = { admin: await signIn('admin@example.se'), user: await signIn('user@example.se') };
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it("finds an uploaded file by the admin's own file name (issue 31 item 8)", async () => {
    const file = new File([PNG], 'Diagram över räntan.png', { type: 'image/png' });
    const path = await upload('news', `${imageKeyName(file)}${crypto.randomUUID()}.png`);
    expect(path).toMatch(/^news\/diagram-over-rantan-[0-9a-f-]{36}\.png$/);
    for (const search of ['Diagram över räntan', 'diagram över', 'Diagram över räntan.png']) {
      const found = await listImages(app.admin, { search });
      expect(
        found.map((image) => image.path),
        search,
      ).toContain(path);
    }
    expect((await listImages(app.admin, { search: 'räntor i år' })).map((image) => image.path)).not.toContain(
      path,
    );
    await as.admin.storage.from(BUCKET).remove([path]);
  });

  it('says which cards, banks, networks, news and blog posts use each file (admins only)', async () => {
    const logo = await upload('banks', 'logga å ö.png');
    const inBody = await upload('news');
    const bank = await firstId('banks');
    const network = await firstId('networks');
    const news = await firstId('news_articles');
    const saved = [
      await save('banks', bank, { logo_url: urlOf(logo) }),
      await save('networks', network, { logo_url: urlOf(logo) }),
      await save('news_articles', news, {
        body: `<p>Text</p><p><img src="${urlOf(inBody)}" alt="Bild"></p>`,
      }),
    ];
    expect(saved.map((r) => r.error)).toEqual([null, null, null]);
    expect(urlOf(logo)).toContain('logga%20%C3%A5%20%C3%B6.png');

    const { data, error } = await as.admin.rpc('site_image_usage', {
      p_paths: [logo, inBody, 'banks/none.png'],
    });
    expect(error).toBeNull();
    const { rows: names } = await stack.sql.query<{ t: string; id: number; label: string }>(
      `select 'banks' t, id, name label from banks where id = $1 union all
       select 'networks', id, name from networks where id = $2 union all
       select 'news_articles', id, title from news_articles where id = $3`,
      [bank, network, news],
    );
    expect(data).toEqual([
      { path: logo, table_name: 'banks', row_id: bank, label: names[0]!.label },
      { path: logo, table_name: 'networks', row_id: network, label: names[1]!.label },
      { path: inBody, table_name: 'news_articles', row_id: news, label: names[2]!.label },
    ]);
    // The picker's list: search by name (any case), newest first, each with its public URL and its users.
    const listed = await listImages(app.admin, { search: 'LOGGA' });
    expect(listed.map((image) => [image.path, image.url, image.usedBy.map((use) => use.table_name)])).toEqual(
      [[logo, urlOf(logo), ['banks', 'networks']]],
    );
    const all = await listImages(app.admin);
    expect(all.map((image) => image.path)).toEqual([inBody, logo]);
    expect((await listImages(app.user)).length).toBe(0);
    for (const persona of ['anon', 'user'] as const) {
      const refused = await as[persona].rpc('site_image_usage', { p_paths: [logo] });
      expect(refused.data ?? []).toEqual([]);
      expect(refused.error?.code).toMatch(/42501/);
    }
  });

  it('a replaced or removed image and a deleted record leave the file to be removed after the save, with a history entry', async () => {
    const old = await upload('cards');
    const replacement = await upload('cards');
    const card = await firstId('credit_cards');
    expect((await save('credit_cards', card, { image_url: urlOf(old) })).error).toBeNull();
    expect(await cleanupImages(app.admin)).toEqual([]);
    expect((await save('credit_cards', card, { image_url: urlOf(replacement) })).error).toBeNull();
    expect(await cleanupImages(app.admin)).toEqual([old]);
    expect(await exists(old)).toBe(false);
    expect(await exists(replacement)).toBe(true);
    const gone = await fetch(urlOf(old));
    expect(gone.ok).toBe(false);

    const { rows: audit } = await stack.sql.query<{
      actor: string;
      row_id: string;
      action: string;
      f: unknown;
    }>(
      `select actor_id::text actor, row_id, action, changed_fields f from audit_log
        where table_name = 'site_images' and row_id = $1`,
      [old],
    );
    const { data: me } = await as.admin.auth.getUser();
    expect(audit).toEqual([
      {
        actor: me.user!.id,
        row_id: old,
        action: 'DELETE',
        f: { name: old, size: PNG.length, mimetype: 'image/png', unused: true },
      },
    ]);

    // A removed cover and a deleted post: both files go.
    const cover = await upload('blog');
    const body = await upload('blog');
    const { data: post, error } = await as.admin
      .from('blog_posts')
      .insert({
        title: 'Bilder i texten',
        slug: `bilder-${n++}`,
        cover_image_url: urlOf(cover),
        body: `<p><img src="${urlOf(body)}"></p>`,
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    expect((await as.admin.from('blog_posts').delete().eq('id', post!.id)).error).toBeNull();
    expect((await cleanupImages(app.admin)).sort()).toEqual([body, cover].sort());
    expect([await exists(cover), await exists(body)]).toEqual([false, false]);
  });

  it('never removes a file another record still uses, whoever asks', async () => {
    const shared = await upload('banks');
    const [a, b] = [await firstId('banks', 1), await firstId('banks', 2)];
    for (const id of [a, b]) expect((await save('banks', id, { logo_url: urlOf(shared) })).error).toBeNull();
    expect((await save('banks', a, { logo_url: null })).error).toBeNull();
    expect(await cleanupImages(app.admin)).toEqual([]);
    // Storage's delete under the bucket's policy: nothing deleted while bank b uses it, even asked directly.
    const direct = await as.admin.storage.from(BUCKET).remove([shared]);
    expect(direct).toEqual({ data: [], error: null });
    expect(await exists(shared)).toBe(true);
    // The last user lets go: the file goes on the next save's cleanup.
    expect((await as.admin.from('banks').update({ logo_url: null }).eq('id', b)).error).toBeNull();
    expect(await cleanupImages(app.admin)).toEqual([shared]);
    expect(await exists(shared)).toBe(false);
  });

  it('never moves away or replaces a file a record uses: move, PUT, upsert and copy with upsert are refused like delete', async () => {
    const used = await upload('banks');
    const spare = await upload('banks');
    const bank = await firstId('banks', 5);
    expect((await save('banks', bank, { logo_url: urlOf(used) })).error).toBeNull();
    const files = as.admin.storage.from(BUCKET);
    const html = new Blob(['<script>alert(1)</script>'], { type: 'image/png' });
    const bytesBefore = Buffer.from(await (await fetch(urlOf(used))).arrayBuffer());

    const single = await fetch(`${stack.url}/storage/v1/object/${BUCKET}/${used}`, {
      method: 'DELETE',
      headers: {
        authorization: `Bearer ${(await as.admin.auth.getSession()).data.session!.access_token}`,
        apikey: stack.anonKey,
      },
    });
    const deleteAnswer = { status: single.status, body: await single.json() };
    expect(deleteAnswer).toEqual({
      status: 400,
      body: { statusCode: '404', code: 'NoSuchKey', error: 'not_found', message: 'Object not found' },
    });
    const moved = await files.move(used, `banks/flyttad-${n++}.png`);
    expect(moved.error).toMatchObject({ status: 400, statusCode: '404', message: 'Object not found' });
    const denied = { status: 400, statusCode: '403', message: 'new row violates row-level security policy' };
    expect((await files.update(used, html, { contentType: 'image/png' })).error).toMatchObject(denied);
    expect((await files.upload(used, html, { contentType: 'image/png', upsert: true })).error).toMatchObject(
      denied,
    );
    const copied = await fetch(`${stack.url}/storage/v1/object/copy`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${(await as.admin.auth.getSession()).data.session!.access_token}`,
        apikey: stack.anonKey,
        'content-type': 'application/json',
        'x-upsert': 'true',
      },
      body: JSON.stringify({ bucketId: BUCKET, sourceKey: spare, destinationKey: used }),
    });
    expect(copied.status).toBe(400);
    expect(await copied.json()).toMatchObject({ statusCode: '403', code: 'AccessDenied' });

    const served = await fetch(urlOf(used));
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(bytesBefore);
    // An unused file is still the admins' to move and replace.
    expect((await files.update(spare, PNG, { contentType: 'image/png' })).error).toBeNull();
    expect((await files.move(spare, `banks/flyttad-${n++}.png`)).error).toBeNull();
  });

  it('keeps one file per name: a name in another Unicode form than NFC (å typed on a Mac) is refused', async () => {
    const files = as.admin.storage.from(BUCKET);
    const nfc = `banks/bl\u00e5-${n++}.png`;
    const nfd = nfc.normalize('NFD');
    expect(nfd).not.toBe(nfc);
    expect((await files.upload(nfc, PNG, { contentType: 'image/png' })).error).toBeNull();
    const denied = { status: 400, statusCode: '403', message: 'new row violates row-level security policy' };
    expect((await files.upload(nfd, PNG, { contentType: 'image/png' })).error).toMatchObject(denied);
    expect((await files.move(nfc, nfd)).error).toMatchObject(denied);
    expect(await exists(nfd)).toBe(false);
    expect(await exists(nfc)).toBe(true);
  });

  it('refuses a record that points at a file no longer in the bucket, changing nothing', async () => {
    const bank = await firstId('banks', 3);
    const before = (await stack.sql.query(`select logo_url from banks where id = $1`, [bank])).rows[0];
    const { error } = await save('banks', bank, { logo_url: urlOf('banks/finns-inte.png') });
    expect(error).toMatchObject({ code: '23503', hint: 'site_image_missing' });
    expect(i18nProvider.translate(swedishDatabaseMessage(error!)!)).toMatch(/^Bilden finns inte längre/);
    expect((await stack.sql.query(`select logo_url from banks where id = $1`, [bank])).rows[0]).toEqual(
      before,
    );
    // External addresses are not Storage's business.
    const external = await save('banks', bank, { logo_url: 'https://example.se/logga.png' });
    expect(external.error).toBeNull();
  });

  it('only admins who may write ask for the files to remove (aal2 with a verified factor)', async () => {
    for (const persona of ['anon', 'user', 'mfaAdminAal1'] as const) {
      const { error } = await as[persona].rpc('site_image_cleanup_candidates');
      expect(error?.code, persona).toMatch(/42501/);
    }
    expect((await as.mfaAdminAal2.rpc('site_image_cleanup_candidates')).error).toBeNull();
  });

  it('of a delete and a save that starts using the same file, the delete waits and finds the new use', async () => {
    if (stack.backend === 'pglite') return; // one backend session: no two transactions at once
    const file = await upload('banks');
    const bank = await firstId('banks', 4);
    const other = await connectSqlClient(
      { kind: stack.backend, port: stack.dbPort, sharedSession: false, fresh: false, stop: async () => {} },
      'supabase_admin',
    );
    try {
      await other.query('begin');
      await other.query(`update public.banks set logo_url = $1 where id = $2`, [urlOf(file), bank]);
      let settled = false;
      const removal = as.admin.storage
        .from(BUCKET)
        .remove([file])
        .finally(() => (settled = true));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(settled).toBe(false); // waiting for the save's lock
      await other.query('commit');
      expect(await removal).toEqual({ data: [], error: null });
      expect(await exists(file)).toBe(true);
    } finally {
      await other.close();
    }
  });
});
