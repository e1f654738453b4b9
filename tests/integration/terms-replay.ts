// The property test's model of "Villkor per datum" (issue 34): random sequences of card events at known moments,
// and a replay in TypeScript of what the public could see at any moment, written from the rules (not from the SQL).
import { auditClockAt, cloneCardSql } from '../../scripts/support/auditClock.ts';

/** The columns an event may set, and the public-visible values the comparison reads. */
export interface CardFields {
  name?: string;
  interest_free_days?: number;
  cashback_percent?: number | null;
  bonus_description?: string | null;
  is_published?: boolean;
  publish_from?: string | null;
  publish_until?: string | null;
  is_sponsored?: boolean;
  sort_rank?: number;
}

export type CardEvent =
  | { at: number; kind: 'insert'; fields: CardFields }
  | { at: number; kind: 'edit' | 'publish' | 'unpublish' | 'sponsor' | 'rank'; fields: CardFields }
  | { at: number; kind: 'delete' };

export interface CardSequence {
  id: number;
  slug: string;
  events: CardEvent[];
}

/** A small seeded generator (mulberry32), so that a failing run can be repeated with its seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * One card's events between `from` and `to` (ms): created unpublished, then 3–11 of edits, publishes (some with a
 * window opening or closing later), unpublishes, sponsorings and rank changes, rarely ending with a delete. Times
 * strictly increase, whole milliseconds.
 */
export function randomSequence(random: () => number, id: number, from: number, to: number): CardSequence {
  const count = 4 + Math.floor(random() * 9);
  const times = Array.from({ length: count }, () => from + Math.floor(random() * (to - from)))
    .sort((a, b) => a - b)
    .map((t, i) => t + i); // strictly increasing
  const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)];
  const slug = `tod-${id}`;
  const events: CardEvent[] = [
    {
      at: times[0],
      kind: 'insert',
      fields: { name: `Tidskort ${id}`, sort_rank: Math.floor(random() * 50) },
    },
  ];
  for (let i = 1; i < count; i += 1) {
    const at = times[i];
    if (i === count - 1 && random() < 0.08) {
      events.push({ at, kind: 'delete' });
      break;
    }
    const kind = pick(['edit', 'edit', 'publish', 'publish', 'unpublish', 'sponsor', 'rank'] as const);
    let fields: CardFields;
    if (kind === 'edit') {
      fields = pick<CardFields>([
        { name: `Tidskort ${id} v${i}` },
        { interest_free_days: Math.floor(random() * 61) },
        { cashback_percent: random() < 0.3 ? null : Math.round(random() * 300) / 100 },
        { bonus_description: random() < 0.3 ? null : `Bonus ${i} för ${id}` },
      ]);
    } else if (kind === 'publish') {
      // a window: none, one that opened before, or one opening and/or closing within the sequence's span
      const span = to - from;
      const start = random() < 0.5 ? null : iso(at + Math.floor((random() - 0.3) * span * 0.3));
      const startMs = start ? Date.parse(start) : at;
      const end = random() < 0.6 ? null : iso(startMs + 1 + Math.floor(random() * span * 0.3));
      fields = { is_published: true, publish_from: start, publish_until: end };
    } else if (kind === 'unpublish') {
      fields = { is_published: false };
    } else if (kind === 'sponsor') {
      fields = { is_sponsored: random() < 0.5 };
    } else {
      fields = { sort_rank: Math.floor(random() * 100) };
    }
    events.push({ at, kind, fields });
  }
  return { id, slug, events };
}

const sqlValue = (value: unknown): string =>
  value === null ? 'null' : typeof value === 'string' ? `'${value.replace(/'/g, "''")}'` : String(value);

/** The SQL of one sequence: each event after setting the audit clock to its moment (inside the caller's transaction). */
export function sequenceSql(sequence: CardSequence, templateId: number): string {
  return sequence.events
    .map((event) => {
      const clock = auditClockAt(new Date(event.at));
      if (event.kind === 'delete')
        return `${clock} delete from public.credit_cards where id = ${sequence.id};`;
      if (event.kind === 'insert') {
        return `${clock} ${cloneCardSql(
          sequence.id,
          { ...event.fields, name: event.fields.name!, slug: sequence.slug },
          templateId,
        )}`;
      }
      const sets = Object.entries(event.fields).map(([key, value]) => `${key} = ${sqlValue(value)}`);
      return `${clock} update public.credit_cards set ${sets.join(', ')} where id = ${sequence.id};`;
    })
    .join('\n');
}

/** The card's columns at `at` per the replay (undefined: it did not exist), from `template`'s columns. */
export function replayState(
  sequence: CardSequence,
  template: Required<CardFields>,
  at: number,
): Required<CardFields> | undefined {
  let state: Required<CardFields> | undefined;
  for (const event of sequence.events) {
    if (event.at > at) break;
    if (event.kind === 'insert') {
      state = {
        ...template,
        is_published: false,
        is_sponsored: false,
        sort_rank: 0,
        publish_from: null,
        publish_until: null,
        ...event.fields,
      };
    } else if (event.kind === 'delete') {
      state = undefined;
    } else if (state) {
      state = { ...state, ...event.fields };
    }
  }
  return state;
}

/** The public rule (is_published, within publish_from ≤ at < publish_until where set). */
export function publicAt(state: Required<CardFields> | undefined, at: number): boolean {
  if (!state?.is_published) return false;
  if (state.publish_from !== null && Date.parse(state.publish_from) > at) return false;
  if (state.publish_until !== null && Date.parse(state.publish_until) <= at) return false;
  return true;
}

/** What the comparison reads of a public card: the edited terms, sponsored and rank. */
export function comparable(fields: Required<CardFields>): Record<string, unknown> {
  return {
    name: fields.name,
    interest_free_days: fields.interest_free_days,
    cashback_percent: fields.cashback_percent === null ? null : Number(fields.cashback_percent),
    bonus_description: fields.bonus_description,
    publish_from: fields.publish_from === null ? null : Date.parse(fields.publish_from),
    publish_until: fields.publish_until === null ? null : Date.parse(fields.publish_until),
    is_sponsored: fields.is_sponsored,
    sort_rank: fields.sort_rank,
  };
}
