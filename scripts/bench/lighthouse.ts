// Lighthouse (npm) with Debian's Chromium against the production build on a fresh in-memory embedded stack:
// the sign-in page and the signed-in dashboard, mobile and desktop presets. Prints the performance score, LCP,
// TBT and transferred bytes. A report, not a gate: the figures depend on the machine.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type Config, type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from '@playwright/test';
import { freePort } from '../../supabase/local/stack.ts';
import { serveProductionApp } from '../support/production-app.ts';
import { signInAsSeededAdmin } from '../support/sign-in.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Row {
  page: string;
  preset: string;
  score: number;
  lcp: number;
  tbt: number;
  bytes: number;
}

async function main() {
  const served = await serveProductionApp();
  const app = `${served.origin}/admin`;
  const debugPort = await freePort();
  const profile = await mkdtemp(join(tmpdir(), 'lighthouse-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [`--remote-debugging-port=${debugPort}`, '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const rows: Row[] = [];
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    const cdp = await browser.newCDPSession(page);
    const run = async (name: string, url: string, signedIn: boolean) => {
      for (const [preset, config] of [
        ['mobile', undefined],
        ['desktop', desktopConfig as Config],
      ] as const) {
        // A cold HTTP cache every run; the signed-in run keeps localStorage (the session) instead of resetting it.
        await cdp.send('Network.clearBrowserCache');
        const flags: Flags = {
          port: debugPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: signedIn,
        };
        const result = await lighthouse(url, flags, config);
        const lhr = result!.lhr;
        rows.push({
          page: name,
          preset,
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcp: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
          tbt: lhr.audits['total-blocking-time'].numericValue ?? NaN,
          bytes: lhr.audits['total-byte-weight'].numericValue ?? NaN,
        });
      }
    };
    await run('sign-in', `${app}/login`, false);
    await signInAsSeededAdmin(page, `${app}/login`);
    await page.getByTestId('count-card-cards').getByTestId('count').waitFor();
    await run('dashboard (signed in)', `${app}`, true);
  } finally {
    await browser.close();
    await rm(profile, { recursive: true, force: true });
    await served.stop();
  }
  console.log('page                    preset   score      LCP      TBT   transferred');
  for (const row of rows)
    console.log(
      `${row.page.padEnd(22)}  ${row.preset.padEnd(7)}  ${String(row.score).padStart(5)}  ${(row.lcp / 1000).toFixed(1).padStart(6)} s  ${Math.round(row.tbt).toString().padStart(5)} ms  ${(row.bytes / 1000).toFixed(0).padStart(7)} kB`,
    );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
