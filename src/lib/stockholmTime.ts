import { TIME_ZONE } from './formatDate';

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** Stockholm's wall clock at an instant, as if it were UTC (ms), to read its offset. */
function stockholmAsUtc(instant: number): number {
  const p = Object.fromEntries(
    wallClock.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]),
  );
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
}

/**
 * The instant when the clocks in Stockholm showed the given wall-clock time (Stockholm is UTC+1 or, in summer, +2). A
 * time skipped when summer time starts is read as after the change; one shown twice when it ends, as the first.
 */
export function fromStockholmTime(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const shown = [wall - 7_200_000, wall - 3_600_000].filter((instant) => stockholmAsUtc(instant) === wall);
  return new Date(shown[0] ?? wall - 3_600_000);
}

/** A picker's value (its fields in the browser's zone) read as Stockholm time. */
export function pickerToInstant(value: Date): Date {
  return fromStockholmTime(
    value.getFullYear(),
    value.getMonth() + 1,
    value.getDate(),
    value.getHours(),
    value.getMinutes(),
  );
}

/** The picker's value showing an instant's Stockholm wall-clock time (whole minutes). */
export function instantToPicker(instant: Date): Date {
  const wall = new Date(stockholmAsUtc(instant.getTime()));
  return new Date(
    wall.getUTCFullYear(),
    wall.getUTCMonth(),
    wall.getUTCDate(),
    wall.getUTCHours(),
    wall.getUTCMinutes(),
  );
}
