import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, TIME_ZONE } from '../../src/lib/formatDate';
import { formatAuditValue } from '../../src/history/auditLabels';
import { formatTimestamp } from '../../src/components/csv';

describe('formatDateTime', () => {
  it('writes yyyy-mm-dd hh:mm in Swedish time, 24 h, without seconds', () => {
    expect(TIME_ZONE).toBe('Europe/Stockholm');
    // Winter: UTC+1.
    expect(formatDateTime('2026-11-23T13:05:59.900Z')).toBe('2026-11-23 14:05');
    // Summer: UTC+2.
    expect(formatDateTime('2026-07-01T21:30:00+00:00')).toBe('2026-07-01 23:30');
    expect(formatDateTime(new Date(Date.UTC(2026, 0, 5, 6, 7)))).toBe('2026-01-05 07:07');
  });

  it('moves to the next Swedish day after midnight, and writes midnight as 00, never 24', () => {
    expect(formatDateTime('2026-11-22T23:00:00Z')).toBe('2026-11-23 00:00');
    expect(formatDateTime('2026-11-22T22:59:00Z')).toBe('2026-11-22 23:59');
  });

  it('follows the spring DST change (2026-03-29: 02:00 CET becomes 03:00 CEST)', () => {
    expect(formatDateTime('2026-03-29T00:59:00Z')).toBe('2026-03-29 01:59');
    expect(formatDateTime('2026-03-29T01:00:00Z')).toBe('2026-03-29 03:00');
  });

  it('follows the autumn DST change (2026-10-25: 03:00 CEST becomes 02:00 CET, the hour repeats)', () => {
    expect(formatDateTime('2026-10-25T00:30:00Z')).toBe('2026-10-25 02:30');
    expect(formatDateTime('2026-10-25T01:30:00Z')).toBe('2026-10-25 02:30');
    expect(formatDateTime('2026-10-25T02:00:00Z')).toBe('2026-10-25 03:00');
  });

  it('gives an empty string for empty or unreadable values', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('inte ett datum')).toBe('');
  });
});

describe('formatDate', () => {
  it('writes the Swedish day of a timestamp as yyyy-mm-dd', () => {
    expect(formatDate('2026-11-22T23:30:00Z')).toBe('2026-11-23');
    expect(formatDate('2026-06-30T21:59:00Z')).toBe('2026-06-30');
    expect(formatDate('2026-06-30T22:00:00Z')).toBe('2026-07-01');
  });

  it('keeps a date column as it is (no shift through UTC midnight)', () => {
    expect(formatDate('2026-11-22')).toBe('2026-11-22');
    expect(formatDate('2026-03-29')).toBe('2026-03-29');
    expect(formatDate(null)).toBe('');
  });
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
