import { describe, expect, it } from 'vitest';
import { firesInMinute, parseCronSchedule } from '../../supabase/local/cron-schedule';

const fires = (schedule: string, at: string) => firesInMinute(parseCronSchedule(schedule), new Date(at));

/** [schedule, minute (UTC), fires then]. */
type FiringCase = [string, string, boolean];

const FIRING_CASES: Record<string, FiringCase[]> = {
  'matches minute, hour, lists, ranges and steps in UTC': [
    ['30 3 * * *', '2026-12-01T03:30:00Z', true],
    ['30 3 * * *', '2026-12-01T03:31:00Z', false],
    ['*/15 8-10 * * *', '2026-12-01T09:45:00Z', true],
    ['*/15 8-10 * * *', '2026-12-01T11:00:00Z', false],
    ['0 0,12 * * *', '2026-12-01T12:00:00Z', true],
  ],
  // 2026-12-01 is a Tuesday.
  'combines day of month and day of week as cron does': [
    ['0 0 1 * mon', '2026-12-01T00:00:00Z', true],
    ['0 0 2 * tue', '2026-12-01T00:00:00Z', true],
    ['0 0 * * mon', '2026-12-01T00:00:00Z', false],
    ['0 0 * dec 2', '2026-12-01T00:00:00Z', true],
    ['0 0 * * 7', '2026-12-06T00:00:00Z', true],
  ],
  'knows the last day of the month and the macros': [
    ['0 0 $ * *', '2026-02-28T00:00:00Z', true],
    ['0 0 $ * *', '2026-12-30T00:00:00Z', false],
    ['@daily', '2026-12-01T00:00:00Z', true],
    ['@hourly', '2026-12-01T05:00:00Z', true],
    ['@hourly', '2026-12-01T05:01:00Z', false],
  ],
};

describe('pg_cron schedules (the stand-in scheduler)', () => {
  for (const [title, cases] of Object.entries(FIRING_CASES)) {
    it(title, () => {
      for (const [schedule, at, expected] of cases)
        expect(fires(schedule, at), `${schedule} at ${at}`).toBe(expected);
    });
  }

  it('takes seconds and refuses what pg_cron refuses', () => {
    expect(parseCronSchedule('10 seconds')).toEqual({ kind: 'seconds', seconds: 10 });
    expect(() => parseCronSchedule('60 seconds')).toThrow();
    expect(() => parseCronSchedule('61 * * * *')).toThrow();
    expect(() => parseCronSchedule('* * * *')).toThrow();
    expect(() => parseCronSchedule('every day')).toThrow();
  });
});
