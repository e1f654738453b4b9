// Edge Function `link-check`: checks every published card's apply_url and every bank's website_url and saves the
// latest answer of each in public.link_checks (issue 33). Started by the schedule (pg_cron + pg_net with the service
// role key, 20261128007100_link_check_schedule.sql) or by an admin who may write. Deployed unchanged with
// `supabase functions deploy link-check`; served locally by supabase/local/functions.ts.
//
//   POST /functions/v1/link-check  { timeout_ms? } → 200 { run_id, links, ok, redirected, broken, duration_ms, results }
//
// Politely: one request at a time per host (a few hosts at once), a timeout per link, a User-Agent naming the site,
// HEAD first and GET when HEAD is refused (405/501, or any error answer: many servers answer HEAD wrongly), redirects
// followed by hand so that the final host is known. Errors are JSON { code, message } with a Swedish message:
//   401 not_authenticated · 403 not_admin · 405 method_not_allowed · 409 already_running · 500 link_check_failed.
import { createClient } from 'npm:@supabase/supabase-js@2.119.1';
import { jwtClaims } from '../_shared/jwtClaims.ts';

const SUPABASE_URL = Deno.env.get('SUPABASE_URL') ?? '';
const ANON_KEY = Deno.env.get('SUPABASE_ANON_KEY') ?? '';
const SERVICE_ROLE_KEY = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';

export const USER_AGENT = 'Kortjamfor-lankkontroll/1.0 (Kortjamfor admin; kontrollerar ansokningslankar)';
const DEFAULT_TIMEOUT_MS = 10_000;
const MIN_TIMEOUT_MS = 200;
const MAX_TIMEOUT_MS = 30_000;
const MAX_REDIRECTS = 10;
/** Hosts checked at the same time; each host gets one request at a time. */
const HOSTS_AT_ONCE = 6;
const MAX_BODY_BYTES = 1024;

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

interface Link {
  card_id: number | null;
  bank_id: number | null;
  url: string;
}

type Outcome = 'ok' | 'redirected' | 'broken';

interface Result extends Link {
  outcome: Outcome;
  status_code: number | null;
  final_host: string | null;
  response_ms: number;
  error: 'timeout' | 'unreachable' | 'invalid_url' | null;
  checked_at: string;
}

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { ...CORS, 'Content-Type': 'application/json' } });
const failure = (status: number, code: string, message: string) => reply(status, { code, message });

/** www.bank.se and bank.se are the same site; anything else is another one. */
const siteOf = (host: string) => host.toLowerCase().replace(/^www\./, '');

async function request(url: URL, method: 'HEAD' | 'GET', signal: AbortSignal): Promise<Response> {
  const response = await fetch(url, {
    method,
    redirect: 'manual',
    signal,
    headers: { 'User-Agent': USER_AGENT, Accept: 'text/html,*/*;q=0.8' },
  });
  // Only the status and headers matter: the body is not read.
  await response.body?.cancel().catch(() => undefined);
  return response;
}

/** HEAD, and GET when HEAD is refused; redirects followed to the final answer. */
export async function checkLink(link: Link, timeoutMs: number): Promise<Result> {
  const started = performance.now();
  const checkedAt = new Date().toISOString();
  const done = (fields: Pick<Result, 'outcome' | 'status_code' | 'final_host' | 'error'>): Result => ({
    ...link,
    ...fields,
    response_ms: Math.round(performance.now() - started),
    checked_at: checkedAt,
  });
  let url: URL;
  try {
    url = new URL(link.url);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
  } catch {
    return done({ outcome: 'broken', status_code: null, final_host: null, error: 'invalid_url' });
  }
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    for (let hop = 0; ; hop++) {
      let response = await request(url, 'HEAD', signal);
      if (response.status >= 400) response = await request(url, 'GET', signal);
      const location = response.headers.get('Location');
      if (response.status >= 300 && response.status < 400 && location && hop < MAX_REDIRECTS) {
        url = new URL(location, url);
        continue;
      }
      const status = response.status;
      const outcome: Outcome =
        status >= 400 || (status >= 300 && status < 400)
          ? 'broken'
          : siteOf(url.hostname) !== siteOf(new URL(link.url).hostname)
            ? 'redirected'
            : 'ok';
      return done({ outcome, status_code: status, final_host: url.hostname, error: null });
    }
  } catch (error) {
    const timedOut = signal.aborted || (error instanceof DOMException && error.name === 'TimeoutError');
    return done({
      outcome: 'broken',
      status_code: null,
      final_host: null,
      error: timedOut ? 'timeout' : 'unreachable',
    });
  }
}

/** Every link, one at a time per host, HOSTS_AT_ONCE hosts at a time; results in the links' order. */
export async function checkAll(links: Link[], timeoutMs: number): Promise<Result[]> {
  const byHost = new Map<string, number[]>();
  links.forEach((link, index) => {
    let host = '';
    try {
      host = siteOf(new URL(link.url).hostname);
    } catch {
      // An invalid address is answered without a request.
    }
    byHost.set(host, [...(byHost.get(host) ?? []), index]);
  });
  const results: Result[] = new Array(links.length);
  const queues = [...byHost.values()];
  const worker = async () => {
    for (let queue = queues.shift(); queue; queue = queues.shift())
      for (const index of queue) results[index] = await checkLink(links[index], timeoutMs);
  };
  await Promise.all(Array.from({ length: Math.min(HOSTS_AT_ONCE, queues.length) }, worker));
  return results;
}

async function readTimeout(req: Request): Promise<number> {
  const text = await req.text();
  if (!text.trim() || text.length > MAX_BODY_BYTES) return DEFAULT_TIMEOUT_MS;
  try {
    const value = (JSON.parse(text) as { timeout_ms?: unknown }).timeout_ms;
    if (typeof value === 'number' && Number.isFinite(value))
      return Math.min(MAX_TIMEOUT_MS, Math.max(MIN_TIMEOUT_MS, Math.round(value)));
  } catch {
    // Whatever the schedule sends (pg_net's body), the default applies.
  }
  return DEFAULT_TIMEOUT_MS;
}

/** The signed-in admin's id (the JWT is verified by the platform and by link_check_allowed); null for a key. */
function subjectOf(token: string): string | null {
  try {
    const { sub, role } = jwtClaims(token);
    return role === 'authenticated' && typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}

async function handle(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: CORS });
  if (req.method !== 'POST') return failure(405, 'method_not_allowed', 'Metoden stöds inte');
  const token = req.headers.get('Authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  if (!token) return failure(401, 'not_authenticated', 'Du är inte inloggad');
  const timeoutMs = await readTimeout(req);
  // The caller's own rights, asked with their token: the service role (the schedule) or an admin who may write.
  const options = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
  const caller = createClient(SUPABASE_URL, ANON_KEY, {
    ...options,
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
  const allowed = await caller.rpc('link_check_allowed');
  if (allowed.error?.code === 'PGRST301' || allowed.error?.code === 'PGRST303')
    return failure(401, 'not_authenticated', 'Du är inte inloggad');
  if (allowed.error && allowed.error.code !== '42501') {
    console.error('link_check_allowed', allowed.error);
    return failure(500, 'link_check_failed', 'Länkkontrollen kunde inte startas');
  }
  if (allowed.data !== true)
    return failure(403, 'not_admin', 'Endast administratörer får starta länkkontrollen');
  // The results are written by the service role only (public.link_check_begin / link_check_finish).
  const db = createClient(SUPABASE_URL, SERVICE_ROLE_KEY, options);
  const started = performance.now();
  const begun = await db.rpc('link_check_begin', { p_started_by: subjectOf(token) });
  if (begun.error) {
    console.error('link_check_begin', begun.error);
    return failure(500, 'link_check_failed', 'Länkkontrollen kunde inte startas');
  }
  const run = begun.data as { run_id?: number; running?: number; links?: Link[] };
  if (run.run_id === undefined)
    return failure(409, 'already_running', `Länkkontrollen körs redan (körning ${run.running ?? '?'})`);
  const results = await checkAll(run.links ?? [], timeoutMs);
  const finished = await db.rpc('link_check_finish', { p_run_id: run.run_id, p_results: results });
  if (finished.error) {
    console.error('link_check_finish', finished.error);
    return failure(500, 'link_check_failed', 'Länkkontrollens resultat kunde inte sparas');
  }
  const count = (outcome: Outcome) => results.filter((r) => r.outcome === outcome).length;
  return reply(200, {
    run_id: run.run_id,
    links: results.length,
    ok: count('ok'),
    redirected: count('redirected'),
    broken: count('broken'),
    duration_ms: Math.round(performance.now() - started),
    results,
  });
}

Deno.serve(handle);
