// Prints list and search timings through the real gateway + PostgREST, as the admin, on the persisted database
// (run `npm run db:seed:large` first for the volume figures). Median of 5 runs after one warm-up.
import { createClient } from '@supabase/supabase-js';
import { backendFromEnvironment } from './backend.ts';
import { defaultDataDir, startStack } from './stack.ts';

async function median(fn: () => PromiseLike<unknown>, runs = 5): Promise<number> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

async function main() {
  const dataDir = process.env.SUPABASE_LOCAL_DATA_DIR ?? defaultDataDir(backendFromEnvironment());
  const stack = await startStack({ port: 0, dataDir, quiet: true });
  try {
    const client = createClient(stack.url, stack.anonKey, { auth: { persistSession: false } });
    const { error } = await client.auth.signInWithPassword({
      email: 'admin@example.se',
      password: 'Demo-1234!',
    });
    if (error) throw error;
    const token = (await client.auth.getSession()).data.session!.access_token;
    const rest = (path: string, prefer: string) =>
      fetch(`${stack.url}/rest/v1/${path}`, {
        headers: { apikey: stack.anonKey, Authorization: `Bearer ${token}`, Prefer: prefer },
      }).then(async (r) => ({ range: r.headers.get('content-range'), body: await r.text() }));
    const monthAgo = new Date(Date.now() - 30 * 86400_000).toISOString();
    const cases: Array<[string, () => PromiseLike<unknown>]> = [
      [
        'cookies: first page, count=estimated',
        () => rest('cookie_consents?order=created_at.desc&limit=25', 'count=estimated'),
      ],
      [
        'cookies: first page, count=exact',
        () => rest('cookie_consents?order=created_at.desc&limit=25', 'count=exact'),
      ],
      [
        'cookies: 30 days + action filter, count=estimated',
        () =>
          rest(
            `cookie_consents?created_at=gte.${monthAgo}&action=eq.reject_all&order=created_at.desc&limit=25`,
            'count=estimated',
          ),
      ],
      [
        'cookies: page 400, count=estimated',
        () => rest('cookie_consents?order=created_at.desc&limit=25&offset=10000', 'count=estimated'),
      ],
      ['cookies: summary RPC, whole table', () => client.rpc('cookie_consent_summary', {})],
      [
        'cookies: summary RPC, last 30 days',
        () => client.rpc('cookie_consent_summary', { p_from: monthAgo }),
      ],
      [
        'reviews: pending queue first page, exact count',
        () => rest('reviews?status=eq.pending&order=created_at.desc&limit=25', 'count=exact'),
      ],
      [
        'reviews: text search ilike',
        () => rest('reviews?body=ilike.*valutapåslag*&order=created_at.desc&limit=25', 'count=exact'),
      ],
      [
        'chats: message search RPC',
        () => client.rpc('search_chat_sessions', { p_query: 'resor, nummer 42' }),
      ],
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
    const count = await rest('cookie_consents?limit=1', 'count=estimated');
    console.log(`cookie_consents rows (estimated): ${count.range}`);
    for (const [label, fn] of cases)
      console.log(`${label.padEnd(52)} ${(await median(fn)).toFixed(0).padStart(6)} ms`);
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
