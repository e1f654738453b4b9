import type { DataProvider } from 'react-admin';

/** A list search that goes to an admin-only search RPC instead of an `ilike` filter on the table. */
export interface SearchRpc {
  /** The list filter the search box writes, e.g. 'body@ilike' or 'q'. */
  filter: string;
  /** Function in the public schema taking `p_query` and returning rows of the resource's table. */
  rpc: string;
}

/**
 * Under row-level security PostgreSQL cannot use a trigram index for `ilike` (the operator is not leakproof),
 * so a text search on the table scans it. The search RPCs (supabase/migrations, "Admin text search") run the
 * search with the index; PostgREST still applies the list's other filters, order, page and count to their rows.
 */
export function withSearchRpcs(provider: DataProvider, searches: Record<string, SearchRpc>): DataProvider {
  return {
    ...provider,
    getList: (resource, params) => {
      const search = searches[resource];
      if (!search) return provider.getList(resource, params);
      const { [search.filter]: query, ...filter } = (params.filter ?? {}) as Record<string, unknown>;
      if (typeof query !== 'string' || !query.trim())
        return provider.getList(resource, { ...params, filter });
      // ra-data-postgrest writes a key with an empty operator ('p_query@') as a plain RPC argument.
      return provider.getList(`rpc/${search.rpc}`, {
        ...params,
        filter: { ...filter, 'p_query@': query.trim() },
      });
    },
  };
}
