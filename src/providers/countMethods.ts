import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../types/database';
import { unwrap } from './postgrestResult';

type Functions = Database['public']['Functions'];

/** The moment-dependent bounds of the dashboard's 'Att göra' lines (src/dashboard/todoItems.ts). */
export interface DashboardBounds {
  /** Published cards whose example is older than this date (YYYY-MM-DD) are stale. */
  staleBefore: string;
  /** News and blog posts scheduled between these two moments. */
  scheduledFrom: string;
  scheduledTo: string;
  /** Audit log rows from this day or moment on. */
  changesSince: string;
}

/** The dashboard in one answer (RPC public.dashboard_summary), keyed by route name. */
export interface DashboardSummary {
  /** The count cards: every row the admin can read. */
  counts: Record<string, number>;
  /** The badges: pending rows ('3 väntar'). */
  pending: Record<string, number>;
  /** The 'Att göra' counts, keyed as TODO_ITEMS. */
  todo: Record<string, number>;
  /** created_at of the oldest pending expert inquiry, null when none is pending. */
  oldest_pending_inquiry: string | null;
}

export interface ConsentSummaryParams {
  /** Dates (YYYY-MM-DD) as the list's filters hold them; `to` counts the whole day. */
  from?: string | null;
  to?: string | null;
  action?: string | null;
}

export type ConsentSummary = Functions['cookie_consent_summary']['Returns'][number];

/** Counts computed in the database, each one RPC. */
export interface CountMethods {
  /** The dashboard's counts, badges and 'Att göra' in one request (admins only; RLS applies). */
  getDashboardSummary(bounds: DashboardBounds): Promise<DashboardSummary>;
  /** Consent totals over a period, computed in the database. */
  getConsentSummary(params: ConsentSummaryParams): Promise<ConsentSummary>;
}

export function countMethods(client: SupabaseClient<Database>): CountMethods {
  return {
    async getDashboardSummary({ staleBefore, scheduledFrom, scheduledTo, changesSince }) {
      const summary = await unwrap(
        await client.rpc('dashboard_summary', {
          p_stale_before: staleBefore,
          p_scheduled_from: scheduledFrom,
          p_scheduled_to: scheduledTo,
          p_changes_since: changesSince,
        }),
      );
      return summary as unknown as DashboardSummary;
    },
    async getConsentSummary({ from, to, action }) {
      const rows = await unwrap(
        await client.rpc('cookie_consent_summary', {
          p_from: from ?? undefined,
          p_to: to ? `${to}T23:59:59.999` : undefined,
          p_action: action ?? undefined,
        }),
      );
      return rows[0];
    },
  };
}
