// pg_cron's schedule syntax, for the PGlite stand-in's scheduler (cron.ts): five fields (minute hour
// day-of-month month day-of-week) with *, lists, ranges, steps and month/day names, '$' for the month's last day,
// the @hourly … @yearly macros, and '[1-59] seconds'. Evaluated in UTC (pg_cron's default cron.timezone, GMT).
// Day of month and day of week combine as in vixie cron, which pg_cron embeds (src/entry.c, DOM_STAR/DOW_STAR):
// when either is '*' both must match, otherwise either may.

export type CronSchedule =
  | { kind: 'seconds'; seconds: number }
  | { kind: 'reboot' }
  | {
      kind: 'cron';
      minutes: Set<number>;
      hours: Set<number>;
      days: Set<number>;
      lastDay: boolean;
      months: Set<number>;
      weekdays: Set<number>;
      daysStar: boolean;
      weekdaysStar: boolean;
    };

const MACROS: Record<string, string> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@hourly': '0 * * * *',
};
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

function parseField(
  field: string,
  min: number,
  max: number,
  names: string[] = [],
  nameBase = 0,
): Set<number> {
  const value = (text: string): number => {
    const named = names.indexOf(text.toLowerCase());
    const number = named >= 0 ? named + nameBase : Number(text);
    if (!Number.isInteger(number) || number < min || number > max) {
      throw new Error(`invalid schedule field value: ${text}`);
    }
    return number;
  };
  const result = new Set<number>();
  for (const part of field.split(',')) {
    const [range, stepText] = part.split('/');
    const step = stepText === undefined ? 1 : Number(stepText);
    if (!Number.isInteger(step) || step < 1) throw new Error(`invalid schedule step: ${part}`);
    let from: number;
    let to: number;
    if (range === '*') {
      from = min;
      to = max;
    } else if (range.includes('-')) {
      const [a, b] = range.split('-');
      from = value(a);
      to = value(b);
    } else {
      from = value(range);
      to = stepText === undefined ? from : max;
    }
    for (let n = from; n <= to; n += step) result.add(n);
  }
  return result;
}

/** Parses a schedule as pg_cron accepts it; throws on one it would reject. */
export function parseCronSchedule(text: string): CronSchedule {
  const trimmed = text.trim().toLowerCase();
  const seconds = /^(\d+)\s+seconds?$/.exec(trimmed);
  if (seconds) {
    const n = Number(seconds[1]);
    if (n < 1 || n > 59) throw new Error(`invalid schedule: ${text}`);
    return { kind: 'seconds', seconds: n };
  }
  if (trimmed === '@reboot') return { kind: 'reboot' };
  const expanded = MACROS[trimmed] ?? trimmed;
  const fields = expanded.split(/\s+/);
  if (fields.length !== 5) throw new Error(`invalid schedule: ${text}`);
  const [minute, hour, day, month, weekday] = fields;
  const lastDay = day === '$';
  const weekdays = parseField(weekday, 0, 7, WEEKDAYS);
  if (weekdays.has(7)) weekdays.add(0);
  return {
    kind: 'cron',
    minutes: parseField(minute, 0, 59),
    hours: parseField(hour, 0, 23),
    days: lastDay ? new Set() : parseField(day, 1, 31),
    lastDay,
    months: parseField(month, 1, 12, MONTHS, 1),
    weekdays,
    daysStar: day.startsWith('*'),
    weekdaysStar: weekday.startsWith('*'),
  };
}

/** Whether a five-field schedule fires in the UTC minute of `at`. */
export function firesInMinute(schedule: CronSchedule, at: Date): boolean {
  if (schedule.kind !== 'cron') return false;
  const lastOfMonth =
    new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate() === at.getUTCDate();
  const dayMatches = schedule.lastDay ? lastOfMonth : schedule.days.has(at.getUTCDate());
  const weekdayMatches = schedule.weekdays.has(at.getUTCDay());
  const dateMatches =
    schedule.daysStar || schedule.weekdaysStar ? dayMatches && weekdayMatches : dayMatches || weekdayMatches;
  return (
    schedule.minutes.has(at.getUTCMinutes()) &&
    schedule.hours.has(at.getUTCHours()) &&
    schedule.months.has(at.getUTCMonth() + 1) &&
    dateMatches
  );
}
