import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../types/database';

/** One card's new values, as the bulk edit and the price-list import send them. */
export interface CardChange {
  id: number;
  values: Record<string, string | number | boolean | null>;
}

/**
 * Changes many cards in one transaction through the admin-only RPC public.bulk_update_cards (migration
 * 20261124120700): every row passes the same constraints and policies as a form's save, each gets its audit_log
 * row, and one refused row changes nothing. Returns how many cards were changed.
 */
export async function bulkUpdateCards(
  client: SupabaseClient<Database>,
  changes: CardChange[],
  toHttpError: (error: PostgrestError, status: number) => Promise<Error>,
): Promise<number> {
  const { data, error, status } = await client.rpc('bulk_update_cards', {
    p_changes:
      changes as unknown as Database['public']['Functions']['bulk_update_cards']['Args']['p_changes'],
  });
  if (error) throw await toHttpError(error, status);
  return data ?? 0;
}
