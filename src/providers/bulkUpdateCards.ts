import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../types/database';
import { conflictError } from './conditionalWrites';

/** One card's new values, as the bulk edit and the price-list import send them. */
export interface CardChange {
  id: number;
  /** The version the row had when the change was previewed. */
  version: number;
  values: Record<string, string | number | boolean | null>;
}

/** Which of the two bulk writes made a change set (audit_log.change_kind). */
export type ChangeSetKind = 'bulk_edit' | 'import';

/** A written change set: how many cards changed and its id, which undoes it (audit_log.change_set). */
export interface WrittenChangeSet {
  count: number;
  changeSet: string;
}

type ToHttpError = (error: PostgrestError, status: number) => Promise<Error>;

/** A 409 whose HINT is a card's id: the Swedish conflict message naming who changed that card (app.conflict.*). */
async function failure(
  client: SupabaseClient<Database>,
  error: PostgrestError,
  status: number,
  toHttpError: ToHttpError,
): Promise<Error> {
  if (status === 409 && error.hint)
    return conflictError(client, 'cards', 'credit_cards', [Number(error.hint)]);
  return toHttpError(error, status);
}

/**
 * Changes many cards as one change set, in one transaction, through the admin-only RPC public.bulk_update_cards
 * (migrations 20261124120700, 20261125120100, 20261126120000; since 20261127110000 its whitelist is the table
 * private.card_bulk_columns, the descriptors with `bulk` in src/resources/cards/cardFields.ts): every row passes
 * the same constraints and policies as a form's save, each gets its audit_log row tagged with the change set and
 * its kind, and one refused row changes nothing. Compare-and-set (issue 20): a row no longer at its change's version refuses the whole call with
 * 409, thrown as a conflict that names who changed the card.
 */
export async function bulkUpdateCards(
  client: SupabaseClient<Database>,
  changes: CardChange[],
  kind: ChangeSetKind,
  toHttpError: ToHttpError,
): Promise<WrittenChangeSet> {
  const changeSet = crypto.randomUUID();
  const { data, error, status } = await client.rpc('bulk_update_cards', {
    p_changes:
      changes as unknown as Database['public']['Functions']['bulk_update_cards']['Args']['p_changes'],
    p_change_set: changeSet,
    p_kind: kind,
  });
  if (error) throw await failure(client, error, status, toHttpError);
  return { count: data ?? 0, changeSet };
}

/**
 * Undoes a whole change set (public.undo_card_changes): every card gets back its values from before, unless one of
 * them changed since, which refuses it all with the conflict message. Returns how many cards were restored.
 */
export async function undoCardChanges(
  client: SupabaseClient<Database>,
  changeSet: string,
  toHttpError: ToHttpError,
): Promise<number> {
  const { data, error, status } = await client.rpc('undo_card_changes', { p_change_set: changeSet });
  if (error) throw await failure(client, error, status, toHttpError);
  return data ?? 0;
}
