import type { RaRecord, ResourceCallbacks } from 'react-admin';
import { withCategoryIds } from './cardCategoriesCallbacks';

/** The alias of the reviews' embedded cards (PostgREST resource embedding over reviews.card_id). */
const EMBEDDED = 'prefetched_card';

/**
 * react-admin's relationship prefetching (ra-core 5 `meta.prefetch`, documented as "Prefetching Relationships")
 * for the reviews' cards: a reviews list that asks for `meta: { prefetch: ['cards'] }` gets each row's card in the
 * same select and returns them as `meta.prefetched.cards`; react-admin puts them in its cache (getOne of each card,
 * getMany of all of them in row order, which the rows' ReferenceFields then read), so the card names come without
 * a second request after the rows (issue 36). The cards are whole records, as the card's getOne gives them (its
 * categories included), because react-admin's cache holds them as the cards' getOne. The search RPC's rows have no
 * embedding: their ReferenceFields ask for the names as before. ra-data-postgrest's own `meta.prefetch` embeds by the
 * route's name (`cards(*)`, no table) and without the card's categories, so the callback takes it over.
 */
export function reviewCardsCallbacks(): ResourceCallbacks {
  return {
    resource: 'reviews',
    beforeGetList: async (params) => {
      const { prefetch, ...meta } = (params.meta ?? {}) as { prefetch?: string[] };
      if (!prefetch?.includes('cards')) return params;
      // Not passed on: ra-data-postgrest would embed `cards(*)` by the route's name, which is no table.
      const columns = ['*', `${EMBEDDED}:credit_cards(*,card_categories(category_id))`];
      return { ...params, meta: { ...meta, columns } };
    },
    afterGetList: async (result) => {
      if (!result.data.some((row) => EMBEDDED in row)) return result;
      const cards = new Map<string, RaRecord>();
      const data = result.data.map((row) => {
        const { [EMBEDDED]: card, ...review } = row as RaRecord & { [EMBEDDED]?: RaRecord | null };
        if (card && !cards.has(String(card.id))) cards.set(String(card.id), withCategoryIds(card));
        return review as RaRecord;
      });
      const prefetched = {
        ...(result.meta as { prefetched?: object } | undefined)?.prefetched,
        cards: [...cards.values()],
      };
      return { ...result, data, meta: { ...result.meta, prefetched } };
    },
  };
}
