import { test as base, expect, type Page } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

export const ADMIN = { email: 'admin@example.se', password: 'Demo-1234!' };
export const NON_ADMIN = { email: 'user@example.se', password: 'Demo-1234!' };

export async function loginAs(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel(/E-post/).fill(email);
  await page
    .getByLabel(/Lösenord/)
    .first()
    .fill(password);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByRole('banner').getByText('Admin Panel')).toBeVisible();
}

/** Reads the database as the service role, bypassing row-level security, to check what the UI shows. */
export function serviceClient(): SupabaseClient {
  return createClient(process.env.E2E_STACK_URL!, process.env.E2E_SERVICE_KEY!, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

export const test = base;
export { expect };
