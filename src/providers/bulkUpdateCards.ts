import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../types/database';
import { conflictError } from './conditionalWrites';

/** One card's new values, as the bulk edit and the price-list import send them. */
export interface CardChange {
  id: number;
  /** The version the row had when the change was previewed (an undo: the version the change wrote). */
  version: number;
  values: Record<string, string | number | boolean | null>;
}

/**
 * Changes many cards in one transaction through the admin-only RPC public.bulk_update_cards (migration
 * 20261124120700): every row passes the same constraints and policies as a form's save, each gets its audit_log
 * row, and one refused row changes nothing. Compare-and-set (issue 20, migration 20261125120100): a row no longer
 * at its change's version refuses the whole call with 409, thrown as a conflict (app.conflict.*) that names who
 * changed the card (its id is the error's hint). Returns how many cards were changed.
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
  if (status === 409 && error?.hint)
    throw await conflictError(client, 'cards', 'credit_cards', [Number(error.hint)]);
  if (error) throw await toHttpError(error, status);
  return data ?? 0;
}
