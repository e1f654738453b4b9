import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';

/** Another editor's save of card `id` (a new short description): the card moves on to its next version. */
export async function saveAsAnotherEditor(client: SupabaseClient, id: number): Promise<void> {
  const { error } = await client
    .from('credit_cards')
    .update({ short_description: `Ändrad ${Date.now()}` })
    .eq('id', id);
  expect(error).toBeNull();
}

/** The database accepts the card `row` from `client` (no error); the card is removed again. */
export async function expectCardAccepted(
  client: SupabaseClient,
  row: Record<string, unknown>,
): Promise<void> {
  const { data, error } = await client.from('credit_cards').insert(row).select('id').single();
  expect(error).toBeNull();
  await client.from('credit_cards').delete().eq('id', data!.id);
}
