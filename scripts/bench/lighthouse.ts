// Lighthouse (npm) with Debian's Chromium against the production build and, in the same interleaved run, the stock
// react-admin + ra-supabase app of bench/stock-app (issue 24), both on one fresh in-memory embedded stack: the
// sign-in page (mobile preset), the first screen after signing in (each app's dashboard of six counts and a badge;
// the stock app is served as this one is, issue 36) with the mobile and desktop presets. Medians of `--runs N` (default 3) of the performance score,
// LCP, TBT and transferred bytes, and the ratios this app / stock app. A report, not a gate: the figures depend on
// the machine (the load average is printed).
// Every run prints its score and the five weighed metrics (FCP, SI, LCP, TBT, CLS) as it finishes. Flags:
// `--detail` adds the long tasks, boot-up time per script, main-thread work and the LCP element per run;
// `--app this|stock` measures one app only; `--pages sign-in,mobile,desktop` a subset; `--save DIR` writes each
// run's Lighthouse result as JSON.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type Config, type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from '@playwright/test';
import { freePort } from '../../supabase/local/stack.ts';
import { median, runsFromArgs, startBenchApps, type BenchApp } from '../support/bench-apps.ts';
import { detailLines, figuresOf, runLine, type Figures } from '../support/lighthouse-detail.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const PAGES = [
  { id: 'sign-in', page: 'sign-in', preset: 'mobile', url: (app: BenchApp) => app.loginUrl, signedIn: false },
  {
    id: 'mobile',
    page: 'dashboard (signed in)',
    preset: 'mobile',
    url: (app: BenchApp) => app.homeUrl,
    signedIn: true,
  },
  {
    id: 'desktop',
    page: 'dashboard (signed in)',
    preset: 'desktop',
    url: (app: BenchApp) => app.homeUrl,
    signedIn: true,
  },
] as const;

const argument = (name: string): string | undefined => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};

async function main() {
  const runs = runsFromArgs(3);
  const detail = process.argv.includes('--detail');
  const saveDir = argument('--save');
  const onlyApp = argument('--app');
  const pageIds = argument('--pages')?.split(',') ?? PAGES.map((target) => target.id);
  const pages = PAGES.filter((target) => pageIds.includes(target.id));
  if (saveDir) await mkdir(saveDir, { recursive: true });
  const { apps: bothApps, stop } = await startBenchApps();
  const apps = bothApps.filter((app) => !onlyApp || app.name.startsWith(onlyApp));
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
    const measure = async (app: BenchApp, target: (typeof PAGES)[number], run: number) => {
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
      if (lhr.runtimeError) {
        // A run Lighthouse could not measure (it scores 0): left out of the medians, with its reason.
        console.log(`${app.name} · ${target.id} · run ${run + 1}: failed, ${lhr.runtimeError.message}`);
        return;
      }
      const figures = figuresOf(lhr);
      results.set(key, [...(results.get(key) ?? []), figures]);
      console.log(`${app.name} · ${target.id} · run ${run + 1}: ${runLine(figures)}`);
      if (detail) console.log(detailLines(lhr).join('\n'));
      if (saveDir) {
        const file = `${app.name.replace(' ', '-')}-${target.id}-${run + 1}.json`;
        await writeFile(join(saveDir, file), JSON.stringify(lhr));
      }
    };
    // Sign-in pages first (no session), then one sign-in per app (each origin keeps its own session).
    const order = (run: number) => (run % 2 ? [...apps].reverse() : apps);
    if (pages.some((target) => !target.signedIn))
      for (let run = 0; run < runs; run++) for (const app of order(run)) await measure(app, PAGES[0], run);
    const signedIn = pages.filter((target) => target.signedIn);
    if (signedIn.length)
      for (const app of apps) {
        await app.signIn(page);
        await app.homeReady(page);
      }
    for (let run = 0; run < runs; run++)
      for (const target of signedIn) for (const app of order(run)) await measure(app, target, run);
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
    'page                    preset   app         score     FCP      SI      LCP      TBT    CLS   transferred   ratio score / LCP / TBT',
  );
  const med = (rows: Figures[], field: keyof Figures) => median(rows.map((row) => row[field]));
  const seconds = (rows: Figures[], field: keyof Figures) =>
    `${(med(rows, field) / 1000).toFixed(1).padStart(5)} s`;
  for (const target of pages) {
    const [ours, theirs] = apps.map(
      (app) => results.get(`${app.name}|${target.page}|${target.preset}`) ?? [],
    );
    for (const [app, rows] of apps.map((app, at) => [app, at ? theirs : ours] as const)) {
      const ratio = (field: keyof Figures) => (med(ours, field) / med(theirs, field)).toFixed(2);
      const ratios =
        app === apps[0] && apps.length > 1 ? `   ${ratio('score')} / ${ratio('lcp')} / ${ratio('tbt')}` : '';
      console.log(
        `${target.page.padEnd(22)}  ${target.preset.padEnd(7)}  ${app.name.padEnd(10)}  ${String(med(rows, 'score')).padStart(5)}  ${seconds(rows, 'fcp')}  ${seconds(rows, 'si')}  ${seconds(rows, 'lcp')}  ${Math.round(med(rows, 'tbt')).toString().padStart(5)} ms  ${med(rows, 'cls').toFixed(3)}  ${(med(rows, 'bytes') / 1000).toFixed(0).padStart(7)} kB${ratios}`,
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
