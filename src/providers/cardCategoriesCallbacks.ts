import type { RaRecord, ResourceCallbacks } from 'react-admin';
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

/** The rows' bank and network, embedded under these aliases when the list asks for them (meta.prefetch). */
const EMBEDDED = { banks: 'prefetched_bank:banks(*)', networks: 'prefetched_network:networks(*)' } as const;
const ALIAS = { banks: 'prefetched_bank', networks: 'prefetched_network' } as const;
type Prefetchable = keyof typeof EMBEDDED;
const isPrefetchable = (name: string): name is Prefetchable => name in EMBEDDED;

/**
 * react-admin's relationship prefetching (ra-core 5 `meta.prefetch`, "Prefetching Relationships") for the cards
 * list's bank and network names, as reviewCardsCallbacks does for the reviews' cards: the rows' select embeds them
 * (PostgREST resource embedding over bank_id and network_id) and they are returned as `meta.prefetched.banks` and
 * `.networks`, which react-admin puts in its getOne and getMany caches for the rows' ReferenceFields. Without it the
 * names came in two more requests after the rows had rendered (~2.2 s later on a throttled tablet, issue 36).
 */
function takePrefetched(result: { data: RaRecord[]; meta?: unknown }, names: Prefetchable[]) {
  const found = new Map<Prefetchable, Map<string, RaRecord>>(names.map((name) => [name, new Map()]));
  const data = result.data.map((row) => {
    const card = { ...row } as Record<string, unknown>;
    for (const name of names) {
      const embedded = card[ALIAS[name]] as RaRecord | null | undefined;
      delete card[ALIAS[name]];
      if (embedded) found.get(name)!.set(String(embedded.id), embedded);
    }
    return card as RaRecord;
  });
  const prefetched: Record<string, RaRecord[]> = {
    ...(result.meta as { prefetched?: Record<string, RaRecord[]> } | undefined)?.prefetched,
  };
  for (const [name, records] of found) prefetched[name] = [...records.values()];
  return { data, meta: { ...(result.meta as object | undefined), prefetched } };
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
      // Not passed on: ra-data-postgrest would embed `banks(*)` itself, without the alias the rows are cleaned by.
      const { prefetch, ...meta } = (params.meta ?? {}) as { prefetch?: string[] };
      const embedded = (prefetch ?? []).filter(isPrefetchable).map((name) => EMBEDDED[name]);
      const withCategories = {
        ...params,
        meta: { ...meta, columns: ['*', 'card_categories(category_id)', ...embedded] },
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
    afterGetList: async (result) => {
      const names = (Object.keys(ALIAS) as Prefetchable[]).filter((name) =>
        result.data.some((row) => ALIAS[name] in row),
      );
      const cleaned = names.length ? { ...result, ...takePrefetched(result, names) } : result;
      return { ...cleaned, data: cleaned.data.map(withCategoryIds) };
    },
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
