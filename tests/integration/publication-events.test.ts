// Issue 33: the record history's "Publicerades/Avpublicerades enligt schema satt av X" come from every audit row of
// the record (public.publication_events, 20261129008100), not from the 50 rows the history page loads. Both
// backends. The first case is real: an admin schedules a post, it goes live with nobody saving, then another admin
// edits it 60 times, so the row that set the time is the 61st newest. The others replay audit rows written by hand at
// chosen moments (the audit log is append-only for the API roles; the test writes as the superuser).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Stack } from '../../supabase/local/stack.ts';
import { startTestStack } from './backends.ts';
import { personas, type Persona } from './personas.ts';

let stack: Stack;
let clients: Record<Persona, SupabaseClient>;
let rowCounter = 900_000;

const EDITOR = 'a0000000-0000-4000-8000-000000000001';
const LEAD = 'a0000000-0000-4000-8000-000000000002';

interface Event {
  kind: string;
  at: string;
  actor_id: string | null;
}
const iso = (value: string) => new Date(value).toISOString();
const events = async (table: string, rowId: string, now?: string): Promise<Event[]> => {
  const { data, error } = await clients.admin.rpc('publication_events', {
    p_table: table,
    p_row_id: rowId,
    ...(now ? { p_now: now } : {}),
  });
  expect(error).toBeNull();
  return ((data ?? []) as Event[])
    .map((event) => ({ ...event, at: iso(event.at) }))
    .sort((a, b) => a.at.localeCompare(b.at));
};

/** One audit row of a made-up record; UPDATE changes are [old, new]. */
type AuditRow = [at: string, actor: string, action: string, fields: Record<string, unknown>];

/** Writes audit rows of one made-up record. */
async function history(table: string, rows: AuditRow[]): Promise<string> {
  const rowId = String(rowCounter++);
  for (const [at, actor, action, fields] of rows) {
    const changed =
      action === 'UPDATE'
        ? Object.fromEntries(
            Object.entries(fields as Record<string, [unknown, unknown]>).map(([key, [old, next]]) => [
              key,
              { old, new: next },
            ]),
          )
        : fields;
    await stack.sql.query(
      `insert into public.audit_log (occurred_at, actor_id, table_name, row_id, action, changed_fields)
       values ($1, $2, $3, $4, $5, $6)`,
      [at, actor, table, rowId, action, JSON.stringify(changed)],
    );
  }
  return rowId;
}

/** An editor's insert on 19 November of a record scheduled for the 21st. */
const SCHEDULED: AuditRow = [
  '2026-11-19T08:00:00Z',
  EDITOR,
  'INSERT',
  { status: 'scheduled', published_at: '2026-11-21T06:00:00Z' },
];
const day = (n: number) => new Date(Date.UTC(2026, 0, n, 8)).toISOString();

beforeAll(async () => {
  stack = await startTestStack();
  clients = await personas(stack);
});
afterAll(async () => {
  await stack?.stop();
});

describe('publication events over the whole history', () => {
  it('a post that went live by its schedule, then was edited 60 times by another admin', async () => {
    const { rows } = await stack.sql.query<{ at: string }>(
      `select (clock_timestamp() + interval '2 seconds')::text as at`,
    );
    const goesLive = iso(rows[0].at.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));
    const created = await clients.admin
      .from('news_articles')
      .insert({
        title: 'Schemalagd nyhet',
        slug: 'schemalagd-nyhet-61',
        body: '<p>x</p>',
        status: 'scheduled',
        published_at: goesLive,
      })
      .select('id')
      .single();
    expect(created.error).toBeNull();
    const id = String(created.data!.id);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    for (let i = 0; i < 60; i++) {
      const { error } = await clients.mfaAdminAal2
        .from('news_articles')
        .update({ excerpt: `Ingress ${i}` })
        .eq('id', id);
      expect(error).toBeNull();
    }
    const { data: admin } = await clients.admin.auth.getUser();
    const { data: newest } = await clients.admin
      .from('audit_log')
      .select('action, occurred_at')
      .eq('table_name', 'news_articles')
      .eq('row_id', id)
      .order('occurred_at', { ascending: false })
      .limit(50);
    // The row that set the time is not among the 50 the history page shows first; the moment itself lies before
    // all of them.
    expect(newest!.map((row) => row.action)).not.toContain('INSERT');
    expect(newest!.every((row) => iso(row.occurred_at) > goesLive)).toBe(true);
    expect(await events('news_articles', id)).toEqual([
      { kind: 'live', at: goesLive, actor_id: admin.user!.id },
    ]);
  });

  it('an end lying among the newest rows, set by a row beyond the first 50', async () => {
    const rowId = await history('blog_posts', [
      [day(1), EDITOR, 'INSERT', { status: 'published', published_at: day(1), publish_until: null }],
      [day(2), LEAD, 'UPDATE', { publish_until: [null, '2026-03-15T00:00:00Z'] }],
      ...Array.from(
        { length: 70 },
        (_, i) =>
          [
            new Date(Date.UTC(2026, 0, 3) + i * 86_400_000).toISOString(),
            EDITOR,
            'UPDATE',
            { excerpt: [`${i}`, `${i + 1}`] },
          ] as AuditRow,
      ),
    ]);
    expect(await events('blog_posts', rowId, day(200))).toEqual([
      { kind: 'ended', at: iso('2026-03-15T00:00:00Z'), actor_id: LEAD },
    ]);
  });

  it('went live and ended at its times, each by whoever set that time', async () => {
    const rowId = await history('news_articles', [
      [
        '2026-11-19T08:00:00+00:00',
        EDITOR,
        'INSERT',
        { status: 'scheduled', published_at: '2026-11-21T06:00:00+00:00', publish_until: null },
      ],
      ['2026-11-20T10:00:00+00:00', LEAD, 'UPDATE', { publish_until: [null, '2026-11-25T00:00:00+00:00'] }],
    ]);
    expect(await events('news_articles', rowId, '2026-11-26T00:00:00Z')).toEqual([
      { kind: 'live', at: iso('2026-11-21T06:00:00Z'), actor_id: EDITOR },
      { kind: 'ended', at: iso('2026-11-25T00:00:00Z'), actor_id: LEAD },
    ]);
  });

  it('nothing that has not happened yet, nothing a save did itself, nothing for a draft', async () => {
    const now = '2026-11-26T00:00:00Z';
    const inserted: Array<[what: string, fields: Record<string, unknown>]> = [
      ['not happened yet', { status: 'scheduled', published_at: '2026-12-01T06:00:00Z' }],
      ['done by the save itself', { status: 'published', published_at: '2026-11-19T08:00:00Z' }],
      ['a draft', { status: 'draft', published_at: '2026-11-21T06:00:00Z' }],
    ];
    for (const [what, fields] of inserted) {
      const rowId = await history('blog_posts', [['2026-11-19T08:00:00Z', EDITOR, 'INSERT', fields]]);
      expect(await events('blog_posts', rowId, now), what).toEqual([]);
    }
  });

  it('a time moved before it came counts only where it ended up; a deleted record starts over', async () => {
    const moved = await history('news_articles', [
      SCHEDULED,
      [
        '2026-11-20T08:00:00Z',
        LEAD,
        'UPDATE',
        { published_at: ['2026-11-21T06:00:00Z', '2026-11-22T06:00:00Z'] },
      ],
    ]);
    expect(await events('news_articles', moved, '2026-11-26T00:00:00Z')).toEqual([
      { kind: 'live', at: iso('2026-11-22T06:00:00Z'), actor_id: LEAD },
    ]);
    const deleted = await history('news_articles', [
      SCHEDULED,
      ['2026-11-20T08:00:00Z', LEAD, 'DELETE', { status: 'scheduled', published_at: '2026-11-21T06:00:00Z' }],
    ]);
    expect(await events('news_articles', deleted, '2026-11-26T00:00:00Z')).toEqual([]);
  });

  it('a card goes live at publish_from only while published; other tables have no schedule', async () => {
    const rowId = await history('credit_cards', [
      [
        '2026-11-01T08:00:00Z',
        EDITOR,
        'INSERT',
        { is_published: false, publish_from: '2026-11-10T00:00:00Z', publish_until: '2026-11-20T00:00:00Z' },
      ],
      ['2026-11-12T08:00:00Z', LEAD, 'UPDATE', { is_published: [false, true] }],
    ]);
    expect(await events('credit_cards', rowId, '2026-11-26T00:00:00Z')).toEqual([
      { kind: 'ended', at: iso('2026-11-20T00:00:00Z'), actor_id: EDITOR },
    ]);
    expect(await events('categories', rowId, '2026-11-26T00:00:00Z')).toEqual([]);
  });

  it('is for admins: a signed-in user sees nothing, anon may not call it', async () => {
    const rowId = await history('news_articles', [SCHEDULED]);
    const user = await clients.user.rpc('publication_events', { p_table: 'news_articles', p_row_id: rowId });
    expect(user.error).toBeNull();
    expect(user.data).toEqual([]);
    const anon = await clients.anon.rpc('publication_events', { p_table: 'news_articles', p_row_id: rowId });
    expect(anon.error?.code).toBe('42501');
  });
});
