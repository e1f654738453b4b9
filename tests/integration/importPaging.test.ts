import { describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { DataProvider } from 'react-admin';
import type { Stack } from '../../supabase/local/stack.ts';
import { BACKEND } from './backends.ts';
import { adminDataProvider } from './admin-provider.ts';
import { withTestStack } from './stack-fixture.ts';
import { fetchBankCards } from '../../src/resources/cards/import/bankCards.ts';
import {
  decodePriceList,
  guessMapping,
  parsePriceList,
  previewImport,
} from '../../src/resources/cards/import/priceList.ts';
import { changesToWrite, type CardRecord } from '../../src/resources/cards/bulk/bulkOperations.ts';
import { bulkUpdateCards } from '../../src/providers/bulkUpdateCards.ts';

const CARDS = 1_200;

// Issue 23: the price-list import matches every card of a bank, also past PostgREST's 1,000 rows a request.
describe(`price-list import of a bank with ${CARDS} cards (${BACKEND})`, () => {
  let stack: Stack;
  let admin: SupabaseClient;
  let provider: DataProvider;
  let bankId: number;

  withTestStack(
    async (started) => {
      stack = started;
      bankId = (
        await stack.sql.query<{ id: number }>(
          `insert into public.banks (name, slug, is_active) values ('Storbanken', 'storbanken', true) returning id::int`,
        )
      ).rows[0].id;
      // CARDS published cards, each with seed card 1's consistent representative example.
      await stack.sql.query(
        `insert into public.credit_cards (name, slug, bank_id, network_id, min_age, annual_fee, setup_fee, invoice_fee,
         extra_card_fee, nominal_rate_min, nominal_rate_max, effective_rate, example_credit_amount,
         example_term_months, example_total_payable, example_monthly_payment, example_updated_on, rate_type,
         credit_warning, is_published)
       select 'Storbankskort ' || g, 'storbank-' || g, $1, c.network_id, c.min_age, c.annual_fee, c.setup_fee,
              c.invoice_fee, 100, c.nominal_rate_min, c.nominal_rate_max, c.effective_rate, c.example_credit_amount,
              c.example_term_months, c.example_total_payable, c.example_monthly_payment, c.example_updated_on,
              c.rate_type, c.credit_warning, true
         from public.credit_cards c, generate_series(1, ${CARDS}) g where c.id = 1`,
        [bankId],
      );
      ({ admin, provider } = await adminDataProvider(stack));
    },
    {},
    120_000,
  );

  it('matches rows by slug and by name beyond the first 1,000 cards and writes them', async () => {
    const file = parsePriceList(
      decodePriceList(
        new TextEncoder().encode(
          'Slug;Namn;Extrakort\r\nstorbank-1150;;105\r\n;Storbankskort 1199;110\r\nstorbank-3;;103\r\n',
        ),
      ),
    );
    const mapping = guessMapping(file.columns);

    // What the dialog did before: one request, which PostgREST stops at 1,000 cards; the late rows are refused.
    const single = await provider.getList<CardRecord>('credit_cards', {
      filter: { bank_id: bankId },
      sort: { field: 'id', order: 'ASC' },
      pagination: { page: 1, perPage: 10_000 },
    });
    expect(single.data).toHaveLength(1_000);
    const partial = previewImport(file, mapping, single.data);
    expect(partial.filter((row) => Object.keys(row.errors).length > 0)).toHaveLength(2);

    const cards = await fetchBankCards(provider, bankId, 'credit_cards');
    expect(cards).toHaveLength(CARDS);
    expect(new Set(cards.map((card) => card.id)).size).toBe(CARDS);
    const rows = previewImport(file, mapping, cards);
    expect(rows.map((row) => row.errors)).toEqual([{}, {}, {}]);
    expect(rows.map((row) => row.changes)).toEqual([
      [{ field: 'extra_card_fee', from: 100, to: 105 }],
      [{ field: 'extra_card_fee', from: 100, to: 110 }],
      [{ field: 'extra_card_fee', from: 100, to: 103 }],
    ]);

    const written = await bulkUpdateCards(admin as never, changesToWrite(rows), 'import', async (error) => {
      throw new Error(error.message);
    });
    expect(written.count).toBe(3);
    const { rows: stored } = await stack.sql.query<{ slug: string; extra_card_fee: number }>(
      `select slug, extra_card_fee from public.credit_cards where bank_id = $1 and extra_card_fee <> 100 order by slug`,
      [bankId],
    );
    expect(stored).toEqual([
      { slug: 'storbank-1150', extra_card_fee: 105 },
      { slug: 'storbank-1199', extra_card_fee: 110 },
      { slug: 'storbank-3', extra_card_fee: 103 },
    ]);
  });
});
