import { describe, expect, it } from 'vitest';
import type { GetListParams, GetListResult } from 'react-admin';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../src/types/database';
import { cardCategoriesCallbacks } from '../../src/providers/cardCategoriesCallbacks';

// react-admin types each callback as one function or an array of them; these are single functions.
type Single<T> = (value: T, dataProvider: never) => Promise<T>;
const callbacks = cardCategoriesCallbacks({} as SupabaseClient<Database>) as unknown as {
  beforeGetList: Single<GetListParams>;
  afterGetList: Single<GetListResult>;
};
const params = (meta?: object): GetListParams => ({
  pagination: { page: 1, perPage: 10 },
  sort: { field: 'sort_rank', order: 'ASC' },
  filter: {},
  meta,
});
const before = (p: GetListParams) => callbacks.beforeGetList(p, {} as never);
const after = (result: GetListResult) => callbacks.afterGetList(result, {} as never);

describe('the cards list’s bank and network names in its own select (react-admin’s meta.prefetch, issue 36)', () => {
  it('embeds the bank and the network beside the categories, and does not pass `prefetch` on', async () => {
    const sent = await before(params({ prefetch: ['banks', 'networks', 'unknown'], other: 1 }));
    expect(sent.meta).toEqual({
      other: 1,
      columns: [
        '*',
        'card_categories(category_id)',
        'prefetched_bank:banks(*)',
        'prefetched_network:networks(*)',
      ],
    });
  });

  it('a list without the prefetch embeds only the categories', async () => {
    expect((await before(params())).meta).toEqual({ columns: ['*', 'card_categories(category_id)'] });
  });

  it('returns each bank and network once, in row order, and the rows without them', async () => {
    const bank = (id: number) => ({ id, name: `Bank ${id}` });
    const network = (id: number) => ({ id, name: `Nät ${id}` });
    const result = await after({
      data: [
        {
          id: 1,
          bank_id: 7,
          network_id: 2,
          card_categories: [{ category_id: 3 }, { category_id: 1 }],
          prefetched_bank: bank(7),
          prefetched_network: network(2),
        },
        {
          id: 2,
          bank_id: 5,
          network_id: null,
          card_categories: [],
          prefetched_bank: bank(5),
          prefetched_network: null,
        },
        {
          id: 3,
          bank_id: 7,
          network_id: 2,
          card_categories: [],
          prefetched_bank: bank(7),
          prefetched_network: network(2),
        },
      ],
      total: 3,
    });
    expect(result.data).toEqual([
      { id: 1, bank_id: 7, network_id: 2, category_ids: [1, 3] },
      { id: 2, bank_id: 5, network_id: null, category_ids: [] },
      { id: 3, bank_id: 7, network_id: 2, category_ids: [] },
    ]);
    expect(result.meta).toEqual({
      prefetched: { banks: [bank(7), bank(5)], networks: [network(2)] },
    });
  });

  it('leaves the search RPC’s rows (no embedding) without prefetched records', async () => {
    const result = await after({ data: [{ id: 1, bank_id: 7 }], total: 1 });
    expect(result.data).toEqual([{ id: 1, bank_id: 7 }]);
    expect(result.meta).toBeUndefined();
  });
});
