import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, TIME_ZONE } from '../../src/lib/formatDate';
import { formatAuditValue } from '../../src/history/auditLabels';
import { formatTimestamp } from '../../src/components/csv';

type Moment = string | Date | null | undefined;

/** Runs `format` on each input of the table: the test, then [input, text] pairs. */
function formatTable(format: (value: Moment) => string, table: Array<[string, Array<[Moment, string]>]>) {
  it.each(table)('%s', (_, cases) => {
    for (const [input, text] of cases) expect(format(input), String(input)).toBe(text);
  });
}

describe('formatDateTime', () => {
  it('works in Swedish time', () => {
    expect(TIME_ZONE).toBe('Europe/Stockholm');
  });

  formatTable(formatDateTime, [
    [
      'writes yyyy-mm-dd hh:mm in Swedish time, 24 h, without seconds',
      [
        // Winter: UTC+1.
        ['2026-11-23T13:05:59.900Z', '2026-11-23 14:05'],
        // Summer: UTC+2.
        ['2026-07-01T21:30:00+00:00', '2026-07-01 23:30'],
        [new Date(Date.UTC(2026, 0, 5, 6, 7)), '2026-01-05 07:07'],
      ],
    ],
    [
      'moves to the next Swedish day after midnight, and writes midnight as 00, never 24',
      [
        ['2026-11-22T23:00:00Z', '2026-11-23 00:00'],
        ['2026-11-22T22:59:00Z', '2026-11-22 23:59'],
      ],
    ],
    [
      'follows the spring DST change (2026-03-29: 02:00 CET becomes 03:00 CEST)',
      [
        ['2026-03-29T00:59:00Z', '2026-03-29 01:59'],
        ['2026-03-29T01:00:00Z', '2026-03-29 03:00'],
      ],
    ],
    [
      'follows the autumn DST change (2026-10-25: 03:00 CEST becomes 02:00 CET, the hour repeats)',
      [
        ['2026-10-25T00:30:00Z', '2026-10-25 02:30'],
        ['2026-10-25T01:30:00Z', '2026-10-25 02:30'],
        ['2026-10-25T02:00:00Z', '2026-10-25 03:00'],
      ],
    ],
    [
      'gives an empty string for empty or unreadable values',
      [
        [null, ''],
        [undefined, ''],
        ['', ''],
        ['inte ett datum', ''],
      ],
    ],
  ]);
});

describe('formatDate', () => {
  formatTable(formatDate, [
    [
      'writes the Swedish day of a timestamp as yyyy-mm-dd',
      [
        ['2026-11-22T23:30:00Z', '2026-11-23'],
        ['2026-06-30T21:59:00Z', '2026-06-30'],
        ['2026-06-30T22:00:00Z', '2026-07-01'],
      ],
    ],
    [
      'keeps a date column as it is (no shift through UTC midnight)',
      [
        ['2026-11-22', '2026-11-22'],
        ['2026-03-29', '2026-03-29'],
        [null, ''],
      ],
    ],
  ]);
});

describe('the same format in history and exports', () => {
  it('history shows changed timestamps as date and time to the minute', () => {
    expect(formatAuditValue('2026-11-23T07:05:42.123456+00:00')).toBe('2026-11-23 08:05');
    expect(formatAuditValue('2026-11-23')).toBe('2026-11-23');
  });

  it('CSV exports use the same date-time format', () => {
    expect(formatTimestamp('2026-03-29T01:00:00Z')).toBe(formatDateTime('2026-03-29T01:00:00Z'));
  });
});
