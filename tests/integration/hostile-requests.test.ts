// Issue 31, items 12, 13 and 14 (migration 20261127120000): the audit trail names actors by what only the service
// role sets; a card deleted between a bulk write's preview and the write is the 409 conflict, not a 500; an undo
// without or with an unknown change set is a 4xx; an anonymous inquiry cannot mark itself as an FAQ.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stack } from '../../supabase/local/stack.ts';
import { bulkUpdateCards } from '../../src/providers/bulkUpdateCards.ts';
import { isConflict } from '../../src/providers/conditionalWrites.ts';
import { ADMIN } from '../helpers.ts';
import { BACKEND, startTestStack } from './backends.ts';
import { createAdmin, signedIn } from './personas.ts';

describe(`hostile requests against the database (${BACKEND})`, () => {
  let stack: Stack;
  let admin: SupabaseClient;

  beforeAll(async () => {
    stack = await startTestStack();
    admin = await signedIn(stack, ADMIN.email);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const actors = async (client: SupabaseClient) => {
    const { data, error } = await client.rpc('audit_actors');
    expect(error).toBeNull();
    return new Map(
      (data as Array<{ actor_id: string; email: string; full_name: string | null }>).map((row) => [
        row.email,
        row.full_name,
      ]),
    );
  };

  it('names actors by app_metadata.full_name, which a user cannot set, not by their own user metadata', async () => {
    const email = 'lurendrejare@example.se';
    await createAdmin(stack, email);
    const impostor = await signedIn(stack, email);
    // A signed-in admin gives themselves another admin's name and e-mail in their own metadata…
    const renamed = await impostor.auth.updateUser({ data: { full_name: ADMIN.email } });
    expect(renamed.error).toBeNull();
    // …and cannot set app_metadata (Supabase Auth refuses it from the user).
    const session = (await impostor.auth.getSession()).data.session!;
    const refused = await fetch(`${stack.url}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${session.access_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ app_metadata: { full_name: 'Anna Administratör' } }),
    });
    expect(refused.status).toBe(403);

    let names = await actors(admin);
    expect(names.get(email)).toBeNull();
    expect(names.get(ADMIN.email)).toBe('Anna Administratör');

    // The name an administrator gives through the admin API is the one the history shows.
    const service = createClient(stack.url, stack.serviceRoleKey, { auth: { persistSession: false } });
    const { data: users } = await service.auth.admin.listUsers();
    const id = users.users.find((user) => user.email === email)!.id;
    const named = await service.auth.admin.updateUserById(id, { app_metadata: { full_name: 'Lisa Lund' } });
    expect(named.error).toBeNull();
    names = await actors(admin);
    expect(names.get(email)).toBe('Lisa Lund');
    // The admin's own change of user metadata does not change it.
    await impostor.auth.updateUser({ data: { full_name: 'Anna Administratör' } });
    expect((await actors(admin)).get(email)).toBe('Lisa Lund');
  });

  /** A copy of card 1 under a new id, name and slug, for deleting. */
  const copyCard = async (id: number) => {
    await stack.sql.query(`
      create temp table card_copy as select * from public.credit_cards where id = 1;
      update card_copy set id = ${id}, slug = slug || '-kopia-${id}', name = name || ' kopia ${id}';
      insert into public.credit_cards select * from card_copy;
      drop table card_copy;`);
    const { data } = await admin.from('credit_cards').select('id, version, annual_fee').eq('id', id).single();
    return data as { id: number; version: number; annual_fee: number };
  };

  it('answers a card deleted between the preview and the write with the 409 conflict naming it', async () => {
    const deleted = await copyCard(900001);
    const { data: kept } = await admin
      .from('credit_cards')
      .select('id, version, annual_fee')
      .eq('id', 2)
      .single();
    // The preview was made; then another admin deletes one of its cards.
    const removed = await admin.from('credit_cards').delete().eq('id', deleted.id);
    expect(removed.error).toBeNull();
    const changes = [kept!, deleted].map((card) => ({
      id: card.id,
      version: card.version,
      values: { annual_fee: Number(card.annual_fee) },
    }));
    const { error, status } = await admin.rpc('bulk_update_cards', { p_changes: changes, p_kind: 'import' });
    expect(status).toBe(409);
    expect(error).toMatchObject({ code: 'PT409', hint: String(deleted.id) });
    // Through the app's provider: the conflict says the card was deleted, and by whom.
    const thrown = await bulkUpdateCards(
      admin as never,
      changes,
      'import',
      async (e) => new Error(e.message),
    ).catch((e: unknown) => e);
    expect(isConflict(thrown)).toBe(true);
    expect((thrown as { body: { deleted: boolean; by: string } }).body).toMatchObject({
      deleted: true,
      // Named as the history names the seeded admin (app_metadata.full_name).
      by: 'Anna Administratör',
    });
  });

  it('answers malformed changes and an undo without or with an unknown change set with 4xx, not 5xx', async () => {
    for (const p_changes of [
      [1],
      [{ version: 1, values: {} }],
      [{ id: 1, version: 1, values: [] }],
      [{ id: {} }],
    ]) {
      const { status } = await admin.rpc('bulk_update_cards', { p_changes });
      expect(status, JSON.stringify(p_changes)).toBe(400);
    }
    const none = await admin.rpc('undo_card_changes', { p_change_set: null });
    expect(none.status).toBe(400);
    expect(none.error?.code).toBe('22023');
    const unknown = await admin.rpc('undo_card_changes', {
      p_change_set: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
  });

  it('stores an anonymous inquiry without publish_as_faq, whatever it sent', async () => {
    const anon = createClient(stack.url, stack.anonKey, { auth: { persistSession: false } });
    const question = `Får jag publicera mig själv? ${Date.now()}`;
    const { error } = await anon.from('expert_inquiries').insert({
      name: 'Anonym',
      email: 'anonym@example.se',
      question,
      publish_as_faq: true,
    });
    expect(error).toBeNull();
    const { rows } = await stack.sql.query<{ publish_as_faq: boolean }>(
      'select publish_as_faq from public.expert_inquiries where question = $1',
      [question],
    );
    expect(rows).toEqual([{ publish_as_faq: false }]);
    // An admin still decides it.
    const { error: adminError } = await admin.from('expert_inquiries').insert({
      name: 'Admin',
      email: 'admin@example.se',
      question: `${question} (admin)`,
      publish_as_faq: true,
    });
    expect(adminError).toBeNull();
    const { rows: adminRows } = await stack.sql.query<{ publish_as_faq: boolean }>(
      'select publish_as_faq from public.expert_inquiries where question = $1',
      [`${question} (admin)`],
    );
    expect(adminRows).toEqual([{ publish_as_faq: true }]);
  });
});
