// Issue 22: the change history names people. audit_actors answers each admin's name (app_metadata.full_name) and
// e-mail, to admins only, under the real PostgREST and Auth.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import type { Stack } from '../../supabase/local/stack.ts';
import { startTestStack } from './backends.ts';
import { signedIn } from './personas.ts';
import { ADMIN, NON_ADMIN } from '../helpers.ts';

describe('audit_actors: who changed what, by name', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startTestStack();
  }, 120_000);
  afterAll(() => stack?.stop());

  it('gives admins every admin with name and e-mail; an admin without a name has null', async () => {
    const service = createClient(stack.url, stack.serviceRoleKey, { auth: { persistSession: false } });
    const created = await service.auth.admin.createUser({
      email: 'namnlos@example.se',
      password: 'Namnlos-1234!',
      email_confirm: true,
    });
    expect(created.error).toBeNull();
    await stack.sql.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [
      created.data.user!.id,
    ]);

    const admin = await signedIn(stack, ADMIN.email);
    const { data, error } = await admin.rpc('audit_actors');
    expect(error).toBeNull();
    const rows = data as Array<{ actor_id: string; email: string; full_name: string | null }>;
    expect(rows.find((row) => row.email === ADMIN.email)?.full_name).toBe('Anna Administratör');
    expect(rows.find((row) => row.email === 'namnlos@example.se')).toEqual({
      actor_id: created.data.user!.id,
      email: 'namnlos@example.se',
      full_name: null,
    });
    // Users who are neither admins nor in the log are not listed.
    expect(rows.some((row) => row.email === NON_ADMIN.email)).toBe(false);
  });

  it('refuses everyone else', async () => {
    const user = await signedIn(stack, NON_ADMIN.email);
    const refused = await user.rpc('audit_actors');
    expect(refused.error?.code).toBe('42501');
    const anon = createClient(stack.url, stack.anonKey, { auth: { persistSession: false } });
    expect((await anon.rpc('audit_actors')).error).not.toBeNull();
  });
});
