import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Stack } from '../../supabase/local/stack.ts';
import { startTestStack } from './backends.ts';
import { DEMO_PASSWORD } from '../helpers';

interface Summary {
  total: number;
  analytics: number;
  marketing: number;
  functional: number;
}

describe('cookie consent summary (daily totals + the partial days at the ends)', () => {
  let stack: Stack;
  let admin: SupabaseClient;
  let anon: SupabaseClient;

  /** The same figures counted straight from the log. */
  const fromLog = async (from: string | null, to: string | null, action: string | null): Promise<Summary> => {
    const { rows } = await stack.sql.query<Summary>(
      `select count(*)::int as total, (count(*) filter (where analytics))::int as analytics,
              (count(*) filter (where marketing))::int as marketing,
              (count(*) filter (where functional))::int as functional
         from public.cookie_consents
        where ($1::timestamptz is null or created_at >= $1) and ($2::timestamptz is null or created_at <= $2)
          and ($3::text is null or action = $3)`,
      [from, to, action],
    );
    return rows[0];
  };

  const summary = async (from: string | null, to: string | null, action: string | null): Promise<Summary> => {
    const { data, error } = await admin.rpc('cookie_consent_summary', {
      ...(from ? { p_from: from } : {}),
      ...(to ? { p_to: to } : {}),
      ...(action ? { p_action: action } : {}),
    });
    if (error) throw error;
    return (data as Summary[])[0];
  };

  beforeAll(async () => {
    stack = await startTestStack();
    admin = createClient(stack.url, stack.anonKey, { auth: { persistSession: false } });
    const { error } = await admin.auth.signInWithPassword({
      email: 'admin@example.se',
      password: DEMO_PASSWORD,
    });
    if (error) throw error;
    anon = createClient(stack.url, stack.anonKey, { auth: { persistSession: false } });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('matches the log for whole, partial and open ranges, with and without an action', async () => {
    const hour = 3600_000;
    const now = Date.now();
    const at = (hoursAgo: number) => new Date(now - hoursAgo * hour).toISOString();
    const ranges: Array<[string | null, string | null]> = [
      [null, null],
      [at(24 * 5 + 7), null],
      [null, at(24 * 3 + 5)],
      [at(24 * 9 + 13), at(24 * 2 + 1)], // several whole days and two partial ones
      [at(30), at(20)], // inside a day or across one midnight
      [at(5), at(4.5)],
      [at(24 * 40), at(24 * 30)], // before the log starts
    ];
    let compared = 0;
    for (const [from, to] of ranges)
      for (const action of [null, 'accept_all', 'custom']) {
        expect(await summary(from, to, action), `${from} → ${to} ${action}`).toEqual(
          await fromLog(from, to, action),
        );
        compared++;
      }
    expect(compared).toBe(21);
    expect((await summary(null, null, null)).total).toBe(600);
  });

  it('counts a visitor consent at once, and refuses the totals to everyone but admins', async () => {
    const before = await summary(null, null, 'reject_all');
    const { error } = await anon.from('cookie_consents').insert({
      policy_version: '2026-09',
      functional: false,
      analytics: false,
      marketing: false,
      action: 'reject_all',
    });
    expect(error).toBeNull();
    expect(await summary(null, null, 'reject_all')).toEqual({ ...before, total: before.total + 1 });
    const refused = await anon.rpc('cookie_consent_summary', {});
    expect(refused.error).not.toBeNull();
    const { rows } = await stack.sql.query<{ anon: boolean; authenticated: boolean }>(
      `select has_table_privilege('anon', 'private.cookie_consent_days', 'select') as anon,
              has_table_privilege('authenticated', 'private.cookie_consent_days', 'insert') as authenticated`,
    );
    expect(rows[0]).toEqual({ anon: false, authenticated: false });
  });
});
