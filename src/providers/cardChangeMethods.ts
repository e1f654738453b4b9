import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../types/database';
import {
  bulkUpdateCards,
  undoCardChanges,
  type CardChange,
  type ChangeSetKind,
  type WrittenChangeSet,
} from './bulkUpdateCards';
import { swedishHttpError } from './postgrestResult';

/** Many cards' changes as one change set (./bulkUpdateCards). */
export interface CardChangeMethods {
  /** Many cards' new values in one transaction, all or nothing, as one change set (bulk edit, price-list import). */
  bulkUpdateCards(changes: CardChange[], kind: ChangeSetKind): Promise<WrittenChangeSet>;
  /** Undoes a bulk edit or import as a whole (from its dialog or the history); a conflict if a card changed since. */
  undoCardChanges(changeSet: string): Promise<number>;
}

export function cardChangeMethods(client: SupabaseClient<Database>): CardChangeMethods {
  return {
    bulkUpdateCards: (changes, kind) => bulkUpdateCards(client, changes, kind, swedishHttpError),
    undoCardChanges: (changeSet) => undoCardChanges(client, changeSet, swedishHttpError),
  };
}
