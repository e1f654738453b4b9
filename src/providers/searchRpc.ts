import { HttpError, type DataProvider, type GetListResult, type RaRecord } from 'react-admin';
import type { SupabaseClient } from '@supabase/supabase-js';
import { toSwedishError } from './databaseErrors';

/** A list search that goes to an admin-only search RPC instead of an `ilike` filter on the table. */
export interface SearchRpc {
  /** The list filter the search box writes, e.g. 'body@ilike' or 'q'. */
  filter: string;
  /**
   * Function in the public schema taking (p_query, p_filter, p_sort, p_order, p_limit, p_offset) and answering
   * `{ total, data }`: one page of the table's rows that match every word, with the list's other filters.
   */
  rpc: string;
}

/** What the search page RPCs answer (supabase/migrations/…_search_pages.sql). */
interface SearchPage {
  total: number;
  data: RaRecord[];
}

/**
 * Under row-level security PostgreSQL cannot use a trigram index for `ilike` (the operator is not leakproof),
 * so a text search on the table scans it. The search RPCs run the search with the index, and take the list's
 * other filters, order and page themselves: PostgREST would apply those (and count=exact) to an RPC's whole output,
 * fetching and copying every matching row to keep one page (see the migration for the measurements).
 */
export function withSearchRpcs(
  provider: DataProvider,
  searches: Record<string, SearchRpc>,
  client: Pick<SupabaseClient, 'rpc'>,
): DataProvider {
  return {
    ...provider,
    getList: async (resource, params) => {
      const search = searches[resource];
      if (!search) return provider.getList(resource, params);
      const { [search.filter]: query, ...filter } = (params.filter ?? {}) as Record<string, unknown>;
      if (typeof query !== 'string' || !query.trim())
        return provider.getList(resource, { ...params, filter });
      const { page = 1, perPage = 25 } = params.pagination ?? {};
      const { data, error, status } = await client.rpc(search.rpc, {
        p_query: query.trim(),
        p_filter: filter,
        p_sort: params.sort?.field ?? 'id',
        p_order: params.sort?.order ?? 'ASC',
        p_limit: perPage,
        p_offset: (page - 1) * perPage,
      });
      if (error) throw toSwedishError(new HttpError(error.message, status, error));
      const result = data as SearchPage;
      return { data: result.data, total: result.total } as GetListResult;
    },
  };
}
