// Prints p50/p95 per request for the admin's lists and searches, sent exactly as the app sends them: ra-supabase's
// data provider with the app's search routing (src/providers/searchRpc.ts), through the gateway and PostgREST.
// Run `npm run db:seed:large` first for the volume figures (100,000 reviews, 1,000,000 consents).
//   npm run bench:lists                          the embedded stack on the persisted database (.supabase-local/db)
//   npm run bench:lists -- --url http://…:54321   any running Supabase-compatible URL (the stack on either backend,
//                                                `npx supabase start`); signs in as admin@example.se, or with
//                                                --mint-token signs an admin JWT with SUPABASE_JWT_SECRET (default:
//                                                the local secret) when the URL has no auth server
//   --runs N (default 40)
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { createClient } from '@supabase/supabase-js';
import { supabaseDataProvider } from 'ra-supabase-core';
import { SignJWT } from 'jose';
import type { DataProvider, GetListParams } from 'react-admin';
import { withSearchRpcs } from '../../src/providers/searchRpc.ts';
import { backendFromEnvironment } from '../../supabase/local/backend.ts';
import { defaultDataDir, startStack } from '../../supabase/local/stack.ts';
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET } from '../../supabase/local/keys.ts';

const ADMIN_ID = 'a0000000-0000-4000-8000-000000000001';
// The app's registry (src/resources/registry.tsx) maps these routes to tables and searches; the bench names the
// tables directly and the same search RPCs.
const SEARCHES = {
  reviews: { filter: 'body@ilike', rpc: 'search_reviews_page' },
  credit_cards: { filter: 'name@ilike', rpc: 'search_credit_cards_page' },
  expert_inquiries: { filter: 'question@ilike', rpc: 'search_expert_inquiries_page' },
  chat_sessions: { filter: 'q', rpc: 'search_chat_sessions_page' },
};

const list = (
  filter: Record<string, unknown>,
  field: string,
  order: 'ASC' | 'DESC',
  perPage = 10,
  page = 1,
  meta?: GetListParams['meta'],
): GetListParams => ({ filter, sort: { field, order }, pagination: { page, perPage }, meta });

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function adminToken(url: string, anonKey: string, mint: boolean): Promise<string> {
  if (mint)
    return new SignJWT({ role: 'authenticated', aal: 'aal1', aud: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(ADMIN_ID)
      .setExpirationTime('2h')
      .sign(new TextEncoder().encode(process.env.SUPABASE_JWT_SECRET ?? LOCAL_JWT_SECRET));
  const client = createClient(url, anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const { data, error } = await client.auth.signInWithPassword({
    email: 'admin@example.se',
    password: 'Demo-1234!',
  });
  if (error) throw error;
  return data.session.access_token;
}

async function main() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      'anon-key': { type: 'string' },
      'mint-token': { type: 'boolean' },
      runs: { type: 'string' },
    },
  });
  const runs = Number(values.runs ?? 40);
  const stack = values.url
    ? undefined
    : await startStack({
        port: 0,
        dataDir: process.env.SUPABASE_LOCAL_DATA_DIR ?? defaultDataDir(backendFromEnvironment()),
        quiet: true,
      });
  try {
    const url = values.url ?? stack!.url;
    const anonKey = values['anon-key'] ?? stack?.anonKey ?? LOCAL_ANON_KEY;
    const token = await adminToken(url, anonKey, values['mint-token'] ?? false);
    const client = createClient(url, anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: `Bearer ${token}` } },
    });
    const provider: DataProvider = withSearchRpcs(
      supabaseDataProvider({ instanceUrl: url, apiKey: anonKey, supabaseClient: client }),
      SEARCHES,
      client,
    );
    const get = (resource: string, params: GetListParams) => () => provider.getList(resource, params);
    const monthAgo = new Date(Date.now() - 30 * 86400_000).toISOString();
    const estimated = { headers: { Prefer: 'count=estimated' } };
    const throwIfError = ({ error }: { error: unknown }) => {
      if (error) throw error;
    };
    // A consent id of the large seed, for the search by consent id.
    const { data: consent } = await client
      .from('cookie_consents')
      .select('consent_id')
      .order('created_at', { ascending: false })
      .limit(1)
      .single();
    const consentId = String(consent?.consent_id ?? '00000000-0000-4000-8000-000000000000');
    const cases: Array<[string, () => PromiseLike<unknown>]> = [
      [
        'cookies: first page (count=estimated)',
        get('cookie_consents', list({}, 'created_at', 'DESC', 10, 1, estimated)),
      ],
      [
        'cookies: 30 days + action filter (count=estimated)',
        get(
          'cookie_consents',
          list({ 'created_at@gte': monthAgo, action: 'reject_all' }, 'created_at', 'DESC', 10, 1, estimated),
        ),
      ],
      [
        'cookies: page 1000 (count=estimated)',
        get('cookie_consents', list({}, 'created_at', 'DESC', 10, 1000, estimated)),
      ],
      [
        'cookies: summary RPC, last 30 days',
        () => client.rpc('cookie_consent_summary', { p_from: monthAgo }).then(),
      ],
      ['cookies: summary RPC, whole table', () => client.rpc('cookie_consent_summary', {}).then()],
      ['reviews: pending queue', get('reviews', list({ status: 'pending' }, 'created_at', 'DESC'))],
      ['reviews: all, newest first', get('reviews', list({}, 'created_at', 'DESC'))],
      [
        'reviews: search "#4242" (11 hits)',
        get('reviews', list({ 'body@ilike': '#4242' }, 'created_at', 'DESC')),
      ],
      [
        'reviews: search "valutapåslag #42" + pending',
        get('reviews', list({ 'body@ilike': 'valutapåslag #42', status: 'pending' }, 'created_at', 'DESC')),
      ],
      [
        'reviews: search "valutapåslag" (20,000 hits)',
        get('reviews', list({ 'body@ilike': 'valutapåslag' }, 'created_at', 'DESC')),
      ],
      ['cards: list', get('credit_cards', list({}, 'sort_rank', 'ASC'))],
      ['cards: search "guld"', get('credit_cards', list({ 'name@ilike': 'guld' }, 'sort_rank', 'ASC'))],
      ['inquiries: pending queue', get('expert_inquiries', list({ status: 'pending' }, 'created_at', 'ASC'))],
      [
        'inquiries: search "USA"',
        get('expert_inquiries', list({ 'question@ilike': 'USA' }, 'created_at', 'ASC')),
      ],
      ['chats: list', get('chat_sessions', list({}, 'started_at', 'DESC'))],
      ['chats: search "nummer 4242"', get('chat_sessions', list({ q: 'nummer 4242' }, 'started_at', 'DESC'))],
      // Ctrl/Cmd+K (issue 35): public.search_everything as the app calls it (5 hits per kind). Goal: p95 ≤ 300 ms.
      ...[
        'guld',
        'r4242@example.se',
        'volym-4242',
        'Recensent 4242',
        // Broad: every one of the 100,000 reviews' authors matches, the ranking sorts them all.
        'recensent',
        consentId,
      ].map((query): [string, () => PromiseLike<unknown>] => [
        `search everything: "${query.length > 24 ? `${query.slice(0, 8)}…` : query}"`,
        () => client.rpc('search_everything', { p_query: query, p_limit: 5 }).then(throwIfError),
      ]),
      [
        'dashboard: six HEAD counts',
        () =>
          Promise.all(
            ['credit_cards', 'banks', 'networks', 'news_articles', 'blog_posts', 'expert_inquiries'].map(
              (t) => client.from(t).select('id', { count: 'exact', head: true }),
            ),
          ),
      ],
    ];
    const volume = await Promise.all(
      ['reviews', 'cookie_consents'].map(async (t) => {
        const { count } = await client.from(t).select('id', { count: 'exact', head: true });
        return `${t}: ${count}`;
      }),
    );
    const load = () =>
      loadavg()
        .map((l) => l.toFixed(1))
        .join(' ');
    console.log(
      `${url} (${stack ? stack.backend : 'external'}) as admin, ${runs} runs after 3 warm-ups; ${volume.join(', ')}; ${availableParallelism()} CPUs, load average ${load()}`,
    );
    console.log(`${'request'.padEnd(52)} ${'p50'.padStart(8)} ${'p95'.padStart(8)}`);
    for (const [label, fn] of cases) {
      for (let i = 0; i < 3; i++) await fn();
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        await fn();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const p50 = percentile(times, 50).toFixed(1);
      const p95 = percentile(times, 95).toFixed(1);
      console.log(`${label.padEnd(52)} ${p50.padStart(5)} ms ${p95.padStart(5)} ms`);
    }
    console.log(`load average at the end: ${load()}`);
  } finally {
    await stack?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
