import { parseFilters } from '@raphiniert/ra-data-postgrest/esm/urlBuilder';

/** A react-admin list filter: `{ status: 'pending', 'published_at@gte': '…' }` (ra-data-postgrest's syntax). */
export type RaFilter = Record<string, unknown>;

/** The part of supabase-js's filter builder a filter needs. */
interface Filterable<Q> {
  filter(column: string, operator: string, value: unknown): Q;
  or(filters: string): Q;
}

/**
 * Applies a react-admin filter to a supabase-js query through ra-data-postgrest's own parser (the one ra-supabase's
 * getList uses), so a count and the list it links to read the same filter the same way.
 */
export function applyRaFilter<Q extends Filterable<Q>>(query: Q, filter: RaFilter = {}): Q {
  const parsed = parseFilters({ filter, meta: {} } as never, 'eq').filter as Record<
    string,
    string | string[]
  >;
  let result = query;
  for (const [column, expressions] of Object.entries(parsed)) {
    for (const expression of [expressions].flat()) {
      if (column === 'or') {
        result = result.or(expression.replace(/^\(|\)$/g, ''));
        continue;
      }
      const dot = expression.indexOf('.');
      result = result.filter(column, expression.slice(0, dot), expression.slice(dot + 1));
    }
  }
  return result;
}
