// Issue 34, "Villkor per datum": a property test. 300 random sequences of a card's edits, publishes (with windows
// opening and closing later), unpublishes, sponsorings and rank changes are written at known moments through the
// real audit trigger (the audit clock: scripts/support/auditClock.ts, set in this test's database only); then
// public.terms_on_date, called as admin through supabase-js and PostgREST, must say at random moments (and at and
// just before every event and window edge of some cards) exactly what a TypeScript replay of the sequences says was
// public, with its terms, sponsored flag and rank, and its bank's name then (the bank is renamed at known moments);
// card_terms_timeline likewise for a sample of cards. A non-admin reads nothing. Both backends (vitest projects
// integration-pglite/-postgres).
import { describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Stack } from '../../supabase/local/stack.ts';
import { auditClockAt, installAuditClock, publishableTemplateId } from '../../scripts/support/auditClock.ts';
import { withTestStack } from './stack-fixture.ts';
import { signedIn } from './personas.ts';
import {
  comparable,
  publicAt,
  randomSequence,
  replayState,
  seededRandom,
  sequenceSql,
  type CardFields,
  type CardSequence,
} from './terms-replay.ts';

const SEQUENCES = 300;
const FIRST_ID = 800_000;
const FROM = Date.parse('2025-03-01T00:00:00Z');
const TO = Date.parse('2026-10-01T00:00:00Z');
const EVERY = 2;
const SEED = Number(process.env.TERMS_SEED ?? Date.now() % 1_000_000);

interface TermsRow {
  card_id: number;
  name: string;
  bank_name: string;
  is_sponsored: boolean;
  sort_rank: number;
  terms: Record<string, unknown>;
  problems: unknown[];
  meets_rules: boolean;
}
interface Segment {
  valid_from: string;
  valid_until: string | null;
  is_public: boolean;
  is_sponsored: boolean | null;
  sort_rank: number | null;
  terms: Record<string, unknown> | null;
}

let stack: Stack;
let admin: SupabaseClient;
let template: Required<CardFields>;
const sequences: CardSequence[] = [];
// The sequences' bank: created before them and renamed at known moments; terms_on_date names it as it was then.
const BANK_ID = 900_000;
const bankNames: Array<{ at: number; name: string }> = [];
const bankNameAt = (at: number) => bankNames.filter((rename) => rename.at <= at).at(-1)?.name;

const fromRow = (
  row: { name: string; is_sponsored: boolean | null; sort_rank: number | null },
  terms: Record<string, unknown>,
) =>
  comparable({
    name: row.name,
    interest_free_days: terms.interest_free_days as number,
    cashback_percent: terms.cashback_percent as number | null,
    bonus_description: terms.bonus_description as string | null,
    is_published: true,
    publish_from: terms.publish_from as string | null,
    publish_until: terms.publish_until as string | null,
    is_sponsored: row.is_sponsored ?? false,
    sort_rank: row.sort_rank ?? 0,
  });

describe(`terms on a date (seed ${SEED})`, () => {
  withTestStack(
    async (started) => {
      stack = started;
      await installAuditClock(stack.sql);
      // A checkpoint every 2nd UPDATE (20261201002000), so that most sequences cross several.
      await stack.sql.query(`update private.audit_checkpoint_tables set every_updates = ${EVERY}`);
      const templateId = await publishableTemplateId(stack.sql);
      const { rows } = await stack.sql.query<Required<CardFields>>(
        `select name, interest_free_days, cashback_percent::float8 as cashback_percent, bonus_description,
              false as is_published, null as publish_from, null as publish_until, false as is_sponsored, 0 as sort_rank
         from public.credit_cards where id = $1`,
        [templateId],
      );
      template = rows[0];
      const random = seededRandom(SEED);
      bankNames.push({ at: FROM - 86_400_000, name: 'Tidsbanken 0' });
      for (let i = 1; i <= 4; i += 1) {
        bankNames.push({ at: FROM + Math.floor(random() * (TO - FROM)), name: `Tidsbanken ${i}` });
      }
      bankNames.sort((a, b) => a.at - b.at);
      const [born, ...renames] = bankNames;
      await stack.sql.query(
        `begin; ${auditClockAt(new Date(born.at))}
         insert into public.banks (id, name, slug) values (${BANK_ID}, '${born.name}', 'tidsbanken');
         ${renames
           .map(
             (rename) =>
               `${auditClockAt(new Date(rename.at))} update public.banks set name = '${rename.name}' where id = ${BANK_ID};`,
           )
           .join('\n')}
         update public.credit_cards set bank_id = ${BANK_ID} where id = ${templateId};
         commit;`,
      );
      for (let i = 0; i < SEQUENCES; i += 1) sequences.push(randomSequence(random, FIRST_ID + i, FROM, TO));
      // 30 sequences per transaction and round trip
      for (let i = 0; i < sequences.length; i += 30) {
        const batch = sequences
          .slice(i, i + 30)
          .map((sequence) => sequenceSql(sequence, templateId))
          .join('\n');
        await stack.sql.query(`begin;\n${batch}\ncommit;`);
      }
      admin = await signedIn(stack, 'admin@example.se');
      // 3,600 writes through the triggers (the rules' check computes each published card's example): minutes on a
      // loaded machine's PGlite.
    },
    {},
    600_000,
  );

  it('terms_on_date matches the replay at 0 moments of ≥ 70 (random, at and just before events and window edges)', async () => {
    const random = seededRandom(SEED + 1);
    const moments = Array.from(
      { length: 70 },
      () => FROM + Math.floor(random() * (TO - FROM + 30 * 86_400_000)),
    );
    for (const sequence of sequences.slice(0, 2)) {
      for (const event of sequence.events) {
        moments.push(event.at, event.at - 1);
        if ('fields' in event) {
          for (const edge of [event.fields.publish_from, event.fields.publish_until]) {
            if (edge) moments.push(Date.parse(edge), Date.parse(edge) - 1);
          }
        }
      }
    }
    const sample = [
      ...moments.filter((_, i) => i < 70 || random() < 0.5),
      ...bankNames.flatMap((rename) => [rename.at, rename.at - 1]),
    ];
    const differences: string[] = [];
    let publicSeen = 0;
    for (const at of sample) {
      const { data, error } = await admin.rpc('terms_on_date', { p_at: new Date(at).toISOString() });
      expect(error).toBeNull();
      const answer = new Map(
        (data as TermsRow[]).filter((row) => row.card_id >= FIRST_ID).map((row) => [row.card_id, row]),
      );
      for (const sequence of sequences) {
        const state = replayState(sequence, template, at);
        const expected = publicAt(state, at) ? comparable(state!) : undefined;
        const row = answer.get(sequence.id);
        const actual = row ? fromRow(row, row.terms) : undefined;
        if (expected) publicSeen += 1;
        if (JSON.stringify(expected) !== JSON.stringify(actual)) {
          differences.push(
            `${new Date(at).toISOString()} card ${sequence.id}: ${JSON.stringify({ expected, actual })}`,
          );
        } else if (row && row.bank_name !== bankNameAt(at)) {
          differences.push(
            `${new Date(at).toISOString()} card ${sequence.id}: bank ${row.bank_name}, replay ${bankNameAt(at)}`,
          );
        } else if (row && (!row.meets_rules || row.problems.length > 0)) {
          differences.push(
            `${new Date(at).toISOString()} card ${sequence.id}: problems ${JSON.stringify(row.problems)}`,
          );
        }
      }
    }
    console.log(
      `terms_on_date: ${SEQUENCES} sequences, ${sample.length} moments, ${publicSeen} public card-moments, ${differences.length} differences`,
    );
    expect(differences.slice(0, 5)).toEqual([]);
    expect(sample.length).toBeGreaterThanOrEqual(70);
    expect(publicSeen).toBeGreaterThan(1000);
  }, 300_000);

  it('card_terms_timeline gives, at every moment, the replay’s public state of the card', async () => {
    const random = seededRandom(SEED + 2);
    const differences: string[] = [];
    for (const sequence of sequences.filter((_, i) => i % 20 === 0)) {
      const { data, error } = await admin.rpc('card_terms_timeline', { p_card_id: sequence.id });
      expect(error).toBeNull();
      const segments = data as Segment[];
      expect(Date.parse(segments[0].valid_from)).toBe(sequence.events[0].at);
      const moments = [
        ...sequence.events.map((event) => event.at),
        ...Array.from({ length: 20 }, () => FROM + Math.floor(random() * (TO - FROM))),
      ];
      for (const at of moments) {
        const segment = segments.find(
          (s) => Date.parse(s.valid_from) <= at && (s.valid_until === null || Date.parse(s.valid_until) > at),
        );
        const state = replayState(sequence, template, at);
        const expected = publicAt(state, at) ? comparable(state!) : undefined;
        const actual =
          segment?.is_public && segment.terms
            ? fromRow({ ...segment, name: segment.terms.name as string }, segment.terms)
            : undefined;
        if (JSON.stringify(expected) !== JSON.stringify(actual)) {
          differences.push(
            `${new Date(at).toISOString()} card ${sequence.id}: ${JSON.stringify({ expected, actual })}`,
          );
        }
      }
    }
    expect(differences.slice(0, 5)).toEqual([]);
  }, 300_000);

  // The checkpoints (20261201002000) are a pure function of the audit rows: what the triggers wrote equals a rebuild
  // from the audit log, also after audit rows were written out of order, redacted or deleted; and the answer at a
  // moment does not depend on them (with none at all it is the same).
  const checkpoints = async () =>
    (
      await stack.sql.query<{ rows: string | null; n: string }>(
        `select count(*)::text as n,
                pg_catalog.jsonb_agg(pg_catalog.to_jsonb(c) order by c.table_name, c.row_id, c.occurred_at, c.audit_id)::text
                  as rows
           from private.audit_checkpoints c`,
      )
    ).rows[0];
  const rebuilt = async () => {
    const written = await checkpoints();
    await stack.sql.query('select private.rebuild_audit_checkpoints()');
    return { written, rebuilt: await checkpoints() };
  };
  const answersAt = async (moments: number[]) =>
    Promise.all(
      moments.map(async (at) => {
        const { data, error } = await admin.rpc('terms_on_date', { p_at: new Date(at).toISOString() });
        expect(error).toBeNull();
        return data as TermsRow[];
      }),
    );

  it('the checkpoints the triggers wrote are those a rebuild from the audit log gives, every sequence crossing some', async () => {
    const { written, rebuilt: fresh } = await rebuilt();
    // 4–12 events per sequence (one INSERT): ~3.5 checkpoints a sequence at K = 2
    expect(Number(written.n)).toBeGreaterThan(SEQUENCES * 2);
    expect(written.rows).toBe(fresh.rows);
  });

  it('an audit row written before later ones of its card rebuilds that card’s checkpoints', async () => {
    // A sequence whose later events leave bonus_description alone: otherwise one of them can overwrite the
    // back-dated value before the next checkpoint (seed 497253), and no checkpoint would carry it, rightly.
    const sequence = sequences.find(
      (s) =>
        s.events.length >= 8 &&
        s.events.at(-1)!.kind !== 'delete' &&
        s.events.slice(3).every((event) => !('fields' in event) || !('bonus_description' in event.fields)),
    )!;
    const between = Math.floor((sequence.events[2].at + sequence.events[3].at) / 2);
    await stack.sql.query(
      `begin; ${auditClockAt(new Date(between))}
       update public.credit_cards set bonus_description = 'Skriven i efterhand' where id = ${sequence.id}; commit;`,
    );
    const { written, rebuilt: fresh } = await rebuilt();
    expect(written.rows).toBe(fresh.rows);
    const { rows } = await stack.sql.query<{ n: string }>(
      `select count(*)::text as n from private.audit_checkpoints
        where table_name = 'credit_cards' and row_id = $1 and row_image ->> 'bonus_description' = 'Skriven i efterhand'`,
      [String(sequence.id)],
    );
    expect(Number(rows[0].n)).toBeGreaterThan(0);
  });

  it('redacting or deleting audit rows (retention, erasure) rewrites the checkpoints in the same transaction', async () => {
    const ids = sequences.filter((s) => s.events.length >= 6).map((s) => String(s.id));
    const [redacted, deleted] = [ids.slice(0, 10), ids.slice(10, 12)];
    const textArray = (xs: string[]) => `array[${xs.map((x) => `'${x}'`).join(', ')}]::text[]`;
    await stack.sql.query(
      `begin;
       select private.redact_audit_rows('credit_cards', ${textArray(redacted)}, false, array['name']);
       select private.redact_audit_rows('credit_cards', ${textArray(deleted)}, true);
       commit;`,
    );
    const { rows } = await stack.sql.query<{ names: string[]; gone: string }>(
      `select (select pg_catalog.array_agg(distinct c.row_image ->> 'name') from private.audit_checkpoints c
                where c.table_name = 'credit_cards' and c.row_id = any ($1::text[])) as names,
              (select count(*)::text from private.audit_checkpoints c
                where c.table_name = 'credit_cards' and c.row_id = any ($2::text[])) as gone`,
      [redacted, deleted],
    );
    expect(rows[0].names).toEqual(['[raderad]']);
    expect(rows[0].gone).toBe('0');
    const { written, rebuilt: fresh } = await rebuilt();
    expect(written.rows).toBe(fresh.rows);

    // the same answers with no checkpoints at all (every row folded from its INSERT)
    const random = seededRandom(SEED + 3);
    const publicMoments = sequences
      .filter((sequence) => redacted.includes(String(sequence.id)))
      .flatMap((sequence) =>
        sequence.events
          .map((event) => event.at)
          .filter((at) => publicAt(replayState(sequence, template, at), at)),
      );
    const moments = [
      ...publicMoments.slice(0, 6),
      ...Array.from({ length: 12 }, () => FROM + Math.floor(random() * (TO - FROM))),
    ];
    const withCheckpoints = await answersAt(moments);
    await stack.sql.query('update private.audit_checkpoint_tables set every_updates = 1000000');
    expect((await checkpoints()).n).toBe('0');
    const without = await answersAt(moments);
    await stack.sql.query(`update private.audit_checkpoint_tables set every_updates = ${EVERY}`);
    expect(JSON.stringify(withCheckpoints)).toBe(JSON.stringify(without));
    expect(withCheckpoints.flat().some((row) => row.name === '[raderad]')).toBe(true);
  });

  it('a signed-in non-admin reads no terms and no timeline (the audit log is the admins’)', async () => {
    const user = await signedIn(stack, 'user@example.se');
    const terms = await user.rpc('terms_on_date', { p_at: new Date(TO).toISOString() });
    expect(terms.error).toBeNull();
    expect(terms.data).toEqual([]);
    const timeline = await user.rpc('card_terms_timeline', { p_card_id: FIRST_ID });
    expect(timeline.data ?? []).toEqual([]);
  });
});
