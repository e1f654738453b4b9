import type { ComponentType, ReactElement } from 'react';
import type { RaRecord, ResourceCallbacks } from 'react-admin';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../types/database';
import type { SearchRpc } from '../providers/searchRpc';
import type { ReferenceChoices } from '../components/form/referenceChoices';
import type { RaFilter } from '../providers/raFilter';
import type { ListQuery } from '../lib/listQuery';

export type TableName = keyof Database['public']['Tables'];

export interface ResourceViews {
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  recordRepresentation?: string | ReactElement | ((record: RaRecord) => string);
}

/**
 * A count card on the dashboard: the exact number of the table's rows, from a count-only select (the data
 * provider's getCount: HEAD, `Prefer: count=exact`), one request per card and one per badge.
 */
export interface DashboardCard {
  /** Position among the cards (the spec fixes the order). */
  order: number;
  /** i18n key of the title; the resource's plural name when absent. */
  title?: string;
  /** The rows matching this react-admin filter are counted too and shown as a red badge ('3 väntar') when any. */
  badge?: RaFilter;
}

/**
 * Everything the app knows about one resource, exported from its folder's index.ts. Its labels live in
 * src/i18n/sv.ts under `resources.<name>` (react-admin's keys): `name` (singular |||| plural) and `fields`.
 */
export interface ResourceEntry {
  /** Route under /admin and react-admin's resource name. */
  name: string;
  /** Table in the public schema. */
  table: TableName;
  icon: ComponentType;
  views: ResourceViews;
  dashboard?: DashboardCard;
  /**
   * Where it is reached: 'sidebar' (the default; the spec's eleven entries) or 'tools' (the dashboard's Verktyg
   * panel, for resources the spec's sidebar does not list, such as Webbplatstexter).
   */
  menu?: 'sidebar' | 'tools';
  /**
   * Data provider lifecycle callbacks for what the table alone does not hold (join tables, searches), loaded with
   * the CRUD provider on first use (not part of the entry).
   */
  callbacks?: () => Promise<(client: SupabaseClient<Database>) => ResourceCallbacks>;
  /** The list's text search, answered by an admin-only search RPC that uses the trigram index. */
  search?: SearchRpc;
  /** The reference inputs of its form, whose suggestions its list prefetches when idle (issue 24). */
  formReferences?: ReferenceChoices[];
  /**
   * The query its list opens with, when the list's props take it from here: the list opened by URL then asks for
   * its first page while the page is still being drawn (src/resources/usePrefetchFirstList.ts).
   */
  listQuery?: ListQuery;
}
