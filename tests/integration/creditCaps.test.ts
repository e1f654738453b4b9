import { describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Stack } from '../../supabase/local/stack.ts';
import {
  cardCapProblems,
  validOn,
  type CappedCard,
  type CreditRuleSet,
  type ReferenceRate,
} from '../../src/lib/creditCaps.ts';
import { computeExample } from '../../src/resources/cards/exampleFigures.ts';
import { cardRuleProblems, type CardRuleSet, type RuledCard } from '../../src/resources/cards/creditRules.ts';
import { BACKEND } from './backends.ts';
import { signedIn } from './personas.ts';
import { withTestStack } from './stack-fixture.ts';
import { ADMIN } from '../helpers.ts';
import { seededRandom } from '../seededRandom.ts';
import { expectCardAccepted } from './card-edits.ts';
import { SEED_CARD_BASICS } from '../exampleCard.ts';

interface Problem {
  code: string;
  field: string;
}

describe(`the interest and cost caps by date, in SQL and in TypeScript (${BACKEND})`, () => {
  let stack: Stack;
  let admin: SupabaseClient;

  withTestStack(async (started) => {
    stack = started;
    admin = await signedIn(stack, ADMIN.email);
  });

  const rules = async () => {
    const { data: ruleSets, error } = await admin.from('credit_rule_sets').select('*').order('valid_from');
    expect(error).toBeNull();
    const { data: rates } = await admin.from('reference_rates').select('*').order('valid_from');
    return { ruleSets: ruleSets as CreditRuleSet[], rates: rates as ReferenceRate[] };
  };

  /** private.card_cap_problems for each (card, moment), in order. */
  const sqlProblems = async (cases: Array<{ card: CappedCard; at: string }>): Promise<Problem[][]> => {
    const { rows } = await stack.sql.query<{ problems: Problem[] }>(
      `select coalesce((select jsonb_agg(jsonb_build_object('code', p.code, 'field', p.field, 'message', p.message))
                          from private.card_cap_problems(jsonb_populate_record(null::public.credit_cards, e -> 'card'),
                                                         (e ->> 'at')::timestamptz) p), '[]') as problems
         from jsonb_array_elements($1::jsonb) with ordinality as x (e, k)
        order by k`,
      [JSON.stringify(cases)],
    );
    return rows.map((row) => row.problems);
  };

  it('gives the same answers in SQL as in TypeScript on 500 random cards at random moments 2025–2027', async () => {
    const next = seededRandom(2024_2517);
    const { ruleSets, rates } = await rules();
    const pick = <T>(values: T[]) => values[Math.floor(next() * values.length)];
    const cases = Array.from({ length: 500 }, () => {
      const amount = 1000 + Math.floor(next() * 49_000);
      const cost = pick([amount, amount + 1, Math.floor(next() * 2.2 * amount), Math.round(next() * amount)]);
      const max = pick([22, 23, 22.01, 21.99, Math.round(next() * 4000) / 100, null]);
      const card: CappedCard = {
        nominal_rate_min:
          max === null ? pick([22, 22.01, 30, Math.round(next() * 3000) / 100]) : Math.min(max, 10),
        nominal_rate_max: max,
        example_credit_amount: next() < 0.1 ? null : amount,
        example_total_payable: next() < 0.1 ? null : amount + cost,
      };
      // any moment from 1 Jan 2025 to 1 Jan 2027, a third of them a minute either side of midnight in Stockholm
      const day = Date.UTC(2025, 0, 1) + Math.floor(next() * 730) * 86_400_000;
      const at = new Date(
        next() < 0.33
          ? day - 3_600_000 + pick([-60_000, 60_000]) - (next() < 0.5 ? 3_600_000 : 0)
          : day + next() * 86_400_000,
      ).toISOString();
      return { card, at };
    });
    const sql = await sqlProblems(cases);
    let refused = 0;
    cases.forEach(({ card, at }, k) => {
      const ts = cardCapProblems(card, new Date(at), ruleSets, rates).map(({ code, field }) => ({
        code,
        field,
      }));
      expect(
        sql[k].map(({ code, field }) => ({ code, field })),
        JSON.stringify({ card, at }),
      ).toEqual(ts);
      if (ts.length > 0) refused += 1;
    });
    // the draw reaches both sides of the caps
    expect(refused).toBeGreaterThan(50);
    expect(refused).toBeLessThan(450);
  });

  it('holds only seed cards within the caps', async () => {
    const { ruleSets, rates } = await rules();
    const { data } = await admin.from('credit_cards').select('*').eq('is_published', true);
    expect(data!.length).toBeGreaterThan(0);
    const now = new Date();
    const sql = await sqlProblems(data!.map((card) => ({ card, at: now.toISOString() })));
    data!.forEach((card, k) => {
      expect(sql[k], card.slug).toEqual([]);
      expect(cardCapProblems(card, now, ruleSets, rates), card.slug).toEqual([]);
    });
  });

  /** A published card whose representative example is the computed one (the other publish checks pass). */
  const publishable = (slug: string, terms: Parameters<typeof computeExample>[0]) => {
    const figures = computeExample(terms);
    return {
      name: `Takkort ${slug}`,
      slug,
      ...SEED_CARD_BASICS,
      annual_fee: terms.annualFee,
      setup_fee: terms.setupFee,
      invoice_fee: terms.invoiceFee,
      nominal_rate_min: terms.nominalRate,
      nominal_rate_max: terms.nominalRate,
      example_credit_amount: terms.creditAmount,
      example_term_months: terms.termMonths,
      effective_rate: Math.round(figures.effectiveRate! * 100) / 100,
      example_total_payable: Math.round(figures.totalPayable),
      example_monthly_payment: Math.round(figures.monthlyPayment),
      example_updated_on: '2026-11-01',
      is_published: true,
    };
  };
  const base = { creditAmount: 20000, termMonths: 12, setupFee: 0, invoiceFee: 29, annualFee: 295 };

  it('refuses through supabase-js a published card above the interest cap, with the field and a Swedish reason', async () => {
    const { error } = await admin
      .from('credit_cards')
      .insert({ ...publishable('over-rantetak', { ...base, nominalRate: 22.5 }), nominal_rate_min: 15.9 })
      .select('id');
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain('credit_cards_interest_cap');
    expect(error?.hint).toBe('nominal_rate_max');
    expect(error?.details).toMatch(/Nominella räntan 22,5.* är högre än räntetaket 22,00 %/);
    // at the cap it is allowed, and publishing a draft above it is refused
    const { data: at, error: atCap } = await admin
      .from('credit_cards')
      .insert({ ...publishable('pa-rantetak', { ...base, nominalRate: 22 }) })
      .select('id')
      .single();
    expect(atCap).toBeNull();
    const { data: draft } = await admin
      .from('credit_cards')
      .insert({ ...publishable('utkast-over-tak', { ...base, nominalRate: 25 }), is_published: false })
      .select('id')
      .single();
    const { error: publish } = await admin
      .from('credit_cards')
      .update({ is_published: true })
      .eq('id', draft!.id);
    expect(publish?.message).toContain('credit_cards_interest_cap');
    await admin.from('credit_cards').delete().in('id', [at!.id, draft!.id]);
  });

  it('refuses a published card whose example costs more than the credit, though the example is computed right', async () => {
    const card = publishable('over-kostnadstak', {
      creditAmount: 2000,
      termMonths: 120,
      nominalRate: 21.9,
      setupFee: 0,
      invoiceFee: 29,
      annualFee: 295,
    });
    expect(card.example_total_payable - card.example_credit_amount).toBeGreaterThan(
      card.example_credit_amount,
    );
    const { error } = await admin.from('credit_cards').insert(card);
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain('credit_cards_cost_cap');
    expect(error?.hint).toBe('example_total_payable');
    expect(error?.details).toContain('är högre än kreditbeloppet 2000 kr');
    const service = createClient(stack.url, stack.serviceRoleKey, { auth: { persistSession: false } });
    const scripted = await service.from('credit_cards').insert({ ...card, slug: 'skript-kostnadstak' });
    expect(scripted.error?.message).toContain('credit_cards_cost_cap');
  });

  it('chooses the rule set by the day in Sweden: 19 November 2026 and 20 November 2026 judge differently', async () => {
    const { rows } = await stack.sql.query<{ before: string; after: string; late: string }>(
      `select (private.credit_rule_set_at('2026-11-19T22:59:59Z')).name as before,
              (private.credit_rule_set_at('2026-11-19T23:00:00Z')).name as after,
              (private.credit_rule_set_at('2025-02-28T12:00:00Z')).name as late`,
    );
    expect(rows[0]).toEqual({
      before: 'Räntetak och kostnadstak',
      after: 'Nya konsumentkreditreglerna',
      late: null,
    });
    // an admin lowers the new set's margin to 18 pp: a 21 % card passes on the 19th and is refused on the 20th
    const { ruleSets: seeded } = await rules();
    const newer = seeded.find((set) => set.valid_from === '2026-11-20') as CreditRuleSet & { id: number };
    expect(newer).toBeDefined();
    const { error } = await admin
      .from('credit_rule_sets')
      .update({ interest_margin_pp: 18 })
      .eq('id', newer.id);
    expect(error).toBeNull();
    try {
      const { ruleSets, rates } = await rules();
      const card = {
        nominal_rate_min: 21,
        nominal_rate_max: 21,
        example_credit_amount: 20000,
        example_total_payable: 22000,
      };
      const moments = ['2026-11-19T12:00:00Z', '2026-11-20T12:00:00Z'];
      const sql = await sqlProblems(moments.map((at) => ({ card, at })));
      const ts = moments.map((at) => cardCapProblems(card, new Date(at), ruleSets, rates).map((p) => p.code));
      expect(sql.map((problems) => problems.map((p) => p.code))).toEqual([[], ['interest_cap']]);
      expect(ts).toEqual([[], ['interest_cap']]);
      expect(validOn(ruleSets, '2026-11-19')?.valid_from).toBe('2025-03-01');
    } finally {
      await admin.from('credit_rule_sets').update({ interest_margin_pp: 20 }).eq('id', newer.id);
    }
  });

  it('lets the public read the reference rates and nothing of the rule sets, and write neither', async () => {
    const anon = createClient(stack.url, stack.anonKey, { auth: { persistSession: false } });
    const { data: rates } = await anon
      .from('reference_rates')
      .select('valid_from, rate, source')
      .order('valid_from');
    expect(rates!.map((r) => [r.valid_from, Number(r.rate)])).toEqual([
      ['2025-01-01', 3],
      ['2025-07-01', 2],
      ['2026-01-01', 2],
    ]);
    const { data: sets } = await anon.from('credit_rule_sets').select('id');
    expect(sets ?? []).toEqual([]);
    const { error } = await anon
      .from('reference_rates')
      .insert({ valid_from: '2027-01-01', rate: 1, source: 'x' });
    expect(error).not.toBeNull();
  });
  /** private.card_rule_problems for each (card, moment), in order. */
  const sqlRuleProblems = async (cases: Array<{ card: RuledCard; at: string }>): Promise<Problem[][]> => {
    const { rows } = await stack.sql.query<{ problems: Problem[] }>(
      `select coalesce((select jsonb_agg(jsonb_build_object('code', p.code, 'field', p.field) order by p.k)
                          from private.card_rule_problems(jsonb_populate_record(null::public.credit_cards, e -> 'card'),
                                                          (e ->> 'at')::timestamptz) with ordinality p (code, message, field, k)),
                       '[]') as problems
         from jsonb_array_elements($1::jsonb) with ordinality as x (e, k)
        order by k`,
      [JSON.stringify(cases)],
    );
    return rows.map((row) => row.problems);
  };
  const ruleSets = async () => (await rules()).ruleSets as unknown as CardRuleSet[];

  it('judges a card by the whole rule set the same in SQL as in TypeScript on 600 random cards and moments 2024–2027', async () => {
    const next = seededRandom(2023_2225);
    const sets = await ruleSets();
    const { rates } = await rules();
    const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)];
    const cases = Array.from({ length: 600 }, () => {
      const terms = {
        creditAmount: pick([2000, 10000, 20000, 1000 + Math.floor(next() * 49_000)]),
        termMonths: pick([12, 24, 120, 1 + Math.floor(next() * 360)]),
        nominalRate: pick([15.9, 22, 22.5, Math.round(next() * 3000) / 100]),
        setupFee: pick([0, 0, 195, Math.floor(next() * 500)]),
        invoiceFee: pick([0, 29, 39]),
        annualFee: pick([0, 295, 595, Math.floor(next() * 2000)]),
      };
      const figures = computeExample(terms);
      const drift = () => pick([0, 0, 0, 1, 2, -3]);
      const card: RuledCard = {
        nominal_rate_min: next() < 0.05 ? null : terms.nominalRate,
        nominal_rate_max: pick([null, terms.nominalRate, terms.nominalRate + 3]),
        annual_fee: terms.annualFee,
        setup_fee: terms.setupFee,
        invoice_fee: terms.invoiceFee,
        example_credit_amount: next() < 0.05 ? null : terms.creditAmount,
        example_term_months: terms.termMonths,
        example_total_payable: next() < 0.05 ? null : Math.round(figures.totalPayable) + drift(),
        example_monthly_payment: next() < 0.05 ? null : Math.round(figures.monthlyPayment) + drift(),
        effective_rate:
          next() < 0.05 || figures.effectiveRate === null
            ? null
            : Math.min(99.99, Math.round(figures.effectiveRate * 100) / 100 + pick([0, 0, 0, 0.09, 0.2])),
        example_updated_on: next() < 0.05 ? null : '2026-11-01',
        rate_type: pick([null, 'fixed', 'variable', 'variable']),
        credit_warning: pick([
          null,
          '',
          'Att låna pengar kostar pengar.',
          'Varning!  att låna\tpengar KOSTAR pengar',
          'Att låna kostar',
        ]),
      };
      // a day from 1 Jan 2025 to 1 Jan 2027, often the days around 20 November 2026, at any time of day
      const day =
        next() < 0.3
          ? Date.UTC(2026, 10, 18 + Math.floor(next() * 4))
          : Date.UTC(2025, 0, 1) + Math.floor(next() * 730) * 86_400_000;
      return { card, at: new Date(day - 3_600_000 + next() * 86_400_000).toISOString() };
    });
    const sql = await sqlRuleProblems(cases);
    const codes = new Set<string>();
    cases.forEach(({ card, at }, k) => {
      const ts = cardRuleProblems(card, new Date(at), sets, rates).map(({ code, field }) => ({
        code,
        field,
      }));
      expect(sql[k], JSON.stringify({ card, at })).toEqual(ts);
      ts.forEach(({ code }) => codes.add(code));
    });
    // every rule was broken somewhere in the draw
    expect([...codes].sort()).toEqual([
      'cost_cap',
      'credit_warning_required',
      'effective_rate_consistent',
      'example_monthly_payment_consistent',
      'example_total_payable_consistent',
      'interest_cap',
      'published_requires_example',
      'published_requires_information',
    ]);
  });

  it('judges a card published on 19 November 2026 by the old rules and on 20 November by the new ones', async () => {
    const sets = await ruleSets();
    const { rates } = await rules();
    const card = { ...publishable('fore-nya-regler', { ...base, nominalRate: 15.9 }) } as RuledCard;
    delete card.rate_type;
    delete card.credit_warning;
    const moments = ['2026-11-19T12:00:00+01:00', '2026-11-20T12:00:00+01:00'];
    const sql = await sqlRuleProblems(moments.map((at) => ({ card, at })));
    const ts = moments.map((at) =>
      cardRuleProblems(card, new Date(at), sets, rates).map(({ code, field }) => ({ code, field })),
    );
    const newRules = [
      { code: 'published_requires_information', field: 'rate_type' },
      { code: 'credit_warning_required', field: 'credit_warning' },
    ];
    expect(sql).toEqual([[], newRules]);
    expect(ts).toEqual([[], newRules]);
  });

  it('refuses through supabase-js a published card without the rate type or the warning, on the field, in Swedish', async () => {
    const card = publishable('utan-rantetyp', { ...base, nominalRate: 15.9 });
    const noType = await admin.from('credit_cards').insert({ ...card, rate_type: null });
    expect(noType.error?.code).toBe('23514');
    expect(noType.error?.message).toContain('credit_cards_published_requires_information');
    expect(noType.error?.hint).toBe('rate_type');
    expect(noType.error?.details).toContain('fast eller rörlig');
    const noWarning = await admin.from('credit_cards').insert({ ...card, credit_warning: 'Låna nu!' });
    expect(noWarning.error?.message).toContain('credit_cards_credit_warning_required');
    expect(noWarning.error?.hint).toBe('credit_warning');
    expect(noWarning.error?.details).toContain('Att låna pengar kostar pengar');
    await expectCardAccepted(admin, { ...card, credit_warning: 'Varning: att låna pengar kostar pengar!' });
  });
});
