import { ADMIN, expect, loginAs, serviceClient, test } from './fixtures';
import { expectAccessible } from './team';

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
    await expect(latest).toContainText(`${ADMIN.email} · Ändrad`);
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
    await page.getByRole('option', { name: ADMIN.email }).click();
    // The selects' menus fade out (aria-hidden while still painted); axe must not read their items half-transparent.
    await expect(page.locator('.MuiMenuItem-root')).toHaveCount(0);
    const row = page.getByRole('row').filter({ hasText: `#${bank!.id}` });
    await expect(row.first()).toContainText('Ändrad');
    await expect(row.first()).toContainText(ADMIN.email);
    await expect(row.first()).toContainText('Ny beskrivning från testet');
    await expect(page.getByRole('row').filter({ hasText: 'Kreditkort' })).toHaveCount(0);
    await expectAccessible(page);

    await expect(row.first().getByRole('link', { name: `#${bank!.id}` })).toHaveAttribute(
      'href',
      `/admin/banks/${bank!.id}`,
    );

    // A date range before the edit hides it.
    await page.getByLabel('Till och med').fill('2020-01-01');
    await expect(page.getByRole('row').filter({ hasText: `#${bank!.id}` })).toHaveCount(0);
  });
});
