import { describe, expect, it } from 'vitest';
import { csvCell, toSwedishCsv } from '../../src/components/csv';

describe('CSV export', () => {
  it('neutralises cells a spreadsheet would run as a formula (OWASP CSV injection)', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","Klicka")')).toBe(
      `'=HYPERLINK("http://evil.example","Klicka")`,
    );
    expect(csvCell('+46 70 123')).toBe("'+46 70 123");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvCell('\t=1+1')).toBe("'\t=1+1");
    expect(csvCell('\r=1+1')).toBe("'\r=1+1");
    expect(csvCell('＝1+1')).toBe("'＝1+1");
    expect(csvCell(['ok', '=1+1'])).toBe('ok, =1+1');
    expect(csvCell(['=1+1', 'ok'])).toBe("'=1+1, ok");
    expect(csvCell('Bra kort = bra')).toBe('Bra kort = bra');
  });

  it('neutralises a formula after leading white space or line feeds (issue 18)', () => {
    expect(csvCell(' =1+1')).toBe("' =1+1");
    expect(csvCell('   @SUM(A1)')).toBe("'   @SUM(A1)");
    expect(csvCell('\n=HYPERLINK("http://evil.example")')).toBe(`'\n=HYPERLINK("http://evil.example")`);
    expect(csvCell('\r\n+1')).toBe("'\r\n+1");
    expect(csvCell('\u00a0-1+2')).toBe("'\u00a0-1+2");
    expect(csvCell('\u3000＝1')).toBe("'\u3000＝1");
    expect(csvCell('\ufeff=1')).toBe("'\ufeff=1");
    expect(csvCell('\nText på ny rad')).toBe("'\nText på ny rad");
    expect(csvCell('  vanlig text')).toBe('  vanlig text');
    expect(csvCell(' ')).toBe(' ');
    expect(toSwedishCsv(['a'], [[' =1+1']])).toBe('\ufeff"a"\r\n"\' =1+1"\r\n');
  });

  it('writes numbers with a decimal comma, booleans as Ja/Nej and nothing for null', () => {
    expect(csvCell(19.95)).toBe('19,95');
    expect(csvCell(-0.5)).toBe('-0,5');
    expect(csvCell(1200)).toBe('1200');
    expect(csvCell(true)).toBe('Ja');
    expect(csvCell(false)).toBe('Nej');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('writes dates as sv-SE and timestamps in Swedish time to the minute', () => {
    expect(csvCell('2026-11-01')).toBe('2026-11-01');
    expect(csvCell('2026-11-23T06:05:09.123Z')).toBe('2026-11-23 07:05');
    expect(csvCell('2026-07-01T22:30:00+00:00')).toBe('2026-07-02 00:30');
    expect(csvCell(new Date('2026-01-15T12:00:00Z'))).toBe('2026-01-15 13:00');
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
