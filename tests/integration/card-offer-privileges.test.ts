// Issue 33: the public read API shows a card's offer only while it runs. anon cannot read the raw offer text
// (credit_cards.bonus_description: column privileges), reads every other column of a card, and reads the offer
// through card_offers, whose policy is the card's publication window and offer_ends_at (20261129008000). Both
// backends, through supabase-js as the public site calls them.
import { describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Stack } from '../../supabase/local/stack.ts';
import { personas, type Persona } from './personas.ts';
import { embeddedOne } from './embeddedOne.ts';
import { withTestStack } from './stack-fixture.ts';

let stack: Stack;
let clients: Record<Persona, SupabaseClient>;
let running: number;
let ended: number;
let unpublished: number;

const setCard = (id: number, set: string, values: unknown[] = []) =>
  stack.sql.query(`update public.credit_cards set ${set} where id = $1`, [id, ...values]);

withTestStack(async (started) => {
  stack = started;
  clients = await personas(stack);
  const { rows } = await stack.sql.query<{ id: number }>(
    `select id from public.credit_cards where is_published order by id limit 3`,
  );
  [running, ended, unpublished] = rows.map((row) => Number(row.id));
  await setCard(
    running,
    `bonus_description = 'Pågående: 5 000 bonuspoäng', offer_ends_at = now() + interval '1 day'`,
  );
  await setCard(
    ended,
    `bonus_description = 'Slut: fri årsavgift', offer_ends_at = now() - interval '1 second'`,
  );
  await setCard(unpublished, `bonus_description = 'Opublicerat kort', is_published = false`);
});

describe('anon and the raw offer text', () => {
  it('is refused the column bonus_description, alone or through *', async () => {
    for (const columns of ['id, bonus_description', '*', 'bonus_description']) {
      const { data, error } = await clients.anon.from('credit_cards').select(columns).eq('id', ended);
      expect(data, columns).toBeNull();
      expect(error?.code, columns).toBe('42501');
    }
    // Not through a filter or an order either.
    const filtered = await clients.anon
      .from('credit_cards')
      .select('id')
      .ilike('bonus_description', '%fri årsavgift%');
    expect(filtered.error?.code).toBe('42501');
    const ordered = await clients.anon.from('credit_cards').select('id').order('bonus_description');
    expect(ordered.error?.code).toBe('42501');
  });

  it('reads every other column of a card (a new column needs its grant to anon)', async () => {
    const { rows } = await stack.sql.query<{ name: string }>(
      `select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = 'credit_cards' and column_name <> 'bonus_description'
        order by ordinal_position`,
    );
    const columns = rows.map((row) => row.name);
    expect(columns.length).toBeGreaterThan(40);
    for (const column of columns) {
      const { error } = await clients.anon.from('credit_cards').select(`id, ${column}`).limit(1);
      expect(error, `anon may read credit_cards.${column}`).toBeNull();
    }
  });

  it('still leaves the raw offer to admins, who edit it', async () => {
    const { data, error } = await clients.admin
      .from('credit_cards')
      .select('bonus_description, current_offer')
      .eq('id', ended)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ bonus_description: 'Slut: fri årsavgift', current_offer: null });
  });
});

describe('the offer anon reads', () => {
  it('is the running offer of a public card, null after offer_ends_at, nothing for an unpublished card', async () => {
    const { data, error } = await clients.anon
      .from('credit_cards')
      .select('id, card_offers(offer)')
      .in('id', [running, ended, unpublished])
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual(
      [
        { id: running, card_offers: { offer: 'Pågående: 5 000 bonuspoäng' } },
        { id: ended, card_offers: null },
      ].sort((a, b) => a.id - b.id),
    );
    const direct = await clients.anon
      .from('card_offers')
      .select('card_id, offer')
      .in('card_id', [running, ended, unpublished]);
    expect(direct.error).toBeNull();
    expect(direct.data).toEqual([{ card_id: running, offer: 'Pågående: 5 000 bonuspoäng' }]);
    // Admins read every card's offer row.
    const admin = await clients.admin
      .from('card_offers')
      .select('card_id')
      .in('card_id', [running, ended, unpublished]);
    expect((admin.data ?? []).map((row) => row.card_id).sort((a, b) => a - b)).toEqual(
      [running, ended, unpublished].sort((a, b) => a - b),
    );
  });

  it('ends at offer_ends_at with no job: read before and after the moment', async () => {
    const { rows } = await stack.sql.query<{ at: string }>(
      `select (clock_timestamp() + interval '2 seconds')::text as at`,
    );
    await setCard(running, 'offer_ends_at = $2', [rows[0].at]);
    const offerOf = async () => {
      const { data } = await clients.anon
        .from('credit_cards')
        .select('card_offers(offer)')
        .eq('id', running)
        .single();
      return embeddedOne(data?.card_offers)?.offer ?? null;
    };
    expect(await offerOf()).toBe('Pågående: 5 000 bonuspoäng');
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await offerOf()).toBeNull();
    await setCard(running, `offer_ends_at = now() + interval '1 day'`);
    expect(await offerOf()).toBe('Pågående: 5 000 bonuspoäng');
  });

  it('follows the card: an admin edit through the API, a cleared offer', async () => {
    const edited = await clients.admin
      .from('credit_cards')
      .update({ bonus_description: 'Ny kampanj: 10 000 poäng' })
      .eq('id', running);
    expect(edited.error).toBeNull();
    const read = async () =>
      (await clients.anon.from('card_offers').select('offer').eq('card_id', running)).data ?? [];
    expect(await read()).toEqual([{ offer: 'Ny kampanj: 10 000 poäng' }]);
    await clients.admin.from('credit_cards').update({ bonus_description: null }).eq('id', running);
    expect(await read()).toEqual([]);
    const { rows } = await stack.sql.query<{ n: number }>(
      `select count(*)::int as n from public.card_offers where card_id = $1`,
      [running],
    );
    expect(rows[0].n).toBe(0);
  });

  it('cannot be written by anon, a signed-in user or an admin directly', async () => {
    for (const persona of ['anon', 'user', 'admin'] as const) {
      const inserted = await clients[persona]
        .from('card_offers')
        .insert({ card_id: unpublished, offer: 'Falskt erbjudande' });
      expect(inserted.error, persona).not.toBeNull();
      const updated = await clients[persona]
        .from('card_offers')
        .update({ offer: 'Falskt' }, { count: 'exact' })
        .eq('card_id', ended);
      expect(updated.count ?? 0, persona).toBe(0);
    }
    const { rows } = await stack.sql.query<{ offer: string }>(
      `select offer from public.card_offers where card_id = $1`,
      [ended],
    );
    expect(rows).toEqual([{ offer: 'Slut: fri årsavgift' }]);
  });
});
