import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../types/database';
import { unwrap } from './postgrestResult';

export type TermsOnDateRow = Database['public']['Functions']['terms_on_date']['Returns'][number];
export type TermsTimelineRow = Database['public']['Functions']['card_terms_timeline']['Returns'][number];

/** Villkor per datum (issue 34): the cards the public could see at a moment, and one card's timeline. */
export interface TermsMethods {
  getTermsOnDate(at: Date): Promise<TermsOnDateRow[]>;
  getCardTermsTimeline(cardId: number): Promise<TermsTimelineRow[]>;
}

export function termsMethods(client: SupabaseClient<Database>): TermsMethods {
  return {
    async getTermsOnDate(at) {
      return unwrap(await client.rpc('terms_on_date', { p_at: at.toISOString() }));
    },
    async getCardTermsTimeline(cardId) {
      return unwrap(await client.rpc('card_terms_timeline', { p_card_id: cardId }));
    },
  };
}
