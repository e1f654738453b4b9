import { test as base, expect, type Page } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { ADMIN, NON_ADMIN, plainSpaces } from '../helpers';

export { ADMIN, NON_ADMIN, plainSpaces };

/** Opens the sign-in page and fills in the form, without sending it. */
export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel(/E-post/).fill(email);
  await page
    .getByLabel(/Lösenord/)
    .first()
    .fill(password);
}

export async function loginAs(page: Page, email: string, password: string): Promise<void> {
  await fillSignIn(page, email, password);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByRole('banner').getByText('Admin Panel')).toBeVisible();
}

/**
 * Signs out from the top bar and waits for the sign-in form: supabase-js drops the stored session only after
 * POST /auth/v1/logout answers, so navigating sooner would keep the old session.
 */
export async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logga ut', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await expect(page.getByLabel(/E-post/)).toBeVisible();
}

/** Reads the database as the service role, bypassing row-level security, to check what the UI shows. */
export function serviceClient(): SupabaseClient {
  return createClient(process.env.E2E_STACK_URL!, process.env.E2E_SERVICE_KEY!, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

export interface Fixtures {
  /** A page signed in as the seeded admin, on the dashboard. */
  adminPage: Page;
  /** The service-role client (see serviceClient). */
  db: SupabaseClient;
}

export const test = base.extend<Fixtures>({
  adminPage: async ({ page }, provide) => {
    await loginAs(page, ADMIN.email, ADMIN.password);
    await provide(page);
  },
  // eslint-disable-next-line no-empty-pattern
  db: async ({}, provide) => {
    await provide(serviceClient());
  },
});
export { expect };
