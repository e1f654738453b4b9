import { expect, loginAs, test } from './fixtures';
import { PASSWORD, accessTokenClaims, anonClient, createAdmin } from './team';
import { enrolTotp, wrongThenRightCode } from './support/account';

test('an admin with an authenticator app must enter its code before working', async ({ page }) => {
  const { email } = await createAdmin('mfa');
  const client = anonClient();
  await client.auth.signInWithPassword({ email, password: PASSWORD });
  const { totp } = await enrolTotp(client, 'Telefon');

  await loginAs(page, email, PASSWORD);
  await expect(page.getByText('Tvåstegsverifiering')).toBeVisible();
  await expect(page.getByTestId('count-card-cards')).toHaveCount(0);
  await wrongThenRightCode(page, 'Engångskod', 'Verifiera', totp);
  await expect(page.getByTestId('count-card-cards')).toBeVisible();
  expect((await accessTokenClaims(page)).aal).toBe('aal2');
});
