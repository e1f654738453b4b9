import type { Locator, Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import { expect, loginAs } from '../fixtures';
import { PASSWORD, createAdmin } from '../team';

/** A fresh admin (see createAdmin), signed in and on "Mitt konto", opened from the e-mail in the top bar. */
export async function openOwnAccount(page: Page, prefix: string): Promise<{ id: string; email: string }> {
  const admin = await createAdmin(prefix);
  await loginAs(page, admin.email, PASSWORD);
  await page.getByTestId('user-email').click();
  return admin;
}

/** Enrols and verifies a TOTP app for the user `client` is signed in as; the TOTP generates its codes. */
export async function enrolTotp(
  client: SupabaseClient,
  friendlyName: string,
): Promise<{ id: string; totp: TOTP }> {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName });
  expect(error).toBeNull();
  const totp = new TOTP({ secret: Secret.fromBase32(data!.totp.secret) });
  expect(
    (await client.auth.mfa.challengeAndVerify({ factorId: data!.id, code: totp.generate() })).error,
  ).toBeNull();
  return { id: data!.id, totp };
}

/**
 * Types a wrong code into `field` within `scope` and presses `button`: "Felaktig kod, försök igen"; then the right
 * code and the button again.
 */
export async function wrongThenRightCode(scope: Page | Locator, field: string, button: string, totp: TOTP) {
  await scope.getByLabel(field).fill(totp.generate() === '000000' ? '111111' : '000000');
  await scope.getByRole('button', { name: button }).click();
  await expect(scope.getByText('Felaktig kod, försök igen')).toBeVisible();
  await scope.getByLabel(field).fill(totp.generate());
  await scope.getByRole('button', { name: button }).click();
}
