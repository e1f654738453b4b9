// This admin and the stock react-admin app (bench/stock-app) on one fresh embedded stack, for the benches that
// print them side by side (issue 24): where each one's sign-in page, first screen and lists are, how to sign in,
// and when a screen is ready. Both first screens are a dashboard of six counts and the '{n} väntar' badge, ready
// when all of them are shown (issue 36).
import type { Locator, Page } from '@playwright/test';
import { ADMIN } from './accounts.ts';
import { serveProductionApp } from './production-app.ts';
import { signInAsSeededAdmin } from './sign-in.ts';
import { serveStockApp } from './stock-app.ts';

export interface BenchApp {
  name: 'this app' | 'stock app';
  origin: string;
  loginUrl: string;
  /** The first screen after signing in: each app's dashboard. */
  homeUrl: string;
  listUrl: string;
  reviewsUrl: string;
  signIn: (page: Page) => Promise<void>;
  /** Fills the sign-in form of a loaded sign-in page; `signInButton` submits it. */
  fillSignIn: (page: Page) => Promise<void>;
  signInButton: (page: Page) => Locator;
  /** Resolves when the first screen shows its data: the six counts and the badge. */
  homeReady: (page: Page) => Promise<void>;
  /** The first card of the card list (what a tap opens). */
  firstRow: (page: Page) => Locator;
  /** The first review of the reviews list. */
  firstReview: (page: Page) => Locator;
}

/** The six count cards' numbers and the badge, in either app (same test ids). */
async function countsAndBadgeShown(page: Page): Promise<void> {
  await page.locator('[data-testid^="count-card-"] [data-testid="count"]').nth(5).waitFor();
  await page.getByTestId('pending-badge').first().waitFor();
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
    reviewsUrl: `${served.origin}/admin/reviews`,
    signIn: (page) => signInAsSeededAdmin(page, `${served.origin}/admin/login`),
    fillSignIn: async (page) => {
      await page.getByLabel(/E-post/).fill(ADMIN.email);
      await page
        .getByLabel(/Lösenord/)
        .first()
        .fill(ADMIN.password);
    },
    signInButton: (page) => page.getByRole('button', { name: 'Logga in' }),
    homeReady: countsAndBadgeShown,
    // Below 900 px the list is a touch list of links; from 900 px a grid whose rows open the form.
    firstRow: (page) =>
      page
        .locator(
          '[data-testid="compact-list"] a[href*="/admin/cards/"], main tr.RaDatagrid-row td.column-name',
        )
        .first(),
    firstReview: (page) =>
      page
        .locator(
          '[data-testid="compact-list"] a[href*="/admin/reviews/"], main tr.RaDatagrid-row td.column-title',
        )
        .first(),
  };
  const fillStock = async (page: Page) => {
    await page.locator('input[name="email"]').fill(ADMIN.email);
    await page.locator('input[name="password"]').fill(ADMIN.password);
  };
  const theirs: BenchApp = {
    name: 'stock app',
    origin: stock.origin,
    loginUrl: `${stock.origin}/#/login`,
    homeUrl: `${stock.origin}/`,
    listUrl: `${stock.origin}/#/credit_cards`,
    reviewsUrl: `${stock.origin}/#/reviews`,
    signIn: async (page) => {
      await page.goto(`${stock.origin}/#/login`);
      // ra-supabase's login page checks the session first; typing before that settles can be lost.
      await page.waitForLoadState('networkidle');
      await fillStock(page);
      await page.locator('button[type="submit"]').click();
      await countsAndBadgeShown(page);
    },
    fillSignIn: fillStock,
    signInButton: (page) => page.locator('button[type="submit"]'),
    homeReady: countsAndBadgeShown,
    // ListGuesser renders react-admin's DataTable.
    firstRow: (page) => page.locator('tbody tr.RaDataTable-row td.column-name').first(),
    firstReview: (page) => page.locator('tbody tr.RaDataTable-row').first(),
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
