import type { SortPayload } from 'react-admin';

/** A list's opening query: react-admin's `sort`, `filterDefaultValues`, `perPage` and `queryOptions.meta`. */
export interface ListQuery {
  sort: SortPayload;
  filter: Record<string, unknown>;
  perPage?: number;
  meta?: Record<string, unknown>;
}
