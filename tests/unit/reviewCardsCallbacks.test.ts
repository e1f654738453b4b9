import { describe, expect, it } from 'vitest';
import type { GetListParams, GetListResult } from 'react-admin';
import { reviewCardsCallbacks } from '../../src/providers/reviewCardsCallbacks';

// react-admin types each callback as one function or an array of them; these are single functions.
type Single<T> = (value: T, dataProvider: never) => Promise<T>;
const callbacks = reviewCardsCallbacks() as unknown as {
  beforeGetList: Single<GetListParams>;
  afterGetList: Single<GetListResult>;
};
const params = (meta?: object): GetListParams => ({
  pagination: { page: 1, perPage: 10 },
  sort: { field: 'created_at', order: 'DESC' },
  filter: { status: 'pending' },
  meta,
});
const before = (p: GetListParams) => callbacks.beforeGetList(p, {} as never);
const after = (result: GetListResult) => callbacks.afterGetList(result, {} as never);

describe('the reviews list’s cards in its own select (react-admin’s meta.prefetch, issue 36)', () => {
  it('embeds the whole card with its categories, and does not pass `prefetch` on to ra-data-postgrest', async () => {
    const sent = await before(params({ prefetch: ['cards'], other: 1 }));
    expect(sent.meta).toEqual({
      other: 1,
      columns: ['*', 'prefetched_card:credit_cards(*,card_categories(category_id))'],
    });
  });

  it('leaves a list without the prefetch as it is', async () => {
    const plain = params();
    expect(await before(plain)).toBe(plain);
  });

  it('returns the cards once each, in row order, as the card getOne gives them, and rows without them', async () => {
    const card = (id: number, categories: number[]) => ({
      id,
      name: `Kort ${id}`,
      card_categories: categories.map((category_id) => ({ category_id })),
    });
    const result = await after({
      data: [
        { id: 1, card_id: 24, prefetched_card: card(24, [3, 1]) },
        { id: 2, card_id: 22, prefetched_card: card(22, []) },
        { id: 3, card_id: 24, prefetched_card: card(24, [3, 1]) },
      ],
      total: 3,
    });
    expect(result.data).toEqual([
      { id: 1, card_id: 24 },
      { id: 2, card_id: 22 },
      { id: 3, card_id: 24 },
    ]);
    expect(result.meta).toEqual({
      prefetched: {
        cards: [
          { id: 24, name: 'Kort 24', category_ids: [1, 3] },
          { id: 22, name: 'Kort 22', category_ids: [] },
        ],
      },
    });
  });

  it('leaves the search RPC’s rows (no embedding) as they come', async () => {
    const rows = { data: [{ id: 1, card_id: 24 }], total: 1 };
    expect(await after(rows)).toBe(rows);
  });
});
