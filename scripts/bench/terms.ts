// Prints the time of "Villkor per datum" (public.terms_on_date, issue 34) for one date over a history of 100,000 card
// changes: CARDS cards cloned from a published seed card, then ROUNDS rounds that each change every card once (rank, sponsored,
// published: a fifth of them at a time, name), written through the real audit trigger with the audit clock set (scripts/support/auditClock.ts)
// to moments spread over three years. Then RUNS calls of terms_on_date as admin@example.se through supabase-js and
// PostgREST, for a moment in the middle of the history (p50/p95), one call's EXPLAIN ANALYZE inside the database, the
// checkpoints kept (20261201002000_audit_checkpoints.sql), and one card's timeline.
//   npm run bench:terms                        PGlite;  SUPABASE_LOCAL_BACKEND=postgres npm run bench:terms
//   -- --cards N (default 1000) --rounds N (default 100) --runs N (default 20)
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { createClient } from '@supabase/supabase-js';
import { ADMIN } from '../support/accounts.ts';
import { backendFromEnvironment } from '../../supabase/local/backend.ts';
import { startStack } from '../../supabase/local/stack.ts';
import {
  auditClockAt,
  cloneCardSql,
  installAuditClock,
  publishableTemplateId,
} from '../support/auditClock.ts';

const { values } = parseArgs({
  options: { cards: { type: 'string' }, rounds: { type: 'string' }, runs: { type: 'string' } },
});
const CARDS = Number(values.cards ?? 1000);
const ROUNDS = Number(values.rounds ?? 100);
const RUNS = Number(values.runs ?? 20);
const START = Date.parse('2023-01-01T08:00:00Z');
const SPAN = 3 * 365 * 24 * 3600 * 1000;
const FIRST_ID = 1_000_000;

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];

const backend = backendFromEnvironment([], process.env);
const stack = await startStack({ port: 0, dataDir: null, quiet: true, backend });
try {
  await installAuditClock(stack.sql);
  const template = await publishableTemplateId(stack.sql);
  const built = performance.now();
  const inserts = Array.from({ length: CARDS }, (_, i) =>
    cloneCardSql(FIRST_ID + i, { name: `Bänkkort ${i + 1}`, slug: `bankkort-${i + 1}` }, template),
  );
  await stack.sql.query(`begin; ${auditClockAt(new Date(START))} ${inserts.join('\n')} commit;`);
  for (let round = 1; round <= ROUNDS; round += 1) {
    const at = new Date(START + (round / (ROUNDS + 1)) * SPAN);
    await stack.sql.query(
      `begin; ${auditClockAt(at)}
       update public.credit_cards set
         name = 'Bänkkort ' || (id - ${FIRST_ID} + 1) || ' v${round}',
         sort_rank = ((id * 7919 + ${round} * 104729) % 1000)::integer,
         is_sponsored = (id + ${round}) % 5 = 0,
         is_published = (id + ${round}) % 5 = 0
       where id >= ${FIRST_ID}; commit;`,
    );
  }
  const { rows } = await stack.sql.query<{ n: string }>(
    `select count(*)::text as n from public.audit_log where table_name = 'credit_cards'`,
  );
  const buildSeconds = (performance.now() - built) / 1000;

  const admin = createClient(stack.url, stack.anonKey, { auth: { persistSession: false } });
  const signIn = await admin.auth.signInWithPassword(ADMIN);
  if (signIn.error) throw signIn.error;
  const moment = new Date(START + SPAN / 2 + 3600_000).toISOString();
  const times: number[] = [];
  let count = 0;
  for (let run = 0; run < RUNS + 2; run += 1) {
    const started = performance.now();
    const result = await admin.rpc('terms_on_date', { p_at: moment });
    const ms = performance.now() - started;
    if (result.error) throw new Error(result.error.message);
    count = (result.data as unknown[]).length;
    if (run >= 2) times.push(ms); // two warm-up calls
  }
  const timelineStarted = performance.now();
  const timeline = await admin.rpc('card_terms_timeline', { p_card_id: FIRST_ID });
  if (timeline.error) throw new Error(timeline.error.message);
  const timelineMs = performance.now() - timelineStarted;
  // One call inside the database (as the owner: RLS skipped), without PostgREST's and the client's share.
  const explained = await stack.sql.query<Record<string, string>>(
    `explain (analyze, format text) select * from public.terms_on_date('${moment}')`,
  );
  const executionTime = explained.rows
    .map((row) => Object.values(row)[0])
    .find((line) => line.startsWith('Execution Time'));
  const checkpoints = await stack.sql.query<{ n: string }>(
    `select count(*)::text as n from private.audit_checkpoints where table_name = 'credit_cards'`,
  );

  console.log(
    `backend ${backend}; load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    `history: ${rows[0].n} audit rows of credit_cards (${CARDS} cards × ${ROUNDS} rounds) and ${checkpoints.rows[0].n} checkpoints, built in ${buildSeconds.toFixed(1)} s`,
  );
  console.log(
    `terms_on_date(${moment}): ${count} public cards; p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms over ${RUNS} calls (goal p95 ≤ 500 ms); EXPLAIN ANALYZE of one call: ${executionTime}`,
  );
  console.log(
    `card_terms_timeline(${FIRST_ID}): ${(timeline.data as unknown[]).length} segments in ${timelineMs.toFixed(0)} ms`,
  );
} finally {
  await stack.stop();
}
