import { Secret, TOTP } from 'otpauth';
import type { Page } from '@playwright/test';
import { ADMIN, NON_ADMIN, expect, loginAs, logout, serviceClient, test } from './fixtures';
import { PASSWORD, anonClient, createAdmin, expectAccessible, mailbox } from './team';

const functionUrl = () => `${process.env.E2E_STACK_URL}/functions/v1/admin-users`;

/** The function called for one user with the page's own session (a request the page does not offer). */
async function callAsPage(page: Page, method: 'DELETE' | 'PATCH', id: string, body?: object) {
  return page.evaluate(
    async ({ url, method, body }) => {
      const key = Object.keys(localStorage).find((k) => k.includes('auth-token'))!;
      const token = JSON.parse(localStorage.getItem(key)!).access_token as string;
      const response = await fetch(url, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { url: `${functionUrl()}/${id}`, method, body },
  );
}

test.describe('Administratörer', () => {
  test('reached from Mitt konto, not the sidebar; lists the admins; you cannot revoke yourself', async ({
    page,
  }) => {
    await loginAs(page, ADMIN.email, ADMIN.password);
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Administratörer' })).toHaveCount(0);
    await page.getByTestId('user-email').click();
    await page.getByRole('link', { name: 'Administratörer' }).click();
    await expect(page).toHaveURL(/\/admin\/account\/admins$/);
    const me = page.getByTestId('admin-row').filter({ hasText: ADMIN.email });
    await expect(me).toContainText('Du');
    await expect(me).toContainText('Du kan inte ta bort din egen behörighet');
    await expect(me.getByRole('button')).toHaveCount(0);
    // The team: admins and editors (issue 35).
    const { count } = await serviceClient()
      .from('user_roles')
      .select('user_id', { count: 'exact', head: true });
    await expect(page.getByTestId('admin-row')).toHaveCount(count!);
    await expectAccessible(page);
  });

  test('invite: the mail lands in the mailbox, its link sets a password, the new admin signs in', async ({
    page,
    browser,
  }) => {
    const email = `inbjuden-${Date.now()}@example.se`;
    await loginAs(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/account/admins');
    await page.getByLabel('E-postadress').fill('inte-en-adress');
    await page.getByRole('button', { name: 'Bjud in' }).click();
    await expect(page.getByText('Ange en giltig e-postadress')).toBeVisible();
    await page.getByLabel('E-postadress').fill(email);
    await page.getByRole('button', { name: 'Bjud in' }).click();
    await expect(page.getByText(`En inbjudan har skickats till ${email}.`)).toBeVisible();
    const row = page.getByTestId('admin-row').filter({ hasText: email });
    await expect(row).toContainText('Aldrig');

    const mail = (await mailbox()).findLast((m) => m.to === email && m.type === 'invite');
    expect(mail?.link).toBeTruthy();
    const context = await browser.newContext();
    const invited = await context.newPage();
    await invited.goto(mail!.link!);
    await expect(invited).toHaveURL(/\/admin\/set-password/);
    await expect(invited.getByRole('heading', { name: 'Välj ditt lösenord' })).toBeVisible();
    await expect(invited.getByText(email)).toBeVisible();
    await invited.getByRole('textbox', { name: 'Nytt lösenord' }).fill('Inbjuden-123');
    await invited.getByRole('textbox', { name: 'Upprepa lösenordet' }).fill('Inbjuden-123');
    await invited.getByRole('button', { name: 'Spara lösenord' }).click();
    await expect(invited.getByTestId('count-card-cards')).toBeVisible();
    await logout(invited);
    await loginAs(invited, email, 'Inbjuden-123');
    await expect(invited.getByTestId('count-card-cards')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('admin-row').filter({ hasText: email })).not.toContainText('Aldrig');
    await context.close();
  });

  test('revoke: the admin loses access at once', async ({ page }) => {
    const other = await createAdmin('avslutad');
    await loginAs(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/account/admins');
    await page.getByRole('button', { name: `Ta bort behörighet för ${other.email}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ta bort behörighet' }).click();
    await expect(page.getByText(`${other.email} är inte längre administratör.`)).toBeVisible();
    await expect(page.getByTestId('admin-row').filter({ hasText: other.email })).toHaveCount(0);
    const { data } = await serviceClient().from('user_roles').select('role').eq('user_id', other.id);
    expect(data).toEqual([]);
    const client = anonClient();
    await client.auth.signInWithPassword({ email: other.email, password: PASSWORD });
    const { count } = await client.from('credit_cards').select('id', { count: 'exact', head: true });
    const { count: published } = await serviceClient()
      .from('credit_cards')
      .select('id', { count: 'exact', head: true })
      .eq('is_published', true);
    expect(count).toBe(published);
  });

  test('role picker: an admin makes another admin an editor by keyboard alone; the database has the role', async ({
    page,
  }) => {
    const other = await createAdmin('rollbyte');
    await loginAs(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/account/admins');
    // Your own role is text: no picker on your row.
    await expect(page.getByRole('combobox', { name: `Roll för ${ADMIN.email}` })).toHaveCount(0);
    const picker = page.getByRole('combobox', { name: `Roll för ${other.email}` });
    await expect(picker).toHaveText('Administratör');
    await picker.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('option', { name: 'Redaktör' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Ändra rollen för ${other.email}?` });
    await expect(dialog).toContainText('inte publicera, radera eller hantera administratörer');
    await expectAccessible(page);
    // The confirm button has the focus: Enter confirms.
    await expect(dialog.getByRole('button', { name: 'Ändra roll' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${other.email} är nu redaktör.`)).toBeVisible();
    await expect(picker).toHaveText('Redaktör');
    const { data } = await serviceClient().from('user_roles').select('role').eq('user_id', other.id);
    expect(data).toEqual([{ role: 'editor' }]);
    await page.reload();
    await expect(page.getByRole('combobox', { name: `Roll för ${other.email}` })).toHaveText('Redaktör');
  });

  test.describe('at 768 px by touch', () => {
    test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

    test('role picker: an editor becomes an admin by taps; cancel changes nothing', async ({ page }) => {
      const other = await createAdmin('rolltouch');
      const service = serviceClient();
      expect(
        (await service.from('user_roles').update({ role: 'editor' }).eq('user_id', other.id)).error,
      ).toBeNull();
      await loginAs(page, ADMIN.email, ADMIN.password);
      await page.goto('/admin/account/admins');
      const picker = page.getByRole('combobox', { name: `Roll för ${other.email}` });
      await expect(picker).toHaveText('Redaktör');
      expect((await picker.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await picker.tap();
      const option = page.getByRole('option', { name: 'Administratör' });
      // Measured once the menu's grow transition (a scale) has ended.
      await expect.poll(async () => (await option.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await option.tap();
      const dialog = page.getByRole('dialog', { name: `Ändra rollen för ${other.email}?` });
      await dialog.getByRole('button', { name: 'Avbryt' }).tap();
      await expect(dialog).toHaveCount(0);
      await expect(picker).toHaveText('Redaktör');
      expect((await service.from('user_roles').select('role').eq('user_id', other.id)).data).toEqual([
        { role: 'editor' },
      ]);

      await picker.tap();
      await page.getByRole('option', { name: 'Administratör' }).tap();
      await expect(dialog).toContainText('godkänna förslag och hantera administratörer');
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Ändra roll' }).tap();
      await expect(page.getByText(`${other.email} är nu administratör.`)).toBeVisible();
      expect((await service.from('user_roles').select('role').eq('user_id', other.id)).data).toEqual([
        { role: 'admin' },
      ]);
    });
  });

  test('a non-admin and an aal1 admin with a factor are refused by the function itself', async ({ page }) => {
    await loginAs(page, NON_ADMIN.email, NON_ADMIN.password);
    await expect(page.getByTestId('no-access')).toBeVisible();
    const refused = await page.evaluate(async (url) => {
      const key = Object.keys(localStorage).find((k) => k.includes('auth-token'))!;
      const token = JSON.parse(localStorage.getItem(key)!).access_token as string;
      const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
      return { status: response.status, body: await response.json() };
    }, functionUrl());
    expect(refused).toEqual({
      status: 403,
      body: { code: 'not_admin', message: 'Endast administratörer får hantera administratörer' },
    });

    const admin = await createAdmin('aal1');
    const client = anonClient();
    await client.auth.signInWithPassword({ email: admin.email, password: PASSWORD });
    const factor = await client.auth.mfa.enroll({ factorType: 'totp' });
    const totp = new TOTP({ secret: Secret.fromBase32(factor.data!.totp.secret) });
    await client.auth.mfa.challengeAndVerify({ factorId: factor.data!.id, code: totp.generate() });
    const aal1 = anonClient();
    await aal1.auth.signInWithPassword({ email: admin.email, password: PASSWORD });
    const token = (await aal1.auth.getSession()).data.session!.access_token;
    const response = await fetch(functionUrl(), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'aal1-inbjudan@example.se' }),
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe('insufficient_aal');
    const { data } = await serviceClient().auth.admin.listUsers();
    expect(data.users.some((u) => u.email === 'aal1-inbjudan@example.se')).toBe(false);
  });

  test('the last admin keeps the role: the page offers no revoke and the database refuses', async ({
    page,
  }) => {
    const service = serviceClient();
    const me = (await service.auth.admin.listUsers()).data.users.find((u) => u.email === ADMIN.email)!;
    // Everyone else's role (the other admins and the seeded editor): I am the team's last member and admin.
    const removed = await service.from('user_roles').delete().neq('user_id', me.id);
    expect(removed.error).toBeNull();
    const last = await service.from('user_roles').delete().eq('user_id', me.id);
    expect(last.error?.message).toBe('Det måste finnas minst en administratör');

    await loginAs(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/account/admins');
    await expect(page.getByTestId('admin-row')).toHaveCount(1);
    await expect(page.getByTestId('admin-row').getByRole('button')).toHaveCount(0);
    const self = await callAsPage(page, 'DELETE', me.id);
    expect(self.status).toBe(400);
    // Nor can the last admin make themselves an editor: the page offers no picker, the function refuses in Swedish.
    await expect(page.getByRole('combobox')).toHaveCount(0);
    const demoted = await callAsPage(page, 'PATCH', me.id, { role: 'editor' });
    expect(demoted).toEqual({
      status: 400,
      body: { code: 'cannot_revoke_self', message: 'Du kan inte ta bort din egen behörighet' },
    });
    expect(
      (await service.from('user_roles').update({ role: 'editor' }).eq('user_id', me.id)).error?.message,
    ).toBe('Det måste finnas minst en administratör');
    const { count } = await service.from('user_roles').select('user_id', { count: 'exact', head: true });
    expect(count).toBe(1);
  });
});
