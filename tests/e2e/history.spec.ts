import { createClient } from '@supabase/supabase-js';
import { ADMIN, expect, loginAs, plainSpaces, serviceClient, test } from './fixtures';
import { expectAccessible } from './team';

/** The seeded admin's name (supabase/seed.sql, app_metadata.full_name): the history names people by it. */
const ADMIN_NAME = 'Anna Administratör';

async function adminClient() {
  const client = createClient(process.env.E2E_STACK_URL!, process.env.E2E_ANON_KEY!, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { error } = await client.auth.signInWithPassword({ email: ADMIN.email, password: ADMIN.password });
  expect(error).toBeNull();
  return client;
}

test.describe('Ändringshistorik', () => {
  test('an edit made here shows on the record and in Senaste ändringar, with filters', async ({ page }) => {
    const service = serviceClient();
    const name = `Historikbanken ${Date.now()}`;
    const { data: bank, error } = await service
      .from('banks')
      .insert({ name, slug: `historikbanken-${Date.now()}`, is_active: true })
      .select()
      .single();
    expect(error).toBeNull();

    await loginAs(page, ADMIN.email, ADMIN.password);
    await page.goto(`/admin/banks/${bank!.id}`);
    await page.getByLabel('Beskrivning').fill('Ny beskrivning från testet');
    await page.getByRole('button', { name: 'Spara' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/banks(/${bank!.id}/show)?$`));

    await page.goto(`/admin/banks/${bank!.id}`);
    const history = page.getByTestId('record-history');
    const latest = history.getByRole('listitem').first();
    await expect(latest).toContainText(`${ADMIN_NAME} · Ändrad`);
    await expect(latest).toContainText('Beskrivning: – → Ny beskrivning från testet');
    await expect(history.getByRole('listitem').last()).toContainText('Systemet · Skapad');
    await expectAccessible(page);

    await page.goto('/admin');
    await page.getByTestId('todo-changes').click();
    await expect(page).toHaveURL(/\/admin\/history/);
    await expect(page.getByRole('heading', { name: 'Senaste ändringar' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Tabell' }).click();
    await page.getByRole('option', { name: 'Banker' }).click();
    await page.getByRole('combobox', { name: 'Administratör' }).click();
    await page.getByRole('option', { name: `${ADMIN_NAME} (${ADMIN.email})` }).click();
    // The selects' menus fade out (aria-hidden while still painted); axe must not read their items half-transparent.
    await expect(page.locator('.MuiMenuItem-root')).toHaveCount(0);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.first()).toContainText('Ändrad');
    await expect(row.first()).toContainText(ADMIN_NAME);
    await expect(row.first()).toContainText('Ny beskrivning från testet');
    await expect(page.getByRole('row').filter({ hasText: 'Kreditkort' })).toHaveCount(0);
    await expectAccessible(page);

    await expect(row.first().getByRole('link', { name })).toHaveAttribute('href', `/admin/banks/${bank!.id}`);

    // The date filters are MUI X pickers in Swedish (yyyy-mm-dd, Swedish calendar), not the browser's mm/dd/yyyy.
    const to = page.getByRole('group', { name: 'Till och med' });
    await expect(to).toBeVisible();
    await page
      .getByRole('button', { name: /Välj datum/ })
      .last()
      .click();
    const calendar = page.getByRole('dialog');
    await expect(
      calendar.getByText(
        /^(januari|februari|mars|april|maj|juni|juli|augusti|september|oktober|november|december) \d{4}$/,
      ),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(calendar).toHaveCount(0);
    // Today's 'Till och med' keeps today's edit (the whole day counts); a day before it hides the edit.
    await to.click();
    await page.keyboard.type(
      new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' }).replace(/-/g, ''),
    );
    await expect(row.first()).toBeVisible();
    await to.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('20200101');
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  });

  test('names people and records, and shows statuses and numbers in Swedish', async ({ page }) => {
    const service = serviceClient();
    const admin = await adminClient();
    const stamp = Date.now();
    const { data: card, error: created } = await service
      .from('credit_cards')
      .insert({
        name: `Historikkortet ${stamp}`,
        slug: `historikkortet-${stamp}`,
        bank_id: 1,
        network_id: 1,
        annual_fee: 0,
        cashback_percent: 1,
        is_published: false,
      })
      .select('id, name, annual_fee, cashback_percent')
      .single();
    expect(created).toBeNull();
    const { data: review } = await service
      .from('reviews')
      .insert({
        card_id: card!.id,
        rating: 4,
        title: `Historikrecension ${Date.now()}`,
        body: 'Ett bra kort.',
        author_name: 'Test',
        author_email: 'test@example.se',
        status: 'pending',
      })
      .select('id, title')
      .single();
    expect(review).not.toBeNull();
    const { error: moderated } = await admin
      .from('reviews')
      .update({
        status: 'approved',
        moderated_by: 'a0000000-0000-4000-8000-000000000001',
        moderated_at: new Date().toISOString(),
        published_at: new Date().toISOString(),
      })
      .eq('id', review!.id);
    expect(moderated).toBeNull();
    const fee = 1234;
    const cashback = 1.25;
    const { error: edited } = await admin
      .from('credit_cards')
      .update({ annual_fee: fee, cashback_percent: cashback })
      .eq('id', card!.id);
    expect(edited).toBeNull();

    await loginAs(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/history');
    const reviewRow = page.getByRole('row').filter({ hasText: review!.title });
    await expect(reviewRow.first()).toContainText(`#${review!.id} ${review!.title}`);
    await expect(reviewRow.first()).toContainText('Status: Väntar på granskning → Godkänd');
    await expect(reviewRow.first()).toContainText(`Granskad av: – → ${ADMIN_NAME}`);
    await expect(reviewRow.first()).not.toContainText('approved');

    const cardRow = page.getByRole('row').filter({ hasText: card!.name }).filter({ hasText: 'Årsavgift' });
    const text = plainSpaces((await cardRow.first().innerText()) ?? '');
    expect(text).toContain(fee.toLocaleString('sv-SE').replace(/[\u00a0\u202f]/g, ' '));
    expect(text).toContain(String(cashback).replace('.', ','));
    expect(text).not.toMatch(/\d\.\d/);
    // No uuid and no bare #id in the page's record and people columns.
    await expect(page.getByTestId('history-list')).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    await expectAccessible(page);
  });
});
