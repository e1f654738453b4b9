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
    expect(swedish(rows[0].errors.card)).toBe(
      'Inget av bankens kort har slug eller namn ”Okänt kort” (kolumnen ”Namn”)',
    );
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

describe('files that could be read wrong are refused or asked about (issue 31 item 4)', () => {
  it('refuses a comma-separated file with an unquoted decimal comma instead of reading 1,65 as 1', () => {
    expect(refusal(() => read(utf8('Slug,Valutapåslag\nseb-guld-2,1,65\n')))).toMatch(
      /^Rad 2 har 3 celler men rubrikraden 2 kolumner\. Filen är kommaavgränsad/,
    );
    // Quoted, or with a decimal point, a comma-separated file reads right.
    for (const text of ['Slug,Valutapåslag\nseb-guld-2,"1,65"\n', 'Slug,Valutapåslag\nseb-guld-2,1.65\n']) {
      const file = read(utf8(text));
      expect(file.delimiter).toBe(',');
      const [row] = previewImport(file, guessMapping(file.columns), cards);
      expect(row.changes).toEqual([{ field: 'currency_surcharge_percent', from: undefined, to: 1.65 }]);
    }
  });

  it('asks for the delimiter when the file reads evenly both ways, then reads it as chosen', () => {
    const text = 'Slug;Valutapåslag,Extrakort\nseb-guld-2;1,65\n';
    expect(refusal(() => read(utf8(text)))).toMatch(/både med semikolon och med komma.*Välj avgränsare/);
    const file = parsePriceList(text, { delimiter: ';' });
    expect(file.columns).toEqual(['Slug', 'Valutapåslag,Extrakort']);
    expect(file.rows[0]['Valutapåslag,Extrakort']).toBe('1,65');
  });

  it('asks for the decimal mark when numbers use both, and refuses the other mark once chosen', () => {
    const text = 'Slug;Valutapåslag\nseb-guld-2;1,65\nseb-classic-1;1.234\n';
    expect(refusal(() => read(utf8(text)))).toMatch(/både med decimalkomma och med decimalpunkt/);
    const file = parsePriceList(text, { decimal: ',' });
    const rows = previewImport(file, guessMapping(file.columns), cards);
    expect(rows[0].changes[0].to).toBe(1.65);
    expect(swedish(rows[1].errors.currency_surcharge_percent)).toMatch(
      /^Valutapåslag: ”1\.234” har ett annat decimaltecken/,
    );
  });

  it('refuses a name two of the bank’s cards share, naming both, instead of updating the second', () => {
    const twins = [...cards, sebCard(3, 'SEB Guld', 'seb-guld-3')];
    const file = read(utf8('Kort;Extrakort\nSEB Guld;120\n'));
    const [row] = previewImport(file, guessMapping(file.columns), twins);
    expect(row.changes).toEqual([]);
    expect(swedish(row.errors.card)).toBe(
      'Banken har 2 kort som heter ”SEB Guld” (seb-guld-2, seb-guld-3): ange kortets slug i stället',
    );
  });

  it('refuses the same card on two rows in the preview, naming the rows', () => {
    const file = read(utf8('Slug;Extrakort\nseb-guld-2;120\nseb-classic-1;110\nSEB Guld;130\n'));
    const rows = previewImport(file, { Slug: 'slug', Extrakort: 'extra_card_fee' }, cards);
    expect(swedish(rows[0].errors.card)).toBe(
      '”SEB Guld” står på flera rader (rad 2, 4): ta bort dubbletterna',
    );
    expect(swedish(rows[2].errors.card)).toBe(swedish(rows[0].errors.card));
    expect(rows[1].errors).toEqual({});
  });

  it('matches a "Kort" column of slugs as slugs', () => {
    const file = read(utf8('Kort;Extrakort\nseb-guld-2;120\nseb-classic-1;110\nsaknas-9;1\n'));
    expect(guessMapping(file.columns).Kort).toBe('name');
    const rows = previewImport(file, guessMapping(file.columns), cards);
    expect(rows.slice(0, 2).map((row) => [row.id, row.changes])).toEqual([
      [2, [{ field: 'extra_card_fee', from: 100, to: 120 }]],
      [1, [{ field: 'extra_card_fee', from: 100, to: 110 }]],
    ]);
    expect(swedish(rows[2].errors.card)).toBe(
      'Inget av bankens kort har slug eller namn ”saknas-9” (kolumnen ”Kort”)',
    );
  });
});
