import { Secret, TOTP } from 'otpauth';
import { expect, loginAs, logout, serviceClient, test } from './fixtures';
import { PASSWORD, accessTokenClaims, anonClient, createAdmin, expectAccessible } from './team';
import { enrolTotp, openOwnAccount, wrongThenRightCode } from './support/account';

test.describe('Mitt konto', () => {
  test('opens from the e-mail in the top bar; enrol TOTP, step up to aal2 at the next sign-in, remove it', async ({
    page,
  }) => {
    const admin = await openOwnAccount(page, 'konto-mfa');
    await expect(page).toHaveURL(/\/admin\/account$/);
    await expect(page.getByRole('heading', { name: 'Mitt konto' })).toBeVisible();
    await expect(page.getByText('Ingen autentiseringsapp är registrerad.')).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Namn på appen').fill('Jobbtelefon');
    await page.getByRole('button', { name: 'Lägg till autentiseringsapp' }).click();
    await expect(page.getByRole('img', { name: 'QR-kod för autentiseringsappen' })).toBeVisible();
    // Grouped in fours for typing, with a copy button (the clipboard holds it whole) and a word on a lost phone.
    const shown = (await page.getByTestId('totp-secret').innerText()).trim();
    expect(shown).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    const secret = shown.replace(/ /g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Kopiera nyckeln' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Nyckeln är kopierad.' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await expect(page.getByText('Har du tappat telefonen')).toBeVisible();
    await expectAccessible(page);
    const totp = new TOTP({ secret: Secret.fromBase32(secret) });
    await wrongThenRightCode(page, 'Kod från appen', 'Aktivera', totp);
    await expect(page.getByText('Autentiseringsappen är aktiverad.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Registrerade appar' })).toContainText('Jobbtelefon');
    expect((await accessTokenClaims(page)).aal).toBe('aal2');
    const { data: enrolled } = await serviceClient().auth.admin.getUserById(admin.id);
    expect(enrolled.user?.factors?.map((f) => [f.friendly_name, f.status])).toEqual([
      ['Jobbtelefon', 'verified'],
    ]);

    // The next sign-in asks for the code before anything else, then returns to the page signed out from.
    await logout(page);
    await loginAs(page, admin.email, PASSWORD);
    await expect(page.getByLabel('Engångskod')).toBeVisible();
    // The prompt stands alone: no menu to screens it does not open yet.
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Mitt konto' })).toHaveCount(0);
    await page.getByLabel('Engångskod').fill(totp.generate());
    await page.getByRole('button', { name: 'Verifiera' }).click();
    await expect(page.getByRole('heading', { name: 'Mitt konto' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/account$/);
    expect((await accessTokenClaims(page)).aal).toBe('aal2');

    await page.getByRole('button', { name: 'Ta bort Jobbtelefon' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ta bort' }).click();
    await expect(page.getByText('Jobbtelefon är borttagen.')).toBeVisible();
    await expect(page.getByText('Ingen autentiseringsapp är registrerad.')).toBeVisible();
    const after = await serviceClient().auth.admin.getUserById(admin.id);
    expect(after.data.user?.factors ?? []).toEqual([]);
  });

  test('change password: the form checks the rule and the repeat, then the new password signs in', async ({
    page,
  }) => {
    const admin = await openOwnAccount(page, 'konto-losen');
    await page.getByRole('textbox', { name: 'Nytt lösenord', exact: true }).fill('kort');
    await expect(page.getByText('Minst 6 tecken')).toBeVisible();
    await page.getByRole('textbox', { name: 'Nytt lösenord', exact: true }).fill('Nytt-Losen-42');
    await page.getByLabel('Upprepa nytt lösenord').fill('Nytt-Losen-43');
    await expect(page.getByText('Lösenorden är inte lika')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Byt lösenord' })).toBeDisabled();
    await page.getByLabel('Upprepa nytt lösenord').fill('Nytt-Losen-42');
    await page.getByRole('button', { name: 'Byt lösenord' }).click();
    await expect(page.getByText('Lösenordet är bytt.')).toBeVisible();

    const old = await anonClient().auth.signInWithPassword({ email: admin.email, password: PASSWORD });
    expect(old.error?.code).toBe('invalid_credentials');
    await logout(page);
    await loginAs(page, admin.email, 'Nytt-Losen-42');
    await expect(page.getByRole('heading', { name: 'Mitt konto' })).toBeVisible();
  });

  test('step-up: a session lowered to aal1 elsewhere asks for the app code before it enrols or changes the password', async ({
    page,
  }) => {
    const admin = await createAdmin('konto-stegupp');
    // A phone (this client) with the app "Telefon" at aal2.
    const phone = anonClient();
    expect(
      (await phone.auth.signInWithPassword({ email: admin.email, password: PASSWORD })).error,
    ).toBeNull();
    const enrol = (friendlyName: string) => enrolTotp(phone, friendlyName);
    const first = await enrol('Telefon');
    await loginAs(page, admin.email, PASSWORD);
    await page.getByLabel('Engångskod').fill(first.totp.generate());
    await page.getByRole('button', { name: 'Verifiera' }).click();
    await page.getByTestId('user-email').click();
    await expect(page.getByRole('heading', { name: 'Mitt konto' })).toBeVisible();

    // The phone adds "Reserv" and removes "Telefon": the browser's session, which passed "Telefon", drops to aal1
    // while its token still says aal2, so the server's insufficient_aal is what triggers the step-up.
    const lowerBrowserSession = async (remove: { id: string }, add: string) => {
      const next = await enrol(add);
      expect((await phone.auth.mfa.unenroll({ factorId: remove.id })).error).toBeNull();
      return next;
    };
    const reserve = await lowerBrowserSession(first, 'Reserv');
    await page.getByLabel('Namn på appen').fill('Jobbtelefon');
    await page.getByRole('button', { name: 'Lägg till autentiseringsapp' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bekräfta med din autentiseringsapp' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await wrongThenRightCode(dialog, 'Engångskod', 'Verifiera', reserve.totp);
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'QR-kod för autentiseringsappen' })).toBeVisible();
    expect((await accessTokenClaims(page)).aal).toBe('aal2');
    await page.getByRole('button', { name: 'Avbryt' }).click();

    // Lowered again: the password change waits for the code, then goes through; cancelling changes nothing.
    const third = await lowerBrowserSession(reserve, 'Surfplatta');
    await page.getByRole('textbox', { name: 'Nytt lösenord', exact: true }).fill('Nytt-Losen-77');
    await page.getByLabel('Upprepa nytt lösenord').fill('Nytt-Losen-77');
    await page.getByRole('button', { name: 'Byt lösenord' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
    await expect(
      page.getByText('Ändringen kräver att du först verifierar dig med din autentiseringsapp'),
    ).toBeVisible();
    expect(
      (await anonClient().auth.signInWithPassword({ email: admin.email, password: PASSWORD })).error,
    ).toBeNull();
    await page.getByRole('button', { name: 'Byt lösenord' }).click();
    await dialog.getByLabel('Engångskod').fill(third.totp.generate());
    await page.keyboard.press('Enter');
    await expect(page.getByText('Lösenordet är bytt.')).toBeVisible();
    const old = await anonClient().auth.signInWithPassword({ email: admin.email, password: PASSWORD });
    expect(old.error?.code).toBe('invalid_credentials');
  });

  test('sign out other sessions ends them and keeps this one', async ({ page }) => {
    const admin = await createAdmin('konto-sessioner');
    const elsewhere = anonClient();
    expect(
      (await elsewhere.auth.signInWithPassword({ email: admin.email, password: PASSWORD })).error,
    ).toBeNull();
    await loginAs(page, admin.email, PASSWORD);
    await page.getByTestId('user-email').click();
    await page.getByRole('button', { name: 'Logga ut andra sessioner' }).click();
    await expect(page.getByText('Du är utloggad på alla andra enheter.')).toBeVisible();
    const other = await elsewhere.auth.getUser();
    expect(other.data.user).toBeNull();
    expect(other.error).not.toBeNull();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Mitt konto' })).toBeVisible();
  });
});
