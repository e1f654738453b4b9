import type { Page } from '@playwright/test';
import { ADMIN } from './accounts.ts';

/** Signs in as the seeded admin through the form at `loginUrl` and waits for the top bar. */
export async function signInAsSeededAdmin(page: Page, loginUrl: string): Promise<void> {
  await page.goto(loginUrl);
  await page.getByLabel(/E-post/).fill(ADMIN.email);
  await page
    .getByLabel(/Lösenord/)
    .first()
    .fill(ADMIN.password);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await page.getByRole('banner').getByText('Admin Panel').waitFor();
}
