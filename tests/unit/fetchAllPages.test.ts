import { describe, expect, it } from 'vitest';
import { fetchAllPages } from '../../src/lib/fetchAllPages';

/** A table of `size` rows served like PostgREST with db-max-rows = 1000: never more than 1,000 rows an answer. */
function table(size: number, withTotal = true) {
  const rows = Array.from({ length: size }, (_, id) => ({ id }));
  const requests: number[] = [];
  const getPage = async (page: number, perPage: number) => {
    requests.push(page);
    const start = (page - 1) * perPage;
    const data = rows.slice(start, start + Math.min(perPage, 1000));
    return withTotal ? { data, total: size } : { data };
  };
  return { getPage, requests };
}

describe('fetchAllPages (export beyond 1,000 rows)', () => {
  it('reads all 2,345 rows of a table whose server answers at most 1,000 at a time', async () => {
    const { getPage, requests } = table(2345);
    const { rows, complete } = await fetchAllPages(getPage);
    expect(rows).toHaveLength(2345);
    expect(new Set(rows.map((r) => r.id)).size).toBe(2345);
    expect(complete).toBe(true);
    expect(requests).toEqual([1, 2, 3]);
  });

  it('stops on a short page when the total is unknown, and at exactly 1,000 rows asks once more', async () => {
    expect((await fetchAllPages(table(1001, false).getPage)).rows).toHaveLength(1001);
    const exact = table(1000, false);
    expect((await fetchAllPages(exact.getPage)).rows).toHaveLength(1000);
    expect(exact.requests).toEqual([1, 2]);
  });

  it('says it stopped when the limit is reached', async () => {
    const { rows, complete } = await fetchAllPages(table(5000).getPage, { limit: 2000 });
    expect(rows).toHaveLength(2000);
    expect(complete).toBe(false);
  });
});
