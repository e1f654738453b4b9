import { readFile } from 'node:fs/promises';
import { ADMIN, expect, loginAs, serviceClient, test } from './fixtures';

test.describe('moderation', () => {
  test('approve one review and reject another with a reason', async ({ page }) => {
    const db = serviceClient();
    const { data: pending } = await db
      .from('reviews')
      .select('id')
      .eq('status', 'pending')
      .order('id')
      .limit(2);
    const [first, second] = pending!.map((r) => r.id as number);
    await loginAs(page, ADMIN.email, ADMIN.password);

    await page.goto(`/admin/reviews/${first}`);
    await page.getByLabel('Godkänd').check();
    await page.getByRole('button', { name: 'Spara' }).click();
    await expect(page).toHaveURL(/\/admin\/reviews$/);
    const approved = (await db.from('reviews').select('*').eq('id', first).single()).data!;
    expect(approved).toMatchObject({
      status: 'approved',
      moderated_by: 'a0000000-0000-4000-8000-000000000001',
    });
    expect(approved.published_at).not.toBeNull();

    await page.goto(`/admin/reviews/${second}`);
    await page.getByLabel('Avvisad').check();
    await page.getByRole('button', { name: 'Spara' }).click();
    await expect(page.getByText('Ange ett skäl när recensionen avvisas')).toBeVisible();
    await page.getByLabel('Skäl för avvisning').fill('Innehåller personuppgifter');
    await page.getByRole('button', { name: 'Spara' }).click();
    await expect(page).toHaveURL(/\/admin\/reviews$/);
    const rejected = (await db.from('reviews').select('*').eq('id', second).single()).data!;
    expect(rejected).toMatchObject({ status: 'rejected', rejection_reason: 'Innehåller personuppgifter' });
  });

  test('answering an inquiry drops the dashboard badge by one', async ({ page }) => {
    const db = serviceClient();
    const pendingCount = async () =>
      (await db.from('expert_inquiries').select('id', { count: 'exact', head: true }).eq('status', 'pending'))
        .count!;
    const before = await pendingCount();
    await loginAs(page, ADMIN.email, ADMIN.password);
    await expect(page.getByTestId('pending-badge')).toHaveText(`${before} väntar`);

    await page.goto('/admin/inquiries');
    await page.getByRole('row').nth(1).click();
    await page.getByRole('button', { name: 'Tilldela mig' }).click();
    await expect(page.getByRole('button', { name: 'Tilldelad dig' })).toBeVisible();
    await page.getByLabel('Status').click();
    await page.getByRole('option', { name: 'Besvarad' }).click();
    await page
      .getByLabel('Svar', { exact: true })
      .fill('Välj ett kort utan valutapåslag, till exempel ett resekort.');
    await page.getByRole('button', { name: 'Spara' }).click();
    // A save keeps the admin on the inquiry (issue 31, item 5); the notice says what happened (item 8).
    await expect(page.getByRole('alert')).toContainText('Ändringen är sparad: expertförfrågan');
    await expect(page.getByRole('alert')).toContainText('är nu besvarad');
    await expect(page).toHaveURL(/\/admin\/inquiries\/\d+$/);

    await expect.poll(pendingCount).toBe(before - 1);
    await page.getByTestId('sidebar').getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByTestId('pending-badge')).toHaveText(`${before - 1} väntar`);
  });

  test('a chat transcript reads as a conversation', async ({ page }) => {
    await loginAs(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/chats');
    await page.getByPlaceholder('Sök i meddelanden').fill('valutapåslag');
    // The search is debounced: wait until it is applied, or the row click races the list's own navigation.
    await expect(page).toHaveURL(/valutap/);
    await expect(page.getByRole('row')).not.toHaveCount(1);
    await page.getByRole('row').nth(1).click();
    const transcript = page.getByTestId('chat-transcript');
    await expect(transcript).toContainText('Besökare');
    await expect(transcript).toContainText('Vilket kort har lägst valutapåslag?');
    await expect(transcript).toContainText('Assistent');
  });

  test('a GDPR request: chats by visitor id, an inquiry by e-mail', async ({ page }) => {
    const db = serviceClient();
    const visitor = `gdpr-${Date.now()}`;
    const { data: sessions } = await db
      .from('chat_sessions')
      .insert([{ visitor_id: visitor }, { visitor_id: visitor }, { visitor_id: `${visitor}-annan` }])
      .select('id');
    expect(sessions).toHaveLength(3);
    const email = `Gdpr.${Date.now()}@Exempel.se`;
    await db
      .from('expert_inquiries')
      .insert({ name: 'Greta Gdpr', email, question: 'Radera mina uppgifter.' });

    await loginAs(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/chats');
    await page.getByPlaceholder('Sök i meddelanden eller besökar-id').fill(` ${visitor} `);
    await expect(page).toHaveURL(/gdpr-/);
    const rows = page.locator('tbody').getByRole('row');
    await expect(rows).toHaveCount(2);
    for (const row of await rows.all()) await expect(row).toContainText(visitor);
    await expect(page.getByText(`${visitor}-annan`)).toHaveCount(0);

    await page.goto('/admin/inquiries');
    await page.getByPlaceholder('Sök i frågor eller e-post').fill(email.toLowerCase());
    await expect(page).toHaveURL(/gdpr/i);
    await expect(page.locator('tbody').getByRole('row')).toHaveCount(1);
    await expect(page.locator('tbody')).toContainText('Greta Gdpr');
  });

  test('filter and export cookie consents', async ({ page }) => {
    await loginAs(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/cookies');
    await expect(page.getByTestId('consent-summary')).toContainText('Beslut: 600');
    await page.getByRole('combobox', { name: 'Beslut' }).click();
    await page.getByRole('option', { name: 'Nekade alla' }).click();
    const { count } = await serviceClient()
      .from('cookie_consents')
      .select('id', { count: 'exact', head: true })
      .eq('action', 'reject_all');
    await expect(page.getByTestId('consent-summary')).toContainText(`Beslut: ${count}`);
    await expect(page.getByTestId('consent-summary')).toContainText('Godkänner marknadsföring: 0 %');
    await expect(page.getByRole('button', { name: 'Ta bort' })).toHaveCount(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportera' }).click(),
    ]);
    const csv = await readFile((await download.path())!, 'utf8');
    // Every cell is quoted, rows end in CRLF and the file starts with a BOM (src/components/csv.ts).
    const lines = csv
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('"Samtyckes-id";"Tidpunkt";"Policyversion";"Beslut"');
    expect(lines).toHaveLength(count! + 1);
    // The decision by its Swedish name, as the list shows it, never the stored code.
    expect(lines.slice(1).every((line) => line.includes(';"Nekade alla";'))).toBe(true);
    expect(csv).not.toContain('reject_all');
  });
});
