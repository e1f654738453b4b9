import { describe, expect, it } from 'vitest';
import { swedish } from './swedish';
import {
  decodePriceList,
  guessMapping,
  parsePriceList,
  previewImport,
  PriceListError,
  swedishNumber,
} from '../../src/resources/cards/import/priceList';

const utf8 = (text: string) => new TextEncoder().encode(text);
const read = (bytes: Uint8Array) => parsePriceList(decodePriceList(bytes));

/** The Swedish text of the PriceListError a call throws (the dialog shows it translated). */
function refusal(call: () => unknown): string | undefined {
  try {
    call();
  } catch (error) {
    if (error instanceof PriceListError) return swedish({ message: error.message, args: error.args });
    throw error;
  }
  return undefined;
}

/** An unpublished SEB card with the same fees as the other. */
const sebCard = (id: number, name: string, slug: string) => ({
  id,
  name,
  slug,
  bank_id: 1,
  network_id: 1,
  min_age: 18,
  extra_card_fee: 100,
  invoice_fee: 29,
  example_updated_on: '2026-11-01',
  is_published: false,
});

const cards = [sebCard(1, 'SEB Classic', 'seb-classic-1'), sebCard(2, 'SEB Guld', 'seb-guld-2')];

describe('price-list files as banks and Swedish Excel save them', () => {
  it('reads semicolons, decimal commas, a BOM and CRLF or mixed line ends', () => {
    const text =
      '\uFEFFSlug;Extrakort;Valutapåslag;Kontrollerat den\r\nseb-classic-1;150;1,65;2026-12-01\nseb-guld-2;"1 200";2 %;2026-12-01\r';
    const file = read(utf8(text));
    expect(file.columns).toEqual(['Slug', 'Extrakort', 'Valutapåslag', 'Kontrollerat den']);
    expect(file.rows).toHaveLength(2);
    expect(guessMapping(file.columns)).toEqual({
      Slug: 'slug',
      Extrakort: 'extra_card_fee',
      Valutapåslag: 'currency_surcharge_percent',
      'Kontrollerat den': 'example_updated_on',
    });
    const rows = previewImport(file, guessMapping(file.columns), cards);
    expect(rows[0].errors).toEqual({});
    expect(rows[0].changes).toContainEqual({
      field: 'currency_surcharge_percent',
      from: undefined,
      to: 1.65,
    });
    expect(rows[1].changes).toContainEqual({ field: 'extra_card_fee', from: 100, to: 1200 });
  });

  it('reads Windows-1252 (Excel’s semicolon CSV)', () => {
    const bytes = Uint8Array.from(
      [...'Namn;Årsavgift\n']
        .map((c) => c.charCodeAt(0))
        .concat([...'SEB Guld;195\n'].map((c) => c.charCodeAt(0))),
    );
    expect(read(bytes).columns).toEqual(['Namn', 'Årsavgift']);
  });

  it('refuses UTF-16, binary, too large and too long files and formulas, in Swedish', () => {
    expect(refusal(() => decodePriceList(Uint8Array.from([0xff, 0xfe, 0x53, 0])))).toMatch(
      /fel teckenkodning/,
    );
    expect(refusal(() => decodePriceList(new Uint8Array(10 * 1024 * 1024).fill(65)))).toMatch(
      /Filen är för stor/,
    );
    const long = 'Slug;Extrakort\n' + 'seb-guld-2;1\n'.repeat(100_000);
    expect(refusal(() => read(utf8(long)))).toMatch(/fler än 5\s000 rader/);
    expect(refusal(() => read(utf8('Slug;Extrakort\nseb-guld-2;=SUM(A1:A3)\n')))).toMatch(
      /innehåller en formel/,
    );
    expect(() => read(utf8('Slug;Extrakort\nseb-guld-2;-5\n'))).not.toThrow();
  });

  it('refuses rows for unknown cards and bad cells with their reason', () => {
    const file = read(
      utf8('Namn;Extrakort;Kontrollerat den\nOkänt kort;1;2026-12-01\nSEB Guld;tio;2026-13-45\n'),
    );
    const rows = previewImport(file, guessMapping(file.columns), cards);
    expect(swedish(rows[0].errors.card)).toBe('Inget kort med slug eller namn ”Okänt kort”');
    expect(swedish(rows[1].errors.extra_card_fee)).toBe('Extrakort: ”tio” är inget tal');
    expect(swedish(rows[1].errors.example_updated_on)).toMatch(/inget datum/);
  });

  it('reads Swedish numbers', () => {
    expect(swedishNumber('1 234,50')).toBe(1234.5);
    expect(swedishNumber('35 kr')).toBe(35);
    expect(swedishNumber('19,95 %')).toBe(19.95);
    expect(swedishNumber('')).toBeNull();
    expect(swedishNumber('abc')).toBeNaN();
  });
});
