import { describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Stack } from '../../supabase/local/stack.ts';
import { createAdmin, signedIn } from './personas.ts';
import { withTestStack } from './stack-fixture.ts';
import { ADMIN, EDITOR, NON_ADMIN } from '../helpers';

describe('saved views: private to their owner or shared with the team', () => {
  let stack: Stack;
  let anna: SupabaseClient;
  let bertil: SupabaseClient;
  let editor: SupabaseClient;
  let user: SupabaseClient;

  withTestStack(async (started) => {
    stack = started;
    await createAdmin(stack, 'bertil@example.se');
    anna = await signedIn(stack, ADMIN.email);
    bertil = await signedIn(stack, 'bertil@example.se');
    editor = await signedIn(stack, EDITOR.email);
    user = await signedIn(stack, NON_ADMIN.email);
  });

  const names = async (client: SupabaseClient, resource = 'reviews') => {
    const { data, error } = await client
      .from('saved_views')
      .select('name')
      .eq('resource', resource)
      .order('name');
    if (error) throw error;
    return data.map((row) => row.name as string);
  };

  it('shows a shared view to a second admin and to editors, a private one to its owner only', async () => {
    const created = await anna
      .from('saved_views')
      .insert([
        { resource: 'reviews', name: 'Väntande länge', filter: { status: 'pending' }, shared: true },
        { resource: 'reviews', name: 'Mina egna', filter: { rating: 1 }, shared: false },
      ])
      .select('name, shared, owner_id');
    expect(created.error).toBeNull();
    const annaId = (await anna.auth.getUser()).data.user!.id;
    expect(created.data).toEqual([
      { name: 'Väntande länge', shared: true, owner_id: annaId },
      { name: 'Mina egna', shared: false, owner_id: annaId },
    ]);
    expect(await names(anna)).toEqual(['Mina egna', 'Väntande länge']);
    expect(await names(bertil)).toEqual(['Väntande länge']);
    expect(await names(editor)).toEqual(['Väntande länge']);
    expect(await names(bertil, 'cards')).toEqual([]);
    // Signed-in visitors and anon read none.
    expect(await names(user)).toEqual([]);
    const anon = createClient(stack.url, stack.anonKey, { auth: { persistSession: false } });
    const anonRead = await anon.from('saved_views').select('name');
    expect(anonRead.data ?? []).toEqual([]);
  });

  it("lets only the owner change or delete a view, and nobody save one in another's name", async () => {
    const { data: shared } = await anna
      .from('saved_views')
      .select('id')
      .eq('name', 'Väntande länge')
      .single();
    const renamed = await bertil
      .from('saved_views')
      .update({ name: 'Kapad' }, { count: 'exact' })
      .eq('id', shared!.id);
    expect(renamed.count ?? 0).toBe(0);
    const deleted = await bertil.from('saved_views').delete({ count: 'exact' }).eq('id', shared!.id);
    expect(deleted.count ?? 0).toBe(0);
    expect(await names(anna)).toContain('Väntande länge');
    // Giving the view to another owner, or saving as another: refused by the policy's check.
    const annaId = (await anna.auth.getUser()).data.user!.id;
    const forged = await bertil
      .from('saved_views')
      .insert({ resource: 'reviews', name: 'Förfalskad', owner_id: annaId, shared: true });
    expect(forged.error?.code).toBe('42501');
    const visitor = await user.from('saved_views').insert({ resource: 'reviews', name: 'Besökarens' });
    expect(visitor.error?.code).toBe('42501');
    // The owner may share and delete their own.
    const own = await bertil
      .from('saved_views')
      .insert({ resource: 'cards', name: 'Publicerade', filter: { is_published: true } })
      .select('id')
      .single();
    expect(own.error).toBeNull();
    const share = await bertil
      .from('saved_views')
      .update({ shared: true }, { count: 'exact' })
      .eq('id', own.data!.id);
    expect(share.count).toBe(1);
    expect(await names(anna, 'cards')).toEqual(['Publicerade']);
    const removed = await bertil.from('saved_views').delete({ count: 'exact' }).eq('id', own.data!.id);
    expect(removed.count).toBe(1);
    expect(await names(anna, 'cards')).toEqual([]);
  });

  it('refuses a blank or duplicate name and a filter that is no object', async () => {
    const blank = await anna.from('saved_views').insert({ resource: 'reviews', name: '  ' });
    expect(blank.error?.code).toBe('23514');
    const duplicate = await anna.from('saved_views').insert({ resource: 'reviews', name: 'Mina egna' });
    expect(duplicate.error?.code).toBe('23505');
    const list = await anna.from('saved_views').insert({ resource: 'reviews', name: 'Lista', filter: [1] });
    expect(list.error?.code).toBe('23514');
    const long = await anna.from('saved_views').insert({ resource: 'reviews', name: 'x'.repeat(81) });
    expect(long.error?.code).toBe('23514');
  });
});
