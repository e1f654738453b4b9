/** One page of a list: its rows and, when known, the number of rows the query matches. */
export interface Page<T> {
  data: T[];
  total?: number;
}

/**
 * Every row of a list, a page at a time: PostgREST answers at most `db-max-rows` (1,000 on Supabase) rows per
 * request, so a single request for more silently stops there. Pages until a short page, the total, or `limit`;
 * `complete` says whether every row came.
 */
export async function fetchAllPages<T>(
  getPage: (page: number, perPage: number) => Promise<Page<T>>,
  { perPage = 1000, limit = 200_000 }: { perPage?: number; limit?: number } = {},
): Promise<{ rows: T[]; complete: boolean }> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const { data, total } = await getPage(page, perPage);
    rows.push(...data);
    const done = data.length < perPage || (total !== undefined && rows.length >= total);
    if (done) return { rows, complete: true };
    if (rows.length >= limit) return { rows, complete: false };
  }
}
