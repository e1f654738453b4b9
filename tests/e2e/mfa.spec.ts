import { createClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import { expect, loginAs, serviceClient, test } from './fixtures';
import { DEMO_PASSWORD } from '../helpers';

test('an admin with an authenticator app must enter its code before working', async ({ page }) => {
  const email = `mfa-${Date.now()}@example.se`;
  const service = serviceClient();
  const created = await service.auth.admin.createUser({
    email,
    password: DEMO_PASSWORD,
    email_confirm: true,
  });
  expect(created.error).toBeNull();
  await service.from('user_roles').insert({ user_id: created.data.user!.id, role: 'admin' });
  const client = createClient(process.env.E2E_STACK_URL!, process.env.E2E_ANON_KEY!, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  const factor = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Telefon' });
  const totp = new TOTP({ secret: Secret.fromBase32(factor.data!.totp.secret) });
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: factor.data!.id,
    code: totp.generate(),
  });
  expect(verified.error).toBeNull();

  await loginAs(page, email, DEMO_PASSWORD);
  await expect(page.getByText('Tvåstegsverifiering')).toBeVisible();
  await expect(page.getByTestId('count-card-cards')).toHaveCount(0);
  await page.getByLabel('Engångskod').fill(totp.generate() === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verifiera' }).click();
  await expect(page.getByText('Felaktig kod, försök igen')).toBeVisible();
  await page.getByLabel('Engångskod').fill(totp.generate());
  await page.getByRole('button', { name: 'Verifiera' }).click();
  await expect(page.getByTestId('count-card-cards')).toBeVisible();
  const aal = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.includes('auth-token'))!;
    const token = JSON.parse(localStorage.getItem(key)!).access_token as string;
    return JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))).aal;
  });
  expect(aal).toBe('aal2');
});
