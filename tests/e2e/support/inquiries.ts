import type { Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { ADMIN, expect, loginAs } from '../fixtures';

/**
 * A fresh inquiry from `asker` (a unique e-mail unless given), its edit page open for the seeded admin while `run` runs, and
 * the inquiry deleted afterwards. Gives `run` the inquiry's id and e-mail.
 */
export async function onNewInquiry(
  page: Page,
  db: SupabaseClient,
  asker: { name: string; question: string; email?: string; phone?: string; status?: string },
  run: (inquiry: { id: number; email: string }) => Promise<void>,
): Promise<void> {
  const email = asker.email ?? `${asker.name.split(' ')[0]!.toLowerCase()}.${Date.now()}@example.se`;
  const { data, error } = await db
    .from('expert_inquiries')
    .insert({ ...asker, email })
    .select('id')
    .single();
  expect(error).toBeNull();
  try {
    await loginAs(page, ADMIN.email, ADMIN.password);
    await page.goto(`/admin/inquiries/${data!.id}`);
    await run({ id: data!.id as number, email });
  } finally {
    await db.from('expert_inquiries').delete().eq('id', data!.id);
  }
}
