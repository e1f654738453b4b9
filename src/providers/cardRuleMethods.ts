import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../types/database';
import { unwrap } from './postgrestResult';

/** One problem of one card in the pre-flight report (public.card_rule_report). */
export interface CardRuleReportRow {
  card_id: number;
  card_name: string;
  card_slug: string;
  judged_at: string;
  rule_set: string | null;
  code: string;
  field: string;
  message: string;
}

/** Regelkontroll: which published cards fail the rules valid on a day, and why (admins only). */
export interface CardRuleMethods {
  cardRuleReport(day: string | null): Promise<CardRuleReportRow[]>;
}

export function cardRuleMethods(client: SupabaseClient<Database>): CardRuleMethods {
  return {
    async cardRuleReport(day) {
      return (await unwrap(
        await client.rpc('card_rule_report', day ? { p_day: day } : {}),
      )) as CardRuleReportRow[];
    },
  };
}
