import type { ResourceCallbacks } from 'react-admin';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../types/database';

type CategoryIds = number[];

/** One order for a card's categories wherever a record is read, so that a list row equals the same card's getOne. */
const sortedIds = (rows: Array<{ category_id: number }> | null | undefined): CategoryIds =>
  (rows ?? []).map((row) => row.category_id).sort((a, b) => a - b);

/** A card row read with its embedded `card_categories(category_id)` as the card's getOne gives it. */
export function withCategoryIds<Row extends object>(row: Row): Row {
  if (!('card_categories' in row)) return row;
  const { card_categories: categories, ...card } = row as Row & {
    card_categories: Array<{ category_id: number }>;
  };
  return { ...card, category_ids: sortedIds(categories) } as Row;
}

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
    // The list's rows carry their categories too (one embedded select, PostgREST resource embedding): react-admin
    // fills the getOne cache from the list's rows, so an opened card's form starts with its whole record, and the
    // form's own getOne then brings the same values instead of resetting the form with category_ids (issue 24).
    beforeGetList: async (params) => {
      const withCategories = {
        ...params,
        meta: { ...params.meta, columns: ['*', 'card_categories(category_id)'] },
      };
      const { category_id: categoryId, ...filter } = (params.filter ?? {}) as Record<string, unknown>;
      if (categoryId === undefined || categoryId === null || categoryId === '')
        return { ...withCategories, filter };
      const { data, error } = await client
        .from('card_categories')
        .select('card_id')
        .eq('category_id', Number(categoryId));
      if (error) throw error;
      const ids = (data ?? []).map((row) => row.card_id);
      return {
        ...withCategories,
        filter: { ...filter, 'id@in': `(${ids.length ? ids.join(',') : '-1'})` },
      };
    },
    // The search RPC's rows have no embedding: they are left as they come.
    afterGetList: async (result) => ({
      ...result,
      data: result.data.map(withCategoryIds),
    }),
    afterGetOne: async (result) => {
      const { data } = await client
        .from('card_categories')
        .select('category_id')
        .eq('card_id', result.data.id);
      return {
        ...result,
        data: { ...result.data, category_ids: sortedIds(data) },
      };
    },
    beforeCreate: async (params) => ({ ...params, data: take(params.data) }),
    afterCreate: async (result) => {
      await sync(result.data.id);
      return result;
    },
  };
}
