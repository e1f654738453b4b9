// Issue 33: what the public reads depends on the time, not on a job. Each case sets its moment T a few seconds after
// the database's now(), reads as anon (supabase-js, the public site's shapes) before T − 1 s and after T + 1 s with
// no process in between, and the admin's publication_state says the same. Site texts: versions by date, anon reads
// only the current one, the history and an undo. Both backends (vitest projects integration-pglite/-postgres).
import { describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Stack } from '../../supabase/local/stack.ts';
import { personas, type Persona } from './personas.ts';
import { embeddedOne } from './embeddedOne.ts';
import { withTestStack } from './stack-fixture.ts';

let stack: Stack;
let clients: Record<Persona, SupabaseClient>;

/** A moment `seconds` after the database's clock, and the wall-clock offset to wait for it. */
async function momentAhead(
  seconds: number,
): Promise<{ at: string; waitUntil: (offset: number) => Promise<void> }> {
  const { rows } = await stack.sql.query<{ at: string; db_now: string }>(
    `select (now() + make_interval(secs => $1))::text as at, clock_timestamp()::text as db_now`,
    [seconds],
  );
  const atMs = Date.parse(rows[0].at.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));
  const skew = Date.now() - Date.parse(rows[0].db_now.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));
  return {
    at: new Date(atMs).toISOString(),
    waitUntil: async (offset) => {
      const wait = atMs + skew + offset * 1000 - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    },
  };
}

/** The database clock is before T − 1 s (so a read now is a read "at T − 1 s" or earlier). */
async function expectBefore(at: string, seconds: number): Promise<void> {
  const { rows } = await stack.sql.query<{ ok: boolean }>(
    `select clock_timestamp() < $1::timestamptz - make_interval(secs => $2) as ok`,
    [at, seconds],
  );
  expect(rows[0].ok, `the read ran before T − ${seconds} s`).toBe(true);
}

const short = (table: string) => (table === 'news_articles' ? 'nyhet' : 'blogg');
const anonSlugs = async (table: 'news_articles' | 'blog_posts', slugs: string[]) => {
  const { data, error } = await clients.anon.from(table).select('slug').in('slug', slugs);
  expect(error).toBeNull();
  return (data ?? []).map((row) => row.slug).sort();
};
const states = async (table: string, column: string, values: Array<string | number>) => {
  const { data, error } = await clients.admin
    .from(table)
    .select(`${column}, publication_state`)
    .in(column, values)
    .order(column);
  expect(error).toBeNull();
  return Object.fromEntries(
    ((data ?? []) as unknown as Array<Record<string, string>>).map((row) => [
      row[column],
      row.publication_state,
    ]),
  );
};

withTestStack(async (started) => {
  stack = started;
  clients = await personas(stack);
});

describe('scheduled posts', () => {
  it('a post scheduled for T is public from T on; one ending at T is gone at T', async () => {
    const t = await momentAhead(4);
    for (const table of ['news_articles', 'blog_posts'] as const) {
      await stack.sql.query(
        `insert into public.${table} (title, slug, body, status, published_at, publish_until) values
           ('Kommer', 'kommer-${short(table)}', '<p>x</p>', 'scheduled', $1, null),
           ('Publicerad med framtida tid', 'framtid-${short(table)}', '<p>x</p>', 'published', $1, null),
           ('Slutar', 'slutar-${short(table)}', '<p>x</p>', 'published', now() - interval '1 day', $1)`,
        [t.at],
      );
    }
    for (const table of ['news_articles', 'blog_posts'] as const) {
      const slugs = [`kommer-${short(table)}`, `framtid-${short(table)}`, `slutar-${short(table)}`];
      expect(await anonSlugs(table, slugs)).toEqual([`slutar-${short(table)}`]);
      expect(await states(table, 'slug', slugs)).toEqual({
        [`kommer-${short(table)}`]: 'scheduled',
        [`framtid-${short(table)}`]: 'scheduled',
        [`slutar-${short(table)}`]: 'published',
      });
      // The public site's filter on the computed state is as the policy: the list's filter "Publicerad".
      const { count } = await clients.admin
        .from(table)
        .select('id', { count: 'exact', head: true })
        .in('slug', slugs)
        .eq('publication_state', 'scheduled');
      expect(count).toBe(2);
    }
    await expectBefore(t.at, 1);
    await t.waitUntil(1.2);
    for (const table of ['news_articles', 'blog_posts'] as const) {
      const slugs = [`kommer-${short(table)}`, `framtid-${short(table)}`, `slutar-${short(table)}`];
      expect(await anonSlugs(table, slugs)).toEqual([`framtid-${short(table)}`, `kommer-${short(table)}`]);
      expect(await states(table, 'slug', slugs)).toEqual({
        [`kommer-${short(table)}`]: 'published',
        [`framtid-${short(table)}`]: 'published',
        [`slutar-${short(table)}`]: 'ended',
      });
    }
  });

  it('refuses an end before the start, in the database', async () => {
    const { error } = await clients.admin.from('news_articles').insert({
      title: 'Fel ordning',
      slug: 'fel-ordning',
      status: 'scheduled',
      published_at: '2030-01-02T00:00:00Z',
      publish_until: '2030-01-01T00:00:00Z',
    });
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain('news_articles_publish_until_after_from');
  });
});

describe('scheduled cards and offers', () => {
  it('a card is public between publish_from and publish_until, an offer until offer_ends_at', async () => {
    const { rows } = await stack.sql.query<{ id: number }>(
      `select c.id from public.credit_cards c
        where c.is_published and exists (select 1 from public.card_categories cc where cc.card_id = c.id)
        order by c.id limit 2`,
    );
    const [starting, ending] = rows.map((row) => Number(row.id));
    const t = await momentAhead(4);
    await stack.sql.query(
      `update public.credit_cards set publish_from = $1, bonus_description = 'Bonus från start' where id = $2`,
      [t.at, starting],
    );
    await stack.sql.query(
      `update public.credit_cards set publish_until = $1, offer_ends_at = $1,
              bonus_description = 'Inget årsavgift första året' where id = $2`,
      [t.at, ending],
    );
    const anonCards = async () => {
      const { data, error } = await clients.anon
        .from('credit_cards')
        .select('id, card_offers(offer), card_categories(category_id)')
        .in('id', [starting, ending])
        .order('id');
      expect(error).toBeNull();
      return (data ?? []).map((card) => ({
        id: card.id,
        offer: embeddedOne(card.card_offers)?.offer ?? null,
        categories: card.card_categories.length > 0,
      }));
    };
    const anonCategoryCards = async () => {
      const { data } = await clients.anon
        .from('card_categories')
        .select('card_id')
        .in('card_id', [starting, ending]);
      return [...new Set((data ?? []).map((row) => row.card_id))].sort((a, b) => a - b);
    };

    expect(await anonCards()).toEqual([
      { id: ending, offer: 'Inget årsavgift första året', categories: true },
    ]);
    expect(await anonCategoryCards()).toEqual([ending]);
    expect(await states('credit_cards', 'id', [starting, ending])).toEqual({
      [starting]: 'scheduled',
      [ending]: 'published',
    });
    await expectBefore(t.at, 1);
    await t.waitUntil(1.2);
    expect(await anonCards()).toEqual([{ id: starting, offer: 'Bonus från start', categories: true }]);
    expect(await anonCategoryCards()).toEqual([starting]);
    expect(await states('credit_cards', 'id', [starting, ending])).toEqual({
      [starting]: 'published',
      [ending]: 'ended',
    });
    // The offer's end alone: the card stays, its offer is gone.
    await stack.sql.query(`update public.credit_cards set publish_until = null where id = $1`, [ending]);
    const { data } = await clients.anon
      .from('credit_cards')
      .select('card_offers(offer)')
      .eq('id', ending)
      .single();
    expect(data).toEqual({ card_offers: null });
    // The admin's computed column says the same.
    const admin = await clients.admin.from('credit_cards').select('current_offer').eq('id', ending).single();
    expect(admin.data).toEqual({ current_offer: null });
  });

  it('refuses publish_until before publish_from', async () => {
    const { error } = await clients.admin
      .from('credit_cards')
      .update({ publish_from: '2030-01-02T00:00:00Z', publish_until: '2030-01-01T00:00:00Z' })
      .eq('id', 1);
    expect(error?.code).toBe('23514');
  });
});

describe('site texts', () => {
  it('anon reads the current published version of each text only, by its valid_from', async () => {
    const t = await momentAhead(4);
    await stack.sql.query(
      `insert into public.site_texts (key, title, body, version_label, status, valid_from) values
         ('cookie_policy', 'Cookiepolicy', '<p>v2</p>', '2', 'published', now() - interval '1 hour'),
         ('cookie_policy', 'Cookiepolicy', '<p>v3</p>', '3', 'published', $1),
         ('cookie_policy', 'Cookiepolicy', '<p>utkast</p>', '4', 'draft', now() - interval '1 minute')`,
      [t.at],
    );
    const anonTexts = async () => {
      const { data, error } = await clients.anon.from('site_texts').select('key, version_label');
      expect(error).toBeNull();
      return Object.fromEntries((data ?? []).map((row) => [row.key, row.version_label]));
    };
    expect(await anonTexts()).toEqual({
      ranking_method: '1',
      sponsored_marking: '1',
      review_policy: '1',
      credit_warning: '1',
      cookie_policy: '2',
    });
    const { data: all } = await clients.admin
      .from('site_texts')
      .select('version_label, is_current')
      .eq('key', 'cookie_policy')
      .order('version_label');
    expect(all).toEqual([
      { version_label: '1', is_current: false },
      { version_label: '2', is_current: true },
      { version_label: '3', is_current: false },
      { version_label: '4', is_current: false },
    ]);
    await expectBefore(t.at, 1);
    await t.waitUntil(1.2);
    expect((await anonTexts()).cookie_policy).toBe('3');
    // Nobody but admins writes.
    const { error: anonWrite } = await clients.anon
      .from('site_texts')
      .insert({ key: 'credit_warning', title: 'x', body: 'x', version_label: '9' });
    expect(anonWrite).not.toBeNull();
    const { error: userWrite, count } = await clients.user
      .from('site_texts')
      .update({ title: 'x' }, { count: 'exact' })
      .eq('key', 'credit_warning');
    expect(userWrite === null ? count : 0).toBe(0);
  });

  it('a consent may name the cookie policy version it was given on, only a matching one', async () => {
    const { data: policy } = await clients.anon
      .from('site_texts')
      .select('id, version_label')
      .eq('key', 'cookie_policy')
      .single();
    const consent = {
      policy_version: policy!.version_label,
      functional: true,
      analytics: false,
      marketing: false,
      action: 'custom',
    };
    const { error } = await clients.anon
      .from('cookie_consents')
      .insert({ ...consent, policy_text_id: policy!.id });
    expect(error).toBeNull();
    const { error: wrong } = await clients.anon
      .from('cookie_consents')
      .insert({ ...consent, policy_version: 'inte-denna', policy_text_id: policy!.id });
    expect(wrong?.code).toBe('23514');
    // Consents recorded before (no policy_text_id) stay valid.
    const { error: old } = await clients.anon.from('cookie_consents').insert(consent);
    expect(old).toBeNull();
  });

  it('keeps each change in the history, and an undo writes the earlier text back at its version', async () => {
    const { data: text } = await clients.admin
      .from('site_texts')
      .select('id, body, version')
      .eq('key', 'credit_warning')
      .eq('version_label', '1')
      .single();
    const { error } = await clients.admin
      .from('site_texts')
      .update({ body: '<p>Ny varning</p>', version: text!.version })
      .eq('id', text!.id)
      .eq('version', text!.version);
    expect(error).toBeNull();
    const { data: history } = await clients.admin
      .from('audit_log')
      .select('action, changed_fields')
      .eq('table_name', 'site_texts')
      .eq('row_id', String(text!.id))
      .order('occurred_at', { ascending: false })
      .limit(1);
    expect(history?.[0]).toMatchObject({
      action: 'UPDATE',
      changed_fields: { body: { old: text!.body, new: '<p>Ny varning</p>' } },
    });
    // The undo a stale editor would send is refused (409); at the current version it restores the text.
    const undoAt = (version: number) =>
      clients.admin.from('site_texts').update({ body: text!.body, version }).eq('id', text!.id);
    const { error: stale } = await undoAt(text!.version);
    expect(stale?.code).toBe('PT409');
    const { error: undo } = await undoAt(text!.version + 1);
    expect(undo).toBeNull();
    const { data: after } = await clients.anon
      .from('site_texts')
      .select('body')
      .eq('key', 'credit_warning')
      .single();
    expect(after?.body).toBe(text!.body);
  });
});
