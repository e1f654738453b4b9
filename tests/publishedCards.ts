// Ten published cards of a bank of their own, each with a consistent representative example: the cards of issue
// 31's "5 % annual-fee rise on 10 published cards", shared by its integration and browser tests.
import type { SupabaseClient } from '@supabase/supabase-js';
import { recomputedFigures } from '../src/resources/cards/recomputeExample';

export interface PublishedCard {
  id: number;
  version: number;
  name: string;
  slug: string;
  annual_fee: number;
  effective_rate: number;
  example_total_payable: number;
  example_monthly_payment: number;
  example_updated_on: string;
}

export const PUBLISHED_COLUMNS =
  'id, version, name, slug, annual_fee, effective_rate, example_total_payable, example_monthly_payment, example_updated_on';

/** A bank named `prefix` (lower-case letters, digits and hyphens) with `count` published cards, fees 150, 175 … kr. */
export async function createPublishedCards(
  client: SupabaseClient,
  prefix: string,
  count = 10,
): Promise<{ bankId: number; bankName: string; cards: PublishedCard[] }> {
  const bankName = `Bank ${prefix}`;
  const bank = await client.from('banks').insert({ name: bankName, slug: prefix }).select('id').single();
  if (bank.error) throw new Error(bank.error.message);
  const bankId = (bank.data as { id: number }).id;
  const rows = Array.from({ length: count }, (_, index) => {
    const terms = {
      annual_fee: 150 + 25 * index,
      invoice_fee: index % 3 === 0 ? 0 : 29,
      setup_fee: 0,
      nominal_rate_min: 14.5 + index / 10,
      example_credit_amount: 20000,
      example_term_months: 12,
    };
    return {
      name: `Avgiftskort ${prefix} ${index + 1}`,
      slug: `${prefix}-${index + 1}`,
      bank_id: bankId,
      network_id: 1,
      ...terms,
      nominal_rate_max: terms.nominal_rate_min,
      ...recomputedFigures(terms)!,
      example_updated_on: '2026-11-01',
      rate_type: 'variable',
      credit_warning: 'Att låna pengar kostar pengar.',
      is_published: true,
      // Last in the cards list's default order, so that tests picking the first seeded cards still find them.
      sort_rank: 10000 + index,
    };
  });
  const cards = await client.from('credit_cards').insert(rows).select(PUBLISHED_COLUMNS).order('id');
  if (cards.error) throw new Error(cards.error.message);
  return { bankId, bankName, cards: cards.data as unknown as PublishedCard[] };
}

/** Removes what createPublishedCards made. */
export async function removePublishedCards(client: SupabaseClient, bankId: number): Promise<void> {
  await client.from('credit_cards').delete().eq('bank_id', bankId);
  await client.from('banks').delete().eq('id', bankId);
}
