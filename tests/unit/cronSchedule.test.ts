import { describe, expect, it } from 'vitest';
import { firesInMinute, parseCronSchedule } from '../../supabase/local/cron-schedule';

const fires = (schedule: string, at: string) => firesInMinute(parseCronSchedule(schedule), new Date(at));

describe('pg_cron schedules (the stand-in scheduler)', () => {
  it('matches minute, hour, lists, ranges and steps in UTC', () => {
    expect(fires('30 3 * * *', '2026-12-01T03:30:00Z')).toBe(true);
    expect(fires('30 3 * * *', '2026-12-01T03:31:00Z')).toBe(false);
    expect(fires('*/15 8-10 * * *', '2026-12-01T09:45:00Z')).toBe(true);
    expect(fires('*/15 8-10 * * *', '2026-12-01T11:00:00Z')).toBe(false);
    expect(fires('0 0,12 * * *', '2026-12-01T12:00:00Z')).toBe(true);
  });

  it('combines day of month and day of week as cron does', () => {
    // 2026-12-01 is a Tuesday.
    expect(fires('0 0 1 * mon', '2026-12-01T00:00:00Z')).toBe(true);
    expect(fires('0 0 2 * tue', '2026-12-01T00:00:00Z')).toBe(true);
    expect(fires('0 0 * * mon', '2026-12-01T00:00:00Z')).toBe(false);
    expect(fires('0 0 * dec 2', '2026-12-01T00:00:00Z')).toBe(true);
    expect(fires('0 0 * * 7', '2026-12-06T00:00:00Z')).toBe(true);
  });

  it('knows the last day of the month and the macros', () => {
    expect(fires('0 0 $ * *', '2026-02-28T00:00:00Z')).toBe(true);
    expect(fires('0 0 $ * *', '2026-12-30T00:00:00Z')).toBe(false);
    expect(fires('@daily', '2026-12-01T00:00:00Z')).toBe(true);
    expect(fires('@hourly', '2026-12-01T05:00:00Z')).toBe(true);
    expect(fires('@hourly', '2026-12-01T05:01:00Z')).toBe(false);
  });

  it('takes seconds and refuses what pg_cron refuses', () => {
    expect(parseCronSchedule('10 seconds')).toEqual({ kind: 'seconds', seconds: 10 });
    expect(() => parseCronSchedule('60 seconds')).toThrow();
    expect(() => parseCronSchedule('61 * * * *')).toThrow();
    expect(() => parseCronSchedule('* * * *')).toThrow();
    expect(() => parseCronSchedule('every day')).toThrow();
  });
});
