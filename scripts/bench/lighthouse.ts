// Lighthouse (npm) with Debian's Chromium against the production build and, in the same interleaved run, the stock
// react-admin + ra-supabase app of bench/stock-app (issue 24), both on one fresh in-memory embedded stack: the
// sign-in page (mobile preset), the first screen after signing in (our dashboard; the stock app has none and shows
// its first list) with the mobile and desktop presets. Medians of `--runs N` (default 3) of the performance score,
// LCP, TBT and transferred bytes, and the ratios this app / stock app. A report, not a gate: the figures depend on
// the machine (the load average is printed).
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type Config, type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from '@playwright/test';
import { freePort } from '../../supabase/local/stack.ts';
import { median, runsFromArgs, startBenchApps, type BenchApp } from '../support/bench-apps.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Figures {
  score: number;
  lcp: number;
  tbt: number;
  bytes: number;
}

const PAGES = [
  { page: 'sign-in', preset: 'mobile', url: (app: BenchApp) => app.loginUrl, signedIn: false },
  { page: 'dashboard (signed in)', preset: 'mobile', url: (app: BenchApp) => app.homeUrl, signedIn: true },
  { page: 'dashboard (signed in)', preset: 'desktop', url: (app: BenchApp) => app.homeUrl, signedIn: true },
] as const;

async function main() {
  const runs = runsFromArgs(3);
  const { apps, stop } = await startBenchApps();
  const debugPort = await freePort();
  const profile = await mkdtemp(join(tmpdir(), 'lighthouse-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [`--remote-debugging-port=${debugPort}`, '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const results = new Map<string, Figures[]>();
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    const cdp = await browser.newCDPSession(page);
    const measure = async (app: BenchApp, target: (typeof PAGES)[number]) => {
      // A cold HTTP cache every run; the signed-in runs keep localStorage (the session) instead of resetting it.
      await cdp.send('Network.clearBrowserCache');
      const flags: Flags = {
        port: debugPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: target.signedIn,
      };
      const result = await lighthouse(
        target.url(app),
        flags,
        target.preset === 'desktop' ? (desktopConfig as Config) : undefined,
      );
      const lhr = result!.lhr;
      const key = `${app.name}|${target.page}|${target.preset}`;
      results.set(key, [
        ...(results.get(key) ?? []),
        {
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcp: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
          tbt: lhr.audits['total-blocking-time'].numericValue ?? NaN,
          bytes: lhr.audits['total-byte-weight'].numericValue ?? NaN,
        },
      ]);
    };
    // Sign-in pages first (no session), then one sign-in per app (each origin keeps its own session).
    for (let run = 0; run < runs; run++)
      for (const app of run % 2 ? [...apps].reverse() : apps) await measure(app, PAGES[0]);
    for (const app of apps) {
      await app.signIn(page);
      await app.homeReady(page);
    }
    for (let run = 0; run < runs; run++)
      for (const target of PAGES.slice(1))
        for (const app of run % 2 ? [...apps].reverse() : apps) await measure(app, target);
  } finally {
    await browser.close();
    await rm(profile, { recursive: true, force: true });
    await stop();
  }
  console.log(
    `Lighthouse, medians of ${runs} interleaved runs per app; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    'page                    preset   app         score      LCP      TBT   transferred   ratio score / LCP / TBT',
  );
  const med = (rows: Figures[], field: keyof Figures) => median(rows.map((row) => row[field]));
  for (const target of PAGES) {
    const [ours, theirs] = apps.map(
      (app) => results.get(`${app.name}|${target.page}|${target.preset}`) ?? [],
    );
    for (const [app, rows] of [
      [apps[0], ours],
      [apps[1], theirs],
    ] as const) {
      const ratio = (field: keyof Figures) => (med(ours, field) / med(theirs, field)).toFixed(2);
      const ratios = app === apps[0] ? `   ${ratio('score')} / ${ratio('lcp')} / ${ratio('tbt')}` : '';
      console.log(
        `${target.page.padEnd(22)}  ${target.preset.padEnd(7)}  ${app.name.padEnd(10)}  ${String(med(rows, 'score')).padStart(5)}  ${(med(rows, 'lcp') / 1000).toFixed(1).padStart(6)} s  ${Math.round(med(rows, 'tbt')).toString().padStart(5)} ms  ${(med(rows, 'bytes') / 1000).toFixed(0).padStart(7)} kB${ratios}`,
      );
    }
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
