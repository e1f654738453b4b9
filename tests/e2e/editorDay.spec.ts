// Issue 35: an editor's whole day at 1280 px (a news draft, an unpublished card edited, a published card's annual
// fee proposed; no publish or delete control, and the database refuses the forced requests in Swedish), and an
// admin approving an editor's proposal at 768 px by touch, after which the public sees the new fee. axe on each
// new screen. The cards are the test's own (tests/publishedCards.ts).
import type { SupabaseClient } from '@supabase/supabase-js';
import { ADMIN, expect, loginAs, test } from './fixtures';
import { EDITOR } from '../helpers';
import { anonClient, expectAccessible } from './team';
import { createPublishedCards, removePublishedCards } from '../publishedCards';
import { recomputedFigures } from '../../src/resources/cards/recomputeExample';

/** The seeded editor keeps the editor role (admins.spec's last-admin case removes every other role). */
async function ensureEditor(db: SupabaseClient): Promise<string> {
  const { data } = await db.auth.admin.listUsers({ perPage: 1000 });
  const editor = data.users.find((user) => user.email === EDITOR.email)!;
  const role = await db
    .from('user_roles')
    .upsert({ user_id: editor.id, role: 'editor' }, { onConflict: 'user_id' });
  expect(role.error).toBeNull();
  return editor.id;
}

/** supabase-js signed in as the editor: what a forced request through the API is. */
async function editorClient(): Promise<SupabaseClient> {
  const client = anonClient();
  const signedIn = await client.auth.signInWithPassword(EDITOR);
  expect(signedIn.error).toBeNull();
  return client;
}

/** The annual fee the public (anon supabase-js, RLS on) reads for a card. */
async function publicFee(id: number): Promise<number | undefined> {
  const { data, error } = await anonClient()
    .from('credit_cards')
    .select('annual_fee')
    .eq('id', id)
    .maybeSingle();
  expect(error).toBeNull();
  return (data as { annual_fee: number } | null)?.annual_fee;
}

test.describe('an editor and an admin (issue 35)', () => {
  test("an editor's day at 1280: a draft, an unpublished card, a proposal; no publish or delete", async ({
    page,
    db,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const editorId = await ensureEditor(db);
    const stamp = Date.now();
    const { bankId, cards } = await createPublishedCards(db, `redaktor-${stamp}`, 2);
    const [published, draftCard] = cards;
    expect(
      (await db.from('credit_cards').update({ is_published: false }).eq('id', draftCard.id)).error,
    ).toBeNull();
    const title = `Redaktörens utkast ${stamp}`;
    try {
      await loginAs(page, EDITOR.email, EDITOR.password);
      // Moderation and personal data are not the editor's: not in the menu.
      const nav = page.getByRole('navigation', { name: 'Admin' });
      await expect(nav.getByRole('link', { name: 'Kreditkort' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Recensioner' })).toHaveCount(0);

      // A news draft: no status or publication time to choose, it is saved as a draft.
      await page.goto('/admin/news/create');
      await page.getByRole('textbox', { name: 'Rubrik', exact: true }).fill(title);
      await page.locator('.ProseMirror').click();
      await page.keyboard.type('Ett utkast som en administratör publicerar.');
      await expect(page.getByRole('combobox', { name: 'Status' })).toHaveCount(0);
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Spara' }).click();
      await expect(page).toHaveURL(/\/admin\/news$/);
      const post = await db
        .from('news_articles')
        .select('id, status, published_at')
        .eq('title', title)
        .single();
      expect(post.data).toMatchObject({ status: 'draft', published_at: null });

      // An unpublished card: saved directly; no publish switch, no delete.
      await page.goto(`/admin/cards/${draftCard.id}`);
      const renamed = `${draftCard.name} ändrat`;
      await page.getByRole('textbox', { name: 'Namn', exact: true }).fill(renamed);
      await expect(page.getByTestId('proposal-notice')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Ta bort' })).toHaveCount(0);
      await page.getByRole('tab', { name: 'Publicering' }).click();
      await expect(page.getByRole('checkbox', { name: 'Publicerat' })).toHaveCount(0);
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Spara' }).click();
      await expect
        .poll(
          async () =>
            (await db.from('credit_cards').select('name').eq('id', draftCard.id).single()).data?.name,
        )
        .toBe(renamed);

      // A published card's annual fee: a proposal; the public still sees the old fee.
      const fee = published.annual_fee + 100;
      await page.goto(`/admin/cards/${published.id}`);
      await expect(page.getByTestId('proposal-notice')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Ta bort' })).toHaveCount(0);
      await page.getByRole('tab', { name: 'Avgifter' }).click();
      await page.getByLabel('Årsavgift (kr)').fill(String(fee));
      const offer = page.getByTestId('recompute-offer');
      await offer.getByRole('button', { name: 'Räkna om räkneexemplet' }).click();
      await expect(offer.getByRole('status')).toContainText('Räkneexemplet är omräknat');
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Skicka för godkännande' }).click();
      await expect(page.getByText('Ändringen är skickad för godkännande')).toBeVisible();
      const proposal = await db
        .from('card_change_proposals')
        .select('id, status, proposed_by, changes')
        .eq('card_id', published.id)
        .single();
      expect(proposal.data).toMatchObject({ status: 'pending', proposed_by: editorId });
      expect((proposal.data!.changes as Record<string, unknown>).annual_fee).toBe(fee);
      expect(await publicFee(published.id)).toBe(published.annual_fee);

      // The editor follows the proposal: its state, no decision to make.
      await page.goto(`/admin/proposals/${proposal.data!.id}/show`);
      await expect(page.getByText('Väntar', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Godkänn' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Avvisa' })).toHaveCount(0);
      await expectAccessible(page);
      await page.goto('/admin/proposals');
      await expect(page.getByText(published.name).first()).toBeVisible();
      await expect(page.getByRole('checkbox', { name: /godkännande/ })).toHaveCount(0);

      // Forced through the API: the database refuses, in Swedish, and nothing changes.
      const api = await editorClient();
      const publish = await api.from('news_articles').update({ status: 'published' }).eq('id', post.data!.id);
      expect(publish.error?.message).toBe(
        'Endast administratörer får publicera eller ändra publiceringstiden',
      );
      const unpublish = await api.from('credit_cards').update({ is_published: false }).eq('id', published.id);
      expect(unpublish.error?.message).toMatch(/ändringsförslag|godkännande/);
      const publishCard = await api
        .from('credit_cards')
        .update({ is_published: true })
        .eq('id', draftCard.id);
      expect(publishCard.error?.message).toMatch(/administratör|godkännande/);
      const remove = await api.from('credit_cards').delete().eq('id', draftCard.id);
      expect(remove.error?.message).toMatch(/^Redaktörer får inte/);
      const approve = await api.rpc('approve_card_change', { p_id: proposal.data!.id });
      expect(approve.error?.message).toBe('Endast administratörer får godkänna förslag.');
      const after = await db
        .from('credit_cards')
        .select('id, is_published')
        .in('id', [published.id, draftCard.id])
        .order('id');
      expect(after.data).toEqual([
        { id: published.id, is_published: true },
        { id: draftCard.id, is_published: false },
      ]);
      expect(
        (await db.from('news_articles').select('status').eq('id', post.data!.id).single()).data?.status,
      ).toBe('draft');
      expect(await publicFee(published.id)).toBe(published.annual_fee);
    } finally {
      await db.from('news_articles').delete().eq('title', title);
      await db.from('card_change_proposals').delete().in('card_id', [published.id, draftCard.id]);
      await removePublishedCards(db, bankId);
    }
  });

  test.describe('at 768 px by touch', () => {
    test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

    test("an admin approves an editor's proposal by taps; the public sees the new fee after", async ({
      page,
      db,
    }) => {
      await ensureEditor(db);
      const { bankId, cards } = await createPublishedCards(db, `godkann-${Date.now()}`, 1);
      const [card] = cards;
      const fee = card.annual_fee + 50;
      try {
        const proposed = await (
          await editorClient()
        ).rpc('propose_card_change', {
          p_card_id: card.id,
          p_version: card.version,
          // As the form's "Räkna om räkneexemplet" does: the example follows the fee (card 1 of createPublishedCards).
          p_values: {
            annual_fee: fee,
            ...recomputedFigures({
              annual_fee: fee,
              invoice_fee: 0,
              setup_fee: 0,
              nominal_rate_min: 14.5,
              example_credit_amount: 20000,
              example_term_months: 12,
            })!,
            example_updated_on: new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' }),
          },
        });
        expect(proposed.error).toBeNull();
        const id = (proposed.data as { id: number }).id;
        expect(await publicFee(card.id)).toBe(card.annual_fee);

        await loginAs(page, ADMIN.email, ADMIN.password);
        await page.goto('/admin/proposals');
        await expectAccessible(page);
        await page.getByText(card.name).first().tap();
        await expect(page).toHaveURL(new RegExp(`/admin/proposals/${id}/show`));
        await expect(page.getByRole('table', { name: 'Föreslagna ändringar' })).toContainText('Årsavgift');
        const approve = page.getByRole('button', { name: 'Godkänn', exact: true });
        expect((await approve.boundingBox())!.height).toBeGreaterThanOrEqual(44);
        await expectAccessible(page);
        await approve.tap();
        await expect(page.getByText('Förslaget är godkänt och ändringen publicerad')).toBeVisible();
        expect(
          (await db.from('card_change_proposals').select('status').eq('id', id).single()).data?.status,
        ).toBe('approved');
        await expect.poll(() => publicFee(card.id)).toBe(fee);
      } finally {
        await db.from('card_change_proposals').delete().eq('card_id', card.id);
        await removePublishedCards(db, bankId);
      }
    });
  });
});
