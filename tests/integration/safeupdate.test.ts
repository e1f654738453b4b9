// Hosted projects preload pg-safeupdate for PostgREST: a filterless PATCH or DELETE is refused with 400, SQLSTATE
// 21000 and "UPDATE/DELETE requires a WHERE clause"; filtered ones work. The stack answers the same on both backends.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stack } from '../../supabase/local/stack.ts';
import { ADMIN } from '../helpers.ts';
import { BACKEND, startTestStack } from './backends.ts';

describe(`filterless PATCH/DELETE through PostgREST (${BACKEND})`, () => {
  let stack: Stack;
  let admin: SupabaseClient;
  let token: string;
  const count = async (table: string) =>
    (await stack.sql.query<{ n: number }>(`select count(*)::int as n from public.${table}`)).rows[0].n;

  beforeAll(async () => {
    stack = await startTestStack();
    admin = createClient(stack.url, stack.anonKey, { auth: { persistSession: false } });
    const signedIn = await admin.auth.signInWithPassword(ADMIN);
    expect(signedIn.error).toBeNull();
    token = signedIn.data.session!.access_token;
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const rest = (method: string, path: string, body?: unknown) =>
    fetch(`${stack.url}/rest/v1${path}`, {
      method,
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('refuses a DELETE without a filter, with the status, code and message of a hosted project', async () => {
    const before = await count('reviews');
    expect(before).toBeGreaterThan(0);
    const response = await rest('DELETE', '/reviews');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: '21000',
      details: null,
      hint: null,
      message: 'DELETE requires a WHERE clause',
    });
    const viaClient = await admin.from('reviews').delete();
    expect(viaClient.error).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' });
    expect(viaClient.status).toBe(400);
    expect(await count('reviews')).toBe(before);
  });

  it('refuses a PATCH without a filter, also when only reserved or embedded parameters are given', async () => {
    const { rows: before } = await stack.sql.query<{ id: number; name: string }>(
      'select id, name from public.banks order by id',
    );
    for (const path of [
      '/banks',
      '/banks?select=id,name',
      '/banks?order=id&limit=1',
      '/banks?cards.id=eq.1',
    ]) {
      const response = await rest('PATCH', path, { name: 'Alla banker' });
      expect(response.status, path).toBe(400);
      expect(await response.json()).toMatchObject({
        code: '21000',
        message: 'UPDATE requires a WHERE clause',
      });
    }
    const viaClient = await admin.from('banks').update({ name: 'Alla banker' });
    expect(viaClient.error).toMatchObject({ code: '21000', message: 'UPDATE requires a WHERE clause' });
    const { rows: after } = await stack.sql.query('select id, name from public.banks order by id');
    expect(after).toEqual(before);
  });

  it('refuses anonymous callers the same way (the check runs before the privileges are)', async () => {
    const anon = createClient(stack.url, stack.anonKey, { auth: { persistSession: false } });
    const refused = await anon.from('cookie_consents').delete();
    expect(refused.status).toBe(400);
    expect(refused.error?.code).toBe('21000');
  });

  it('lets filtered writes through', async () => {
    const { rows } = await stack.sql.query<{ id: number; name: string }>(
      'select id, name from public.banks order by id limit 1',
    );
    const bank = rows[0];
    const updated = await admin
      .from('banks')
      .update({ name: `${bank.name} (ändrad)` }, { count: 'exact' })
      .eq('id', bank.id);
    expect(updated.error).toBeNull();
    expect(updated.count).toBe(1);
    const logic = await rest('PATCH', `/banks?or=(id.eq.${bank.id})`, { name: bank.name });
    expect(logic.status).toBe(204);
    const { rows: restored } = await stack.sql.query('select name from public.banks where id = $1', [
      bank.id,
    ]);
    expect(restored).toEqual([{ name: bank.name }]);

    const review = await stack.sql.query<{ id: number }>('select id from public.reviews order by id limit 1');
    const before = await count('reviews');
    const deleted = await admin.from('reviews').delete({ count: 'exact' }).eq('id', review.rows[0].id);
    expect(deleted.error).toBeNull();
    expect(deleted.count).toBe(1);
    expect(await count('reviews')).toBe(before - 1);
  });
});
