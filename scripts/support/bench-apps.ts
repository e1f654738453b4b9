// This admin and the stock react-admin app (bench/stock-app) on one fresh embedded stack, for the benches that
// print them side by side (issue 24): where each one's sign-in page, first screen and card list are, how to sign
// in, and when a screen is ready.
import type { Locator, Page } from '@playwright/test';
import { ADMIN } from './accounts.ts';
import { serveProductionApp } from './production-app.ts';
import { signInAsSeededAdmin } from './sign-in.ts';
import { serveStockApp } from './stock-app.ts';

export interface BenchApp {
  name: 'this app' | 'stock app';
  origin: string;
  loginUrl: string;
  /** The first screen after signing in: our dashboard; the stock app has none and shows its first list. */
  homeUrl: string;
  listUrl: string;
  signIn: (page: Page) => Promise<void>;
  /** Resolves when the first screen shows its data. */
  homeReady: (page: Page) => Promise<void>;
  /** The first card of the card list (what a tap opens). */
  firstRow: (page: Page) => Locator;
}

/** The card form's name input: the same source in both apps. */
export const CARD_FORM_READY = 'input[name="name"]';

export async function startBenchApps(): Promise<{ apps: [BenchApp, BenchApp]; stop: () => Promise<void> }> {
  const served = await serveProductionApp();
  const stock = await serveStockApp(served.stack).catch(async (error: unknown) => {
    await served.stop();
    throw error;
  });
  const ours: BenchApp = {
    name: 'this app',
    origin: served.origin,
    loginUrl: `${served.origin}/admin/login`,
    homeUrl: `${served.origin}/admin`,
    listUrl: `${served.origin}/admin/cards`,
    signIn: (page) => signInAsSeededAdmin(page, `${served.origin}/admin/login`),
    homeReady: (page) => page.getByTestId('count-card-cards').getByTestId('count').waitFor(),
    // Below 900 px the list is a touch list of links; from 900 px a grid whose rows open the form.
    firstRow: (page) =>
      page
        .locator(
          '[data-testid="compact-list"] a[href*="/admin/cards/"], main tr.RaDatagrid-row td.column-name',
        )
        .first(),
  };
  const theirs: BenchApp = {
    name: 'stock app',
    origin: stock.origin,
    loginUrl: `${stock.origin}/#/login`,
    homeUrl: `${stock.origin}/`,
    listUrl: `${stock.origin}/#/credit_cards`,
    signIn: async (page) => {
      await page.goto(`${stock.origin}/#/login`);
      // ra-supabase's login page checks the session first; typing before that settles can be lost.
      await page.waitForLoadState('networkidle');
      await page.locator('input[name="email"]').fill(ADMIN.email);
      await page.locator('input[name="password"]').fill(ADMIN.password);
      await page.locator('button[type="submit"]').click();
      await page.locator('tbody tr.RaDataTable-row').first().waitFor({ timeout: 60_000 });
    },
    // ListGuesser renders react-admin's DataTable.
    homeReady: (page) => page.locator('tbody tr.RaDataTable-row').first().waitFor(),
    firstRow: (page) => page.locator('tbody tr.RaDataTable-row td.column-name').first(),
  };
  return {
    apps: [ours, theirs],
    stop: async () => {
      await stock.stop();
      await served.stop();
    },
  };
}

export const median = (values: number[]): number => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** `--runs N` (or the default). */
export function runsFromArgs(fallback: number): number {
  const at = process.argv.indexOf('--runs');
  const runs = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1');
  return runs;
}
