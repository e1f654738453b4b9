import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { expect, type Page } from '@playwright/test';
import type { Mail } from '../../supabase/local/stack.ts';
import { serviceClient } from './fixtures';
import { DEMO_PASSWORD } from '../helpers';
import { settle, violationsOnly } from './support/audit';

export const PASSWORD = DEMO_PASSWORD;

/** A fresh admin of our own, so that tests do not change the seeded one. */
export async function createAdmin(prefix: string): Promise<{ id: string; email: string }> {
  const email = `${prefix}-${Date.now()}@example.se`;
  const service = serviceClient();
  const created = await service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  expect(created.error).toBeNull();
  const role = await service.from('user_roles').insert({ user_id: created.data.user!.id, role: 'admin' });
  expect(role.error).toBeNull();
  return { id: created.data.user!.id, email };
}

export function anonClient(): SupabaseClient {
  return createClient(process.env.E2E_STACK_URL!, process.env.E2E_ANON_KEY!, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

export async function mailbox(): Promise<Mail[]> {
  return (await (await fetch(process.env.E2E_MAILBOX_URL!)).json()) as Mail[];
}

/** How many audit-log rows these rows of a table have (every insert, update and delete writes one). */
export async function auditRowCount(
  db: SupabaseClient,
  table: string,
  ids: Array<string | number>,
): Promise<number> {
  const { count, error } = await db
    .from('audit_log')
    .select('id', { count: 'exact', head: true })
    .eq('table_name', table)
    .in('row_id', ids.map(String));
  expect(error).toBeNull();
  return count ?? 0;
}

/** No critical or serious axe violation on the current page. */
export async function expectAccessible(page: Page): Promise<void> {
  // A button still fading from its disabled colours is measured against the blend (CI saw it on the card form's Spara).
  await settle(page);
  const results = await violationsOnly(page).analyze();
  const serious = results.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    'axe critical/serious violations',
  ).toEqual([]);
}

export async function accessTokenClaims(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.includes('auth-token'))!;
    const token = JSON.parse(localStorage.getItem(key)!).access_token as string;
    return JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
  });
}
