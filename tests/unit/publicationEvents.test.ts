import { describe, expect, it } from 'vitest';
import { publicationEvents, type PublicationAuditRow } from '../../src/history/publicationEvents';

const EDITOR = 'a0000000-0000-4000-8000-000000000001';
const LEAD = 'a0000000-0000-4000-8000-000000000002';

const insert = (at: string, actor: string, row: Record<string, unknown>): PublicationAuditRow => ({
  occurred_at: at,
  actor_id: actor,
  action: 'INSERT',
  changed_fields: row,
});
const update = (
  at: string,
  actor: string,
  changes: Record<string, [unknown, unknown]>,
): PublicationAuditRow => ({
  occurred_at: at,
  actor_id: actor,
  action: 'UPDATE',
  changed_fields: Object.fromEntries(Object.entries(changes).map(([k, [o, n]]) => [k, { old: o, new: n }])),
});

describe('publicationEvents', () => {
  it('a scheduled post went live and ended at its times, each by whoever set that time', () => {
    const rows = [
      update('2026-11-20T10:00:00+00:00', LEAD, { publish_until: [null, '2026-11-25T00:00:00+00:00'] }),
      insert('2026-11-19T08:00:00+00:00', EDITOR, {
        status: 'scheduled',
        published_at: '2026-11-21T06:00:00+00:00',
        publish_until: null,
      }),
    ];
    expect(publicationEvents('news_articles', rows, new Date('2026-11-26T00:00:00Z'))).toEqual([
      { kind: 'live', at: '2026-11-21T06:00:00.000Z', by: EDITOR },
      { kind: 'ended', at: '2026-11-25T00:00:00.000Z', by: LEAD },
    ]);
  });

  it('nothing that has not happened yet, nothing a save did itself, nothing for a draft', () => {
    const now = new Date('2026-11-26T00:00:00Z');
    const future = [
      insert('2026-11-19T08:00:00+00:00', EDITOR, {
        status: 'scheduled',
        published_at: '2026-12-01T06:00:00Z',
      }),
    ];
    expect(publicationEvents('blog_posts', future, now)).toEqual([]);
    // Published on save: published_at is the save's own moment, not a schedule.
    const immediate = [
      insert('2026-11-19T08:00:00+00:00', EDITOR, {
        status: 'published',
        published_at: '2026-11-19T08:00:00Z',
      }),
    ];
    expect(publicationEvents('blog_posts', immediate, now)).toEqual([]);
    const draft = [
      insert('2026-11-19T08:00:00+00:00', EDITOR, { status: 'draft', published_at: '2026-11-21T06:00:00Z' }),
    ];
    expect(publicationEvents('blog_posts', draft, now)).toEqual([]);
  });

  it('a time moved before it came counts only where it ended up', () => {
    const rows = [
      insert('2026-11-19T08:00:00+00:00', EDITOR, {
        status: 'scheduled',
        published_at: '2026-11-21T06:00:00Z',
      }),
      update('2026-11-20T08:00:00+00:00', LEAD, {
        published_at: ['2026-11-21T06:00:00Z', '2026-11-22T06:00:00Z'],
      }),
    ];
    expect(publicationEvents('news_articles', rows, new Date('2026-11-26T00:00:00Z'))).toEqual([
      { kind: 'live', at: '2026-11-22T06:00:00.000Z', by: LEAD },
    ]);
  });

  it('a card goes live at publish_from only while it is published, and its offer window ends', () => {
    const rows = [
      insert('2026-11-01T08:00:00+00:00', EDITOR, {
        is_published: false,
        publish_from: '2026-11-10T00:00:00Z',
        publish_until: '2026-11-20T00:00:00Z',
      }),
      update('2026-11-12T08:00:00+00:00', LEAD, { is_published: [false, true] }),
    ];
    // Published after its start: it went live by that save, and ended by the editor's end time.
    expect(publicationEvents('credit_cards', rows, new Date('2026-11-26T00:00:00Z'))).toEqual([
      { kind: 'ended', at: '2026-11-20T00:00:00.000Z', by: EDITOR },
    ]);
    expect(publicationEvents('categories', rows)).toEqual([]);
  });
});
