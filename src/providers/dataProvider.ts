import { HttpError, type DataProvider, type ResourceCallbacks } from 'react-admin';
import type { PostgrestError } from '@supabase/supabase-js';
import type { AppSupabaseClient } from './appSupabaseClient';
import { supabaseClient } from './supabaseClient';
import { CRUD_METHODS } from './tables';
import type { Database } from '../types/database';
import type { SearchRpc } from './searchRpc';
import { withAdmins } from './withAdmins';
import type { CardChange, ChangeSetKind, WrittenChangeSet } from './bulkUpdateCards';
import type { UploadImageOptions } from './imageUpload';
import type { BucketImage, ListImagesParams } from './siteImages';
import type { PresenceMethods } from './presence';

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

/** An admin who appears in the audit log, with the e-mail the history shows. */
export interface AuditActor {
  actor_id: string;
  email: string;
  /** auth.users' user_metadata.full_name; null when none was given. */
  full_name: string | null;
}

export interface ConsentSummaryParams {
  /** Dates (YYYY-MM-DD) as the list's filters hold them; `to` counts the whole day. */
  from?: string | null;
  to?: string | null;
  action?: string | null;
}

export type ConsentSummary = Functions['cookie_consent_summary']['Returns'][number];

/** The app's own calls besides react-admin's CRUD. */
export interface AppMethods extends PresenceMethods {
  /** The dashboard's counts, badges and 'Att göra' in one request (admins only; RLS applies). */
  getDashboardSummary(bounds: DashboardBounds): Promise<DashboardSummary>;
  /** E-mail of every admin in the audit log (RPC public.audit_actors, admins only). */
  getAuditActors(): Promise<AuditActor[]>;
  /** Consent totals over a period, computed in the database. */
  getConsentSummary(params: ConsentSummaryParams): Promise<ConsentSummary>;
  /** GDPR erasure of one visitor's chats; returns how many sessions were deleted. */
  deleteVisitorChats(visitorId: string): Promise<number>;
  /** Many cards' new values in one transaction, all or nothing, as one change set (bulk edit, price-list import). */
  bulkUpdateCards(changes: CardChange[], kind: ChangeSetKind): Promise<WrittenChangeSet>;
  /** Undoes a bulk edit or import as a whole (from its dialog or the history); a conflict if a card changed since. */
  undoCardChanges(changeSet: string): Promise<number>;
  /**
   * Uploads an image to Storage's public site-images bucket; resolves to its public URL. Rejects with an HttpError
   * whose message is an app.image.errors.* key (too large, wrong type, no network, no right).
   */
  uploadImage(file: Blob, options: UploadImageOptions): Promise<string>;
  /** The bucket's images, newest first, with the records using each (the image picker). */
  listImages(params?: ListImagesParams): Promise<BucketImage[]>;
  /** Removes the files no record uses any more (also run after every save of a record with images). */
  cleanupImages(): Promise<string[]>;
}

/**
 * react-admin's data provider plus the app's own calls, all with Swedish errors: the only way the views reach
 * the database (as Atomic CRM's CrmDataProvider).
 */
export interface AppDataProvider extends DataProvider, AppMethods {}

/** The CRUD methods, loading ra-supabase's data provider and the lifecycle callbacks (./crudProvider) on first use. */
function lazyCrud(load: () => Promise<DataProvider>): DataProvider {
  let loaded: Promise<DataProvider> | undefined;
  const methods = CRUD_METHODS.map((method) => [
    method,
    async (resource: string, params: unknown) => {
      loaded ??= load();
      const provider = (await loaded) as unknown as Record<
        string,
        (r: string, p: unknown) => Promise<unknown>
      >;
      return provider[method](resource, params);
    },
  ]);
  return Object.fromEntries(methods) as unknown as DataProvider;
}

/**
 * A supabase-js error as react-admin's HttpError, with the Swedish text the user sees. The constraint → message
 * table is loaded with the first error, not with the sign-in page.
 */
export async function swedishHttpError(error: PostgrestError, status: number): Promise<HttpError> {
  const { swedishDatabaseMessage } = await import('./databaseErrors');
  return new HttpError(swedishDatabaseMessage(error, status) ?? 'ra.notification.http_error', status, error);
}

async function unwrap<T>({
  data,
  error,
  status,
}: {
  data: T | null;
  error: PostgrestError | null;
  status: number;
}): Promise<T> {
  if (error) throw await swedishHttpError(error, status);
  return data as T;
}

export interface DataProviderOptions {
  /** Route → table, from the resource registry. */
  tables: Record<string, string>;
  /** Loaders of the resources' lifecycle callbacks, called with the CRUD provider's first use. */
  callbacks?: Array<() => Promise<ResourceCallbacks>>;
  /** Route → search RPC, from the resource registry. */
  searches?: Record<string, SearchRpc>;
  client?: AppSupabaseClient;
}

export function createDataProvider({
  tables,
  callbacks = [],
  searches = {},
  client = supabaseClient,
}: DataProviderOptions): AppDataProvider {
  // The editing-session calls load with the first edit view, not with the sign-in page.
  let presence: Promise<PresenceMethods> | undefined;
  const editing = () => (presence ??= import('./presence').then((module) => module.presenceMethods(client)));
  const custom: AppMethods = {
    touchEditingSession: async (resource, id) => (await editing()).touchEditingSession(resource, id),
    leaveEditingSession: async (resource, id) => (await editing()).leaveEditingSession(resource, id),
    getEditingSessions: async (resource, id) => (await editing()).getEditingSessions(resource, id),
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
    async getAuditActors() {
      return unwrap(await client.rpc('audit_actors'));
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
    async deleteVisitorChats(visitorId) {
      return unwrap(await client.rpc('delete_visitor_chats', { p_visitor_id: visitorId }));
    },
    async bulkUpdateCards(changes, kind) {
      const { bulkUpdateCards } = await import('./bulkUpdateCards');
      return bulkUpdateCards(client, changes, kind, swedishHttpError);
    },
    async undoCardChanges(changeSet) {
      const { undoCardChanges } = await import('./bulkUpdateCards');
      return undoCardChanges(client, changeSet, swedishHttpError);
    },
    async uploadImage(file, options) {
      const { uploadImage } = await import('./imageUpload');
      return uploadImage(client, file, options);
    },
    async listImages(params) {
      const { listImages } = await import('./siteImages');
      return listImages(client, params);
    },
    async cleanupImages() {
      const { cleanupImages } = await import('./siteImages');
      return cleanupImages(client);
    },
  };
  const crud = lazyCrud(async () => {
    const [module, ...loaded] = await Promise.all([
      import('./crudProvider'),
      ...callbacks.map((load) => load()),
    ]);
    return module.createCrudProvider({ tables, searches, client, custom, callbacks: loaded });
  });
  return { ...withAdmins(crud, client), ...custom };
}
