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
