// Issue 24: this admin beside the stock react-admin + ra-supabase app (bench/stock-app) on a 768 px tablet with
// 4× CPU throttling (CDP Emulation.setCPUThrottlingRate), Debian's Chromium, one fresh embedded stack, production
// builds, runs interleaved (the order alternates). Per app, medians of `--runs N` (default 5), each in a new
// browser context (cold HTTP cache, the session from one earlier sign-in):
// - first screen (each app's dashboard: six counts and the '{n} väntar' badge, issue 36): time to its data, total
//   blocking time (long tasks beyond 50 ms after the first contentful paint until 500 ms without one), API and JS
//   requests;
// - sign-in → dashboard (no session; issue 36): from the tap on the sign-in button to the six counts and the badge
//   shown, the blocking time from that tap until 500 ms without a long task, and the requests;
// - first list view (the card list opened by URL): JS files requested, time to its rows; the reviews list likewise;
// - tap a card row → edit form usable, first open: from the tap to the name input shown and the main thread quiet
//   for 500 ms, and the JS files that took;
// - React component renders (a DevTools hook, one unthrottled pass): first screen, and tap → form.
// A report, not a gate: the figures depend on the machine (the load average is printed).
import { loadavg } from 'node:os';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import {
  CARD_FORM_READY,
  median,
  runsFromArgs,
  startBenchApps,
  type BenchApp,
} from '../support/bench-apps.ts';
import { blockingTime, installProbes, quietAfter, readProbe } from '../support/page-probes.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CPU_SLOWDOWN = 4;
const TABLET = {
  viewport: { width: 768, height: 1024 },
  deviceScaleFactor: 2,
  hasTouch: true,
  isMobile: true,
};

type Figures = Record<string, number>;

async function newTablet(
  browser: Browser,
  app: BenchApp,
  state: Awaited<ReturnType<BrowserContext['storageState']>> | undefined,
  countRenders = false,
) {
  const context = await browser.newContext({ ...TABLET, storageState: state, locale: 'sv-SE' });
  await installProbes(context, countRenders);
  const page = await context.newPage();
  const requests = { js: 0, api: 0 };
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requests.js += 1;
    else if (/\/(rest|auth|storage|functions)\/v1\//.test(request.url())) requests.api += 1;
  });
  const throttle = async () => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  };
  const reset = () => {
    requests.js = 0;
    requests.api = 0;
  };
  return { context, page, requests, throttle, reset, app };
}

const fcp = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);

const now = (page: Page) => page.evaluate(() => performance.now());

type Tablet = Awaited<ReturnType<typeof newTablet>>;

/** One measurement in a fresh tablet context (closed afterwards); `countRenders` installs the render counter. */
function measurement(take: (tab: Tablet) => Promise<Figures>, countRenders = false) {
  return async (
    browser: Browser,
    app: BenchApp,
    state: Parameters<typeof newTablet>[2],
  ): Promise<Figures> => {
    const tab = await newTablet(browser, app, state, countRenders);
    try {
      return await take(tab);
    } finally {
      await tab.context.close();
    }
  };
}

/**
 * The figures of a screen that has just shown what `label` waits for: the time it was shown (from `since`, or from
 * the navigation), the blocking time from `since` (or the first contentful paint) until 500 ms without a long task,
 * and the requests made until it was shown.
 */
async function shownFigures(tab: Tablet, label: string, what: string, since?: number): Promise<Figures> {
  const shown = await now(tab.page);
  const requests = { ...tab.requests };
  await quietAfter(tab.page, shown, 500);
  const probe = await readProbe(tab.page);
  return {
    [`${label}: ${what} (ms)`]: shown - (since ?? 0),
    [`${label}: total blocking time (ms)`]: blockingTime(probe, since ?? (await fcp(tab.page))),
    [`${label}: API requests`]: requests.api,
    [`${label}: JS files`]: requests.js,
  };
}

const firstScreen = measurement(async (tab) => {
  await tab.throttle();
  await tab.page.goto(tab.app.homeUrl);
  await tab.app.homeReady(tab.page);
  return shownFigures(tab, 'first screen', 'data shown');
});

const signInToCounts = measurement(async (tab) => {
  await tab.throttle();
  await tab.page.goto(tab.app.loginUrl);
  await tab.app.signInButton(tab.page).waitFor();
  // ra-supabase's login page checks the session first; typing before that settles can be lost.
  await tab.page.waitForLoadState('networkidle');
  await tab.app.fillSignIn(tab.page);
  await quietAfter(tab.page, await now(tab.page), 500);
  tab.reset();
  const tapAt = await now(tab.page);
  await tab.app.signInButton(tab.page).tap();
  await tab.app.homeReady(tab.page);
  return shownFigures(tab, 'sign-in', 'counts and badge shown', tapAt);
});

const reviewsList = measurement(async (tab) => {
  await tab.throttle();
  await tab.page.goto(tab.app.reviewsUrl);
  await tab.app.firstReview(tab.page).waitFor();
  return shownFigures(tab, 'reviews list', 'rows shown');
});

const listAndForm = measurement(async (tab) => {
  await tab.throttle();
  await tab.page.goto(tab.app.listUrl);
  await tab.app.firstRow(tab.page).waitFor();
  const rows = await now(tab.page);
  const listJs = tab.requests.js;
  const listApi = tab.requests.api;
  await quietAfter(tab.page, rows, 500);
  tab.reset();
  const tapAt = await now(tab.page);
  await tab.app.firstRow(tab.page).tap();
  await tab.page.locator(CARD_FORM_READY).waitFor();
  const shown = await now(tab.page);
  const usable = await quietAfter(tab.page, shown, 500);
  const probe = await readProbe(tab.page);
  return {
    'first list: JS files': listJs,
    'first list: API requests': listApi,
    'first list: rows shown (ms)': rows,
    'tap row → form shown (ms)': shown - tapAt,
    'tap row → form usable (ms)': usable - tapAt,
    'tap row → form: JS files': tab.requests.js,
    'tap row → form: total blocking time (ms)': blockingTime(probe, tapAt),
    'form: elements': await tab.page.locator('form *').count(),
  };
});

const renders = measurement(async ({ page, app }) => {
  /** Waits for the main thread to stay quiet for a second, then reads the render counter. */
  const settled = async () => {
    await quietAfter(page, await now(page), 1000);
    return readProbe(page);
  };
  await page.goto(app.homeUrl);
  await app.homeReady(page);
  const home = await settled();
  await page.goto(app.listUrl);
  await app.firstRow(page).waitFor();
  const before = (await settled()).renders;
  await app.firstRow(page).tap();
  await page.locator(CARD_FORM_READY).waitFor();
  const after = await settled();
  return {
    'first screen: React renders (components)': home.renders,
    'first screen: React commits': home.commits,
    'tap row → form: React renders': after.renders - before,
  };
}, true);

async function main() {
  const runs = runsFromArgs(5);
  const { apps, stop } = await startBenchApps();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-dev-shm-usage'],
  });
  const results = new Map<string, Figures[]>(apps.map((app) => [app.name, []]));
  try {
    const states = new Map<string, Parameters<typeof newTablet>[2]>();
    for (const app of apps) {
      const context = await browser.newContext({ ...TABLET, locale: 'sv-SE' });
      const page = await context.newPage();
      await app.signIn(page);
      await app.homeReady(page);
      states.set(app.name, await context.storageState());
      await context.close();
    }
    for (const app of apps) {
      results.get(app.name)!.push(await renders(browser, app, states.get(app.name)!));
    }
    for (let run = 0; run < runs; run++) {
      const order = run % 2 ? [...apps].reverse() : apps;
      for (const app of order) {
        const state = states.get(app.name)!;
        const figures = {
          ...(await signInToCounts(browser, app, undefined)),
          ...(await firstScreen(browser, app, state)),
          ...(await listAndForm(browser, app, state)),
          ...(await reviewsList(browser, app, state)),
        };
        results.get(app.name)!.push(figures);
        process.stderr.write(`run ${run + 1}/${runs} ${app.name}: ${JSON.stringify(figures)}\n`);
      }
    }
  } finally {
    await browser.close();
    await stop();
  }
  const [ours, theirs] = apps.map((app) => results.get(app.name)!);
  const keys = [...new Set([...ours, ...theirs].flatMap((figures) => Object.keys(figures)))];
  const med = (rows: Figures[], key: string) =>
    median(rows.map((r) => r[key]).filter((v) => v !== undefined));
  const fmt = (v: number) => (Number.isFinite(v) ? Math.round(v).toLocaleString('en-US') : '–');
  console.log(
    `Tablet 768 px, ${CPU_SLOWDOWN}× CPU, medians of ${runs} interleaved runs (render counts: one unthrottled pass); load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    `${'figure'.padEnd(44)}  ${'this app'.padStart(9)}  ${'stock app'.padStart(9)}  ${'ratio'.padStart(5)}`,
  );
  for (const key of keys) {
    const a = med(ours, key);
    const b = med(theirs, key);
    const ratio = b > 0 ? (a / b).toFixed(2) : '–';
    console.log(`${key.padEnd(44)}  ${fmt(a).padStart(9)}  ${fmt(b).padStart(9)}  ${ratio.padStart(5)}`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
