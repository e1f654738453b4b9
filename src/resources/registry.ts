import type { ResourceCallbacks } from 'react-admin';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../types/database';
import type { SearchRpc } from '../providers/searchRpc';
import type { DashboardCard, ResourceEntry } from './types';
import { cardsResource } from './cards';
import { banksResource } from './banks';
import { networksResource } from './networks';
import { categoriesResource } from './categories';
import { reviewsResource } from './reviews';
import { inquiriesResource } from './inquiries';
import { chatsResource } from './chats';
import { cookiesResource } from './cookies';
import { newsResource } from './news';
import { blogResource } from './blog';
import { siteTextsResource } from './texts';
import { referenceRatesResource } from './reference_rates';
import { creditRuleSetsResource } from './credit_rule_sets';
import { proposalsResource } from './proposals';

export type { ResourceEntry } from './types';

/** The single list of what the back office manages, in menu order: it feeds the <Resource>s, the menu,
 * the dashboard and the route → table mapping. */
export const resourceRegistry: ResourceEntry[] = [
  cardsResource,
  banksResource,
  networksResource,
  categoriesResource,
  reviewsResource,
  inquiriesResource,
  chatsResource,
  cookiesResource,
  newsResource,
  blogResource,
  siteTextsResource,
  referenceRatesResource,
  creditRuleSetsResource,
  proposalsResource,
];

export function tablesOf(registry: ResourceEntry[]): Record<string, string> {
  return Object.fromEntries(registry.map((entry) => [entry.name, entry.table]));
}

/** Each resource's lifecycle callbacks, as loaders the data provider calls when it loads its CRUD methods. */
export function callbacksOf(
  registry: ResourceEntry[],
  client: SupabaseClient<Database>,
): Array<() => Promise<ResourceCallbacks>> {
  return registry.flatMap(({ callbacks }) =>
    callbacks ? [() => callbacks().then((make) => make(client))] : [],
  );
}

export function searchesOf(registry: ResourceEntry[]): Record<string, SearchRpc> {
  return Object.fromEntries(registry.flatMap((entry) => (entry.search ? [[entry.name, entry.search]] : [])));
}

export interface DashboardCardEntry extends DashboardCard {
  resource: string;
}

export function dashboardCardsOf(registry: ResourceEntry[]): DashboardCardEntry[] {
  return registry
    .flatMap((entry) => (entry.dashboard ? [{ ...entry.dashboard, resource: entry.name }] : []))
    .sort((a, b) => a.order - b.order);
}
