import type { ResourceCallbacks } from 'react-admin';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../types/database';

type CategoryIds = number[];

/**
 * Cards carry `category_ids` in forms; the database keeps them in the card_categories join table. A new card's
 * categories are added after it; an edited card's are saved with it by save_card (../../providers/conditionalWrites).
 */
export function cardCategoriesCallbacks(client: SupabaseClient<Database>): ResourceCallbacks {
  let pending: CategoryIds | undefined;
  const take = (data: Record<string, unknown>) => {
    pending = Array.isArray(data.category_ids) ? data.category_ids.map(Number) : undefined;
    const rest = { ...data };
    delete rest.category_ids;
    return rest;
  };
  const sync = async (cardId: number) => {
    if (pending === undefined) return;
    const ids = pending;
    pending = undefined;
    const removed = await client.from('card_categories').delete().eq('card_id', cardId);
    if (removed.error) throw removed.error;
    if (ids.length) {
      const added = await client
        .from('card_categories')
        .insert(ids.map((categoryId) => ({ card_id: cardId, category_id: categoryId })));
      if (added.error) throw added.error;
    }
  };
  return {
    resource: 'cards',
    // The list's category filter: the join table gives the card ids, PostgREST filters on them.
    beforeGetList: async (params) => {
      const { category_id: categoryId, ...filter } = (params.filter ?? {}) as Record<string, unknown>;
      if (categoryId === undefined || categoryId === null || categoryId === '') return { ...params, filter };
      const { data, error } = await client
        .from('card_categories')
        .select('card_id')
        .eq('category_id', Number(categoryId));
      if (error) throw error;
      const ids = (data ?? []).map((row) => row.card_id);
      return { ...params, filter: { ...filter, 'id@in': `(${ids.length ? ids.join(',') : '-1'})` } };
    },
    afterGetOne: async (result) => {
      const { data } = await client
        .from('card_categories')
        .select('category_id')
        .eq('card_id', result.data.id);
      return {
        ...result,
        data: { ...result.data, category_ids: (data ?? []).map((row) => row.category_id) },
      };
    },
    beforeCreate: async (params) => ({ ...params, data: take(params.data) }),
    afterCreate: async (result) => {
      await sync(result.data.id);
      return result;
    },
  };
}
