import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../types/database';
import { swedishHttpError, unwrap } from './postgrestResult';
import { applyRaFilter, type RaFilter } from './raFilter';
import { tableFor } from './tables';

type TableName = keyof Database['public']['Tables'];

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

/** The dashboard's 'Att göra' in one answer (RPC public.dashboard_summary); the count cards use getCount. */
export interface DashboardSummary {
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

export interface CountParams {
  /** react-admin's list filter (`{ status: 'pending' }`), read as the list reads it. */
  filter?: RaFilter;
  signal?: AbortSignal;
}

/** Counts computed in the database. */
export interface CountMethods {
  /**
   * Count-only select: HEAD `?select=id` with `Prefer: count=exact`, no rows transferred; the exact number of rows
   * the caller's row-level security lets it read.
   */
  getCount(resource: string, params?: CountParams): Promise<number>;
  /** The dashboard's 'Att göra' in one request (admins only; RLS applies). */
  getDashboardSummary(bounds: DashboardBounds): Promise<DashboardSummary>;
  /** Consent totals over a period, computed in the database. */
  getConsentSummary(params: ConsentSummaryParams): Promise<ConsentSummary>;
}

export function countMethods(client: SupabaseClient<Database>, tables: Record<string, string>): CountMethods {
  return {
    async getCount(resource, { filter, signal } = {}) {
      let query = client
        .from(tableFor(resource, tables) as TableName)
        .select('id', { count: 'exact', head: true });
      if (signal) query = query.abortSignal(signal);
      const { count, error, status } = await applyRaFilter(query, filter);
      if (error) throw await swedishHttpError(error, status);
      return count ?? 0;
    },
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
