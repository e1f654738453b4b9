import { describe, expect, it } from 'vitest';
import { fromStockholmTime, instantToPicker, pickerToInstant } from '../../src/lib/stockholmTime';
import { termsCsv, termsFilename, termsJson } from '../../src/history/termsExport';
import type { TermsOnDateRow } from '../../src/providers/termsMethods';

describe('Villkor per datum: Stockholm time', () => {
  it.each([
    ['winter (UTC+1)', [2026, 3, 3, 12, 0], '2026-03-03T11:00:00.000Z'],
    ['summer (UTC+2)', [2026, 7, 1, 12, 0], '2026-07-01T10:00:00.000Z'],
    [
      'a time skipped when summer time starts: after the change',
      [2026, 3, 29, 2, 30],
      '2026-03-29T01:30:00.000Z',
    ],
    ['a time shown twice when it ends: the first', [2026, 10, 25, 2, 30], '2026-10-25T00:30:00.000Z'],
  ] as const)('%s', (_, [year, month, day, hour, minute], expected) => {
    expect(fromStockholmTime(year, month, day, hour, minute).toISOString()).toBe(expected);
  });

  it('a picker value shows the instant in Stockholm time and reads back as it, whatever the browser zone', () => {
    const instant = new Date('2026-03-03T11:00:00.000Z');
    const picker = instantToPicker(instant);
    expect([picker.getHours(), picker.getMinutes(), picker.getDate()]).toEqual([12, 0, 3]);
    expect(pickerToInstant(picker).toISOString()).toBe(instant.toISOString());
  });
});

describe('Villkor per datum: exports', () => {
  const row: TermsOnDateRow = {
    card_id: 7,
    name: 'Kort "Guld"',
    slug: 'kort-guld',
    bank_id: 1,
    bank_name: 'Banken',
    is_sponsored: true,
    sort_rank: 2,
    changed_at: '2026-03-01T09:00:00+00:00',
    terms: { annual_fee: 295 },
    example: {
      nominal_rate: 14.5,
      effective_rate: 16.12,
      credit_amount: 20000,
      term_months: 12,
      total_payable: 21893,
      monthly_payment: 1800,
    },
    problems: [{ code: 'cost_cap', message: 'Kostnaden är för hög.', field: 'example_total_payable' }],
    meets_rules: false,
  };

  it('CSV for Swedish Excel: BOM, semicolons, decimal comma, Swedish headings, Ja/Nej, the problems', () => {
    const csv = termsCsv([row]);
    expect(csv.startsWith('\ufeff"Kort-id";"Kort";"Bank";"Sponsrad";"Rang";"Nominell ränta (%)"')).toBe(true);
    const line = csv.split('\r\n')[1];
    expect(line).toBe(
      '"7";"Kort ""Guld""";"Banken";"Ja";"2";"14,5";"16,12";"295";"20000";"12";"21893";"1800";"2026-03-01 10:00";"Nej";"Kostnaden är för hög."',
    );
  });

  it('JSON with the moment, the export time and the rows as the database gave them', () => {
    const json = JSON.parse(
      termsJson(new Date('2026-03-03T11:00:00Z'), [row], new Date('2026-11-27T00:00:00Z')),
    );
    expect(json).toEqual({
      at: '2026-03-03T11:00:00.000Z',
      exported_at: '2026-11-27T00:00:00.000Z',
      cards: [row],
    });
    expect(termsFilename('2026-03-03 12:00')).toBe('villkor-2026-03-03-1200');
  });
});
