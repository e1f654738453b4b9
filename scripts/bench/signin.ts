// Time to the sign-in form without a session (issue 13): the production build on a fresh embedded stack, Debian's
// Chromium through Playwright. For each URL, N loads with a cold HTTP cache (a new browser context each) and N with
// a warm one (one context, primed by a first load); prints p50/p95 of the time from navigation start until the
// e-mail field is visible, and the history.pushState/replaceState calls and documents loaded per visit (the
// redirect loop this replaced made about 2,500 replacements in 13-15 s). A report, not a gate: times depend on the
// machine and its load, which is printed too. `-- --runs 20` changes N (default 10).
import { availableParallelism, loadavg } from 'node:os';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { serveProductionApp } from '../support/production-app.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 10;
/** How long a load is watched after the form appears, to count history calls that would follow it. */
const SETTLE_MS = 500;

const URLS = [
  '/admin',
  '/admin/',
  '/admin/#/',
  '/admin/#/cards',
  '/admin/#/login',
  '/admin/login#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
];

interface Load {
  ms: number;
  historyCalls: number;
  /** Documents loaded (1 unless the app reloads or redirects the page itself). */
  documents: number;
}

interface Bench {
  historyCalls: number;
  formShownAt?: number;
}

/**
 * In the page before its scripts: counts history calls and notes performance.now() in the first frame in which
 * the e-mail field is visible in Playwright's sense (a box, not visibility:hidden). A string, not a function:
 * tsx would wrap the function's inner named functions in a helper that the page does not have.
 */
const INSTRUMENT = `
  const bench = { historyCalls: 0, formShownAt: undefined };
  window.__bench = bench;
  for (const method of ['pushState', 'replaceState']) {
    const original = history[method].bind(history);
    history[method] = (...args) => {
      bench.historyCalls += 1;
      return original(...args);
    };
  }
  const check = () => {
    const field = document.querySelector('input[name="email"]');
    if (field && field.checkVisibility({ visibilityProperty: true })) bench.formShownAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
`;

async function load(context: BrowserContext, url: string): Promise<Load> {
  const page = await context.newPage();
  let documents = 0;
  page.on('domcontentloaded', () => {
    documents += 1;
  });
  try {
    await page.goto(url, { waitUntil: 'commit' });
    // Playwright's own check that the form is there and visible; the page's timestamp is the figure.
    await page.getByLabel(/E-post/).waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForTimeout(SETTLE_MS);
    const bench = await page.evaluate(() => (window as unknown as { __bench: Bench }).__bench);
    if (bench.formShownAt === undefined) throw new Error(`${url}: the e-mail field showed unobserved`);
    return { ms: bench.formShownAt, historyCalls: bench.historyCalls, documents };
  } finally {
    await page.close();
  }
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};

async function measure(browser: Browser, origin: string, url: string, cache: 'cold' | 'warm') {
  const loads: Load[] = [];
  const options = { baseURL: origin, locale: 'sv-SE', timezoneId: 'Europe/Stockholm' };
  if (cache === 'cold') {
    for (let i = 0; i < RUNS; i += 1) {
      const context = await browser.newContext(options);
      await context.addInitScript({ content: INSTRUMENT });
      loads.push(await load(context, url));
      await context.close();
    }
  } else {
    const context = await browser.newContext(options);
    await context.addInitScript({ content: INSTRUMENT });
    await load(context, url);
    for (let i = 0; i < RUNS; i += 1) loads.push(await load(context, url));
    await context.close();
  }
  return loads;
}

async function main() {
  const app = await serveProductionApp();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-dev-shm-usage'],
  });
  const before = loadavg();
  const rows: string[][] = [];
  try {
    for (const url of URLS) {
      for (const cache of ['cold', 'warm'] as const) {
        const loads = await measure(browser, app.origin, url, cache);
        const ms = loads.map((l) => l.ms);
        const calls = loads.map((l) => l.historyCalls);
        const documents = loads.map((l) => l.documents);
        rows.push([
          url.length > 60 ? `${url.slice(0, 57)}...` : url,
          cache,
          `${Math.round(quantile(ms, 0.5))} ms`,
          `${Math.round(quantile(ms, 0.95))} ms`,
          `${Math.min(...calls)}-${Math.max(...calls)}`,
          `${Math.min(...documents)}-${Math.max(...documents)}`,
        ]);
      }
    }
  } finally {
    await browser.close();
    await app.stop();
  }
  const after = loadavg();
  const header = ['URL (no session)', 'cache', 'p50', 'p95', 'history calls', 'page loads'];
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
  const line = (row: string[]) =>
    row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(`Time from navigation start to the visible e-mail field, ${RUNS} loads per row.`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  const fmt = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
  console.log(`Load average before ${fmt(before)}, after ${fmt(after)} (${availableParallelism()} cores).`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
