import { describe, expect, it } from 'vitest';
import { csvCell, toSwedishCsv } from '../../src/components/csv';

describe('CSV export', () => {
  // What csvCell writes for a value: the test, then [value, cell] pairs.
  it.each<[string, Array<[unknown, string]>]>([
    [
      'neutralises cells a spreadsheet would run as a formula (OWASP CSV injection)',
      [
        ['=HYPERLINK("http://evil.example","Klicka")', `'=HYPERLINK("http://evil.example","Klicka")`],
        ['+46 70 123', "'+46 70 123"],
        ['-2+3', "'-2+3"],
        ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
        ['\t=1+1', "'\t=1+1"],
        ['\r=1+1', "'\r=1+1"],
        ['＝1+1', "'＝1+1"],
        [['ok', '=1+1'], 'ok, =1+1'],
        [['=1+1', 'ok'], "'=1+1, ok"],
        ['Bra kort = bra', 'Bra kort = bra'],
      ],
    ],
    [
      'neutralises a formula after leading white space or line feeds (issue 18)',
      [
        [' =1+1', "' =1+1"],
        ['   @SUM(A1)', "'   @SUM(A1)"],
        ['\n=HYPERLINK("http://evil.example")', `'\n=HYPERLINK("http://evil.example")`],
        ['\r\n+1', "'\r\n+1"],
        ['\u00a0-1+2', "'\u00a0-1+2"],
        ['\u3000＝1', "'\u3000＝1"],
        ['\ufeff=1', "'\ufeff=1"],
        ['\nText på ny rad', "'\nText på ny rad"],
        ['  vanlig text', '  vanlig text'],
        [' ', ' '],
      ],
    ],
    [
      'writes numbers with a decimal comma, booleans as Ja/Nej and nothing for null',
      [
        [19.95, '19,95'],
        [-0.5, '-0,5'],
        [1200, '1200'],
        [true, 'Ja'],
        [false, 'Nej'],
        [null, ''],
        [undefined, ''],
        [Number.NaN, ''],
      ],
    ],
    [
      'writes dates as sv-SE and timestamps in Swedish time to the minute',
      [
        ['2026-11-01', '2026-11-01'],
        ['2026-11-23T06:05:09.123Z', '2026-11-23 07:05'],
        ['2026-07-01T22:30:00+00:00', '2026-07-02 00:30'],
        [new Date('2026-01-15T12:00:00Z'), '2026-01-15 13:00'],
      ],
    ],
  ])('%s', (_, cells) => {
    for (const [value, cell] of cells) expect(csvCell(value), JSON.stringify(value)).toBe(cell);
  });

  it('keeps a leading-white-space formula neutral in the whole file (issue 18)', () => {
    expect(toSwedishCsv(['a'], [[' =1+1']])).toBe('\ufeff"a"\r\n"\' =1+1"\r\n');
  });

  it('quotes every cell, doubles quotes, separates with semicolons and starts with a byte order mark', () => {
    const csv = toSwedishCsv(
      ['Namn', 'Effektiv ränta (%)', 'Publicerat'],
      [
        ['Kort "Guld"; extra', 19.95, true],
        ['Rad\nbrytning', null, false],
      ],
    );
    expect(csv).toBe(
      '\ufeff"Namn";"Effektiv ränta (%)";"Publicerat"\r\n' +
        '"Kort ""Guld""; extra";"19,95";"Ja"\r\n' +
        '"Rad\nbrytning";"";"Nej"\r\n',
    );
  });
});
