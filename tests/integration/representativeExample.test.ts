import { describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Stack } from '../../supabase/local/stack.ts';
import { computeExample, exampleMismatches } from '../../src/resources/cards/exampleFigures.ts';
import { BACKEND } from './backends.ts';
import { signedIn } from './personas.ts';
import { withTestStack } from './stack-fixture.ts';
import { ADMIN } from '../helpers.ts';
import { seededRandom } from '../seededRandom.ts';
import { expectCardAccepted } from './card-edits.ts';
import {
  EXAMPLE_TERM_COLUMNS,
  EXAMPLE_TERMS,
  randomTerms,
  SEED_CARD_BASICS,
  type TermBounds,
} from '../exampleCard.ts';

describe(`the database checks a published card's representative example (${BACKEND})`, () => {
  let stack: Stack;
  let admin: SupabaseClient;

  withTestStack(async (started) => {
    stack = started;
    admin = await signedIn(stack, ADMIN.email);
  });

  const terms = EXAMPLE_TERMS;
  const figures = computeExample(terms);
  const consistent = {
    name: 'Räknekort',
    slug: 'raknekort',
    ...SEED_CARD_BASICS,
    ...EXAMPLE_TERM_COLUMNS,
    nominal_rate_max: terms.nominalRate,
    effective_rate: Math.round(figures.effectiveRate! * 100) / 100,
    example_total_payable: Math.round(figures.totalPayable),
    example_monthly_payment: Math.round(figures.monthlyPayment),
    example_updated_on: '2026-11-01',
    is_published: true,
  };
  const auditRows = async () =>
    Number((await stack.sql.query<{ n: string }>('select count(*) as n from public.audit_log')).rows[0].n);

  it('accepts a published card whose example is the computed one, through PostgREST as an admin', async () => {
    await expectCardAccepted(admin, consistent);
  });

  it.each([
    [{ effective_rate: 5 }, 'credit_cards_effective_rate_consistent'],
    [{ effective_rate: consistent.effective_rate + 0.15 }, 'credit_cards_effective_rate_consistent'],
    [{ example_total_payable: 25000 }, 'credit_cards_example_total_payable_consistent'],
    [
      { example_total_payable: consistent.example_total_payable + 2 },
      'credit_cards_example_total_payable_consistent',
    ],
    [{ example_monthly_payment: 50 }, 'credit_cards_example_monthly_payment_consistent'],
    // a fee changes both the total and the rate: the first check PostgreSQL evaluates names itself
    [{ annual_fee: 595 }, /credit_cards_(effective_rate|example_total_payable)_consistent/],
    [{ setup_fee: 30000 }, /credit_cards_(effective_rate|example_total_payable)_consistent/],
  ])(
    'refuses a published card with %o (%s) and writes nothing',
    async (change, constraint: string | RegExp) => {
      const before = await auditRows();
      const { error } = await admin.from('credit_cards').insert({ ...consistent, ...change });
      expect(error?.code).toBe('23514');
      expect(error?.message).toMatch(constraint);
      expect(await auditRows()).toBe(before);
      const { count } = await admin
        .from('credit_cards')
        .select('id', { count: 'exact', head: true })
        .eq('slug', consistent.slug);
      expect(count).toBe(0);
    },
  );

  it('refuses an API update that makes a seeded published card inconsistent, and keeps the row', async () => {
    const { data: card } = await admin
      .from('credit_cards')
      .select('id, annual_fee, effective_rate')
      .eq('is_published', true)
      .limit(1)
      .single();
    const { error } = await admin
      .from('credit_cards')
      .update({ annual_fee: card!.annual_fee + 500 })
      .eq('id', card!.id);
    expect(error?.code).toBe('23514');
    const { data: after } = await admin.from('credit_cards').select('annual_fee').eq('id', card!.id).single();
    expect(after!.annual_fee).toBe(card!.annual_fee);
  });

  it('holds the rule for the service role too (scripts), with the constraint, not a permission error', async () => {
    const service = createClient(stack.url, stack.serviceRoleKey, { auth: { persistSession: false } });
    const refused = await service
      .from('credit_cards')
      .insert({ ...consistent, slug: 'skript-kort', effective_rate: 5 });
    expect(refused.error?.message).toContain('credit_cards_effective_rate_consistent');
    await expectCardAccepted(service, { ...consistent, slug: 'skript-kort' });
  });

  it('lets a draft hold an unfinished example', async () => {
    const { data, error } = await admin
      .from('credit_cards')
      .insert({ ...consistent, slug: 'utkast-kort', is_published: false, effective_rate: 5 })
      .select('id')
      .single();
    expect(error).toBeNull();
    const { error: publish } = await admin
      .from('credit_cards')
      .update({ is_published: true })
      .eq('id', data!.id);
    expect(publish?.message).toContain('credit_cards_effective_rate_consistent');
    await admin.from('credit_cards').delete().eq('id', data!.id);
  });

  it('holds only consistent published seed cards, by the app’s rule too', async () => {
    const { data } = await admin.from('credit_cards').select('*').eq('is_published', true);
    expect(data!.length).toBeGreaterThan(0);
    for (const card of data!) expect(exampleMismatches(card), card.slug).toEqual({});
  });

  it('computes the same figures in SQL as in TypeScript on 300 random examples', async () => {
    const next = seededRandom(2023_2225);
    const bounds: TermBounds = { credit: [1000, 201_000], months: 360, rate: 40, fees: [1000, 60, 2000] };
    const cases = Array.from({ length: 300 }, () => randomTerms(next, bounds));
    const { rows } = await stack.sql.query<{ m: number; t: number; r: number | null }>(
      `select private.card_example_monthly_payment(a, n, r, i) as m,
              private.card_example_total_payable(a, n, r, s, i, y) as t,
              private.card_example_effective_rate(a, n, r, s, i, y) as r
         from jsonb_to_recordset($1::jsonb)
           as c(a double precision, n integer, r double precision, s double precision, i double precision,
                y double precision, k integer)
        order by k`,
      [
        JSON.stringify(
          cases.map((c, k) => ({
            a: c.creditAmount,
            n: c.termMonths,
            r: c.nominalRate,
            s: c.setupFee,
            i: c.invoiceFee,
            y: c.annualFee,
            k,
          })),
        ),
      ],
    );
    expect(rows).toHaveLength(cases.length);
    cases.forEach((c, k) => {
      const ts = computeExample(c);
      const sql = rows[k];
      expect(Number(sql.m), JSON.stringify(c)).toBeCloseTo(ts.monthlyPayment, 6);
      expect(Number(sql.t), JSON.stringify(c)).toBeCloseTo(ts.totalPayable, 5);
      if (ts.effectiveRate === null) expect(sql.r, JSON.stringify(c)).toBeNull();
      else expect(Number(sql.r), JSON.stringify(c)).toBeCloseTo(ts.effectiveRate, 6);
    });
  });
});
