// Issue 18, item 10: an admin could delete their own role row through PostgREST while the admin-users function
// refused the same thing. The database now refuses it (trigger on public.user_roles) with a clear message, while
// another admin, the service role and the SQL editor can still revoke the role.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Stack } from '../../supabase/local/stack.ts';
import { startTestStack } from './backends.ts';
import { createAdmin } from './personas.ts';

const PASSWORD = 'Demo-1234!';

describe('an admin cannot revoke their own role through REST', () => {
  let stack: Stack;
  let service: SupabaseClient;
  let otherId: string;
  const signIn = async (email: string) => {
    const client = createClient(stack.url, stack.anonKey, { auth: { persistSession: false } });
    const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    return { client, id: data.user!.id };
  };
  const roleOf = async (userId: string) =>
    (
      await stack.sql.query<{ role: string }>('select role from public.user_roles where user_id = $1', [
        userId,
      ])
    ).rows[0]?.role;

  beforeAll(async () => {
    stack = await startTestStack();
    service = createClient(stack.url, stack.serviceRoleKey, { auth: { persistSession: false } });
    otherId = await createAdmin(stack, 'kollega@example.se');
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('refuses DELETE and a PATCH away from admin of the caller’s own row, with a Swedish message', async () => {
    const { client, id } = await signIn('admin@example.se');
    const deleted = await client.from('user_roles').delete().eq('user_id', id).select();
    expect(deleted.error).toMatchObject({
      code: '42501',
      message: 'Du kan inte ta bort din egen behörighet',
      hint: 'cannot_revoke_self',
    });
    expect(deleted.status).toBe(403);
    const demoted = await client.from('user_roles').update({ role: 'editor' }).eq('user_id', id).select();
    expect(demoted.error).toMatchObject({ code: '42501', hint: 'cannot_revoke_self' });
    // A filter that also matches other rows is refused as a whole: nothing changes.
    const all = await client.from('user_roles').delete().in('user_id', [id, otherId]);
    expect(all.error?.hint).toBe('cannot_revoke_self');
    expect(await roleOf(id)).toBe('admin');
    expect(await roleOf(otherId)).toBe('admin');
    // Changing one's own row to the same role is no revocation.
    const same = await client.from('user_roles').update({ role: 'admin' }).eq('user_id', id).select();
    expect(same.error).toBeNull();
  });

  it('another admin, the service role and SQL can still revoke the role', async () => {
    const { client } = await signIn('admin@example.se');
    const byOther = await client.from('user_roles').delete().eq('user_id', otherId).select();
    expect(byOther.error).toBeNull();
    expect(byOther.data).toHaveLength(1);
    expect(await roleOf(otherId)).toBeUndefined();

    await stack.sql.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [otherId]);
    const byService = await service.from('user_roles').delete().eq('user_id', otherId).select();
    expect(byService.error).toBeNull();
    expect(byService.data).toHaveLength(1);

    await stack.sql.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [otherId]);
    const { id: colleagueSelf, client: colleague } = await signIn('kollega@example.se');
    expect(colleagueSelf).toBe(otherId);
    const self = await colleague.from('user_roles').delete().eq('user_id', otherId);
    expect(self.error?.hint).toBe('cannot_revoke_self');
    await stack.sql.query('delete from public.user_roles where user_id = $1', [otherId]);
    expect(await roleOf(otherId)).toBeUndefined();
  });
});
