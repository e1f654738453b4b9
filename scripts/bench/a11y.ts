// Accessibility figures (issue 13): axe-core (@axe-core/playwright, WCAG 2.x A/AA and best practice) over every
// screen, every tab of the tabbed forms and the main dialogs, at 1280, 1024, 768 and 390 px, in Debian's Chromium
// against the production build on a fresh embedded stack. Prints violations (nodes) by impact per width, the
// screens with critical or serious ones, the touch targets under 44×44 px (up to 1024 px) and the screens that
// scroll sideways (`-- --widths 1280,390` for some widths only). The screens, dialogs and measurements are tests/e2e/support/audit.ts's, which
// tests/e2e/a11y.spec.ts asserts on. A report, not a gate: exit code 0 whatever it finds.
import { availableParallelism, loadavg } from 'node:os';
import { chromium, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import {
  PUBLIC_ROUTES,
  WIDTHS,
  adminDialogs,
  adminRoutes,
  auditScreen,
  STATES,
  type State,
  auditTabs,
  type Dialog,
  type Finding,
} from '../support/audit.ts';
import { serveProductionApp } from '../support/production-app.ts';
import { signInAsSeededAdmin } from '../support/sign-in.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** `-- --widths 1280,390` audits those widths only; `-- --dialogs-only` the dialogs and menus only. */
const DIALOGS_ONLY = process.argv.includes('--dialogs-only');
const widthsArg = process.argv.indexOf('--widths');
const BENCH_WIDTHS: readonly number[] =
  widthsArg > 0 ? process.argv[widthsArg + 1].split(',').map(Number) : WIDTHS;

/** Loads a signed-in route and waits for its heading (the screen's title) to be filled. */
async function visit(page: Page, route: string) {
  await page.goto(route);
  await page.waitForFunction(
    () => document.querySelector('h1#react-admin-title')?.textContent?.trim(),
    null,
    {
      timeout: 20_000,
    },
  );
}

/** Audits the states (errors, empty results, the 404) that are signed in or out as asked. */
async function auditStates(page: Page, signedOut: boolean, findings: Finding[], failures: string[]) {
  for (const state of STATES.filter((s: State) => Boolean(s.signedOut) === signedOut)) {
    try {
      await page.goto(state.route);
      await page.waitForFunction(() =>
        document.querySelector('main h1, h1#react-admin-title')?.textContent?.trim(),
      );
      await state.act?.(page);
      await state.ready(page);
      findings.push(await auditScreen(page, `state: ${state.name} (${state.route})`));
    } catch (error) {
      failures.push(`state ${state.name}: not shown (${(error as Error).message.split('\n')[0]})`);
    }
  }
}

async function auditWidth(page: Page, width: number, routes: string[], dialogs: Dialog[]) {
  const findings: Finding[] = [];
  const failures: string[] = [];
  for (const route of DIALOGS_ONLY ? [] : PUBLIC_ROUTES) {
    await page.goto(route);
    // Each signed-out page has a main landmark with an h1 (the set-password page without a link: an alert).
    await page.locator('main h1').first().waitFor();
    findings.push(await auditScreen(page, route));
  }
  await auditStates(page, true, findings, failures);
  await signInAsSeededAdmin(page, '/admin/login');
  for (const route of DIALOGS_ONLY ? [] : routes) {
    try {
      await visit(page, route);
      findings.push(await auditScreen(page, route), ...(await auditTabs(page, route)));
    } catch (error) {
      failures.push(`${route}: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  for (const dialog of dialogs.filter((d) => d.at?.(width) ?? true)) {
    try {
      await visit(page, dialog.route);
      await dialog.open(page);
      // Visible only: a temporary drawer or a closed dialog may stay mounted, hidden. The column chooser is a
      // plain Popover (no dialog or menu role).
      await page
        .locator('[role=dialog], [role=menu], .MuiPopover-paper, .MuiDrawer-modal .MuiDrawer-paper')
        .filter({ visible: true })
        .first()
        .waitFor({ timeout: 10_000 });
      findings.push(await auditScreen(page, `dialog: ${dialog.name} (${dialog.route})`));
      await page.keyboard.press('Escape');
    } catch (error) {
      failures.push(`dialog ${dialog.name}: not opened (${(error as Error).message.split('\n')[0]})`);
    }
  }
  await auditStates(page, false, findings, failures);
  return { findings, failures };
}

async function main() {
  const app = await serveProductionApp();
  const db = createClient(app.stack.url, app.stack.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const [routes, dialogs] = await Promise.all([adminRoutes(db), adminDialogs(db)]);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-dev-shm-usage'],
  });
  const before = loadavg();
  const started = Date.now();
  const results: Array<{ width: number; findings: Finding[]; failures: string[] }> = [];
  try {
    for (const width of BENCH_WIDTHS) {
      // A new context (signed out, empty store) per width.
      const context = await browser.newContext({
        baseURL: app.origin,
        locale: 'sv-SE',
        timezoneId: 'Europe/Stockholm',
        viewport: { width, height: 900 },
      });
      // tsx compiles with esbuild's keepNames, which wraps the inner functions of the audit's page.evaluate
      // callbacks in a __name helper; the page needs it too.
      await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
      results.push({ width, ...(await auditWidth(await context.newPage(), width, routes, dialogs)) });
      await context.close();
    }
  } finally {
    await browser.close();
    await app.stop();
  }

  const header = [
    'width',
    'screens',
    'critical',
    'serious',
    'moderate',
    'minor',
    'targets <44px',
    'sideways',
    'English',
  ];
  const rows = results.map(({ width, findings }) => {
    const sum = (pick: (f: Finding) => number) => findings.reduce((total, f) => total + pick(f), 0);
    return [
      `${width} px`,
      String(findings.length),
      String(sum((f) => f.axe.critical)),
      String(sum((f) => f.axe.serious)),
      String(sum((f) => f.axe.moderate)),
      String(sum((f) => f.axe.minor)),
      width <= 1024 ? String(sum((f) => f.small.length)) : '–',
      String(sum((f) => (f.overflow > 0 ? 1 : 0))),
      String(sum((f) => (f.english.length > 0 ? 1 : 0))),
    ];
  });
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
  const line = (row: string[]) => row.map((cell, i) => cell.padStart(widths[i])).join('  ');
  console.log(
    `axe-core violations (nodes) by impact; touch targets under 44×44 px (up to 1024 px); screens that scroll ` +
      `sideways; screens with English text. ${routes.length + PUBLIC_ROUTES.length} routes with their tabs, ` +
      `${dialogs.length} dialogs and menus, ${STATES.length} states (errors, empty results, 404).`,
  );
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  for (const { width, findings, failures } of results) {
    const flagged = findings.filter(
      (f) => f.axe.critical + f.axe.serious + f.axe.moderate > 0 || f.overflow > 0,
    );
    if (!flagged.length && !failures.length) continue;
    console.log(`\nAt ${width} px:`);
    for (const f of flagged) {
      if (f.axe.rules.length) console.log(`  ${f.route}: ${f.axe.rules.join('; ')}`);
      if (f.axe.moderateRules.length) console.log(`  ${f.route}: moderate ${f.axe.moderateRules.join('; ')}`);
      if (f.overflow) console.log(`  ${f.route}: scrolls sideways by ${f.overflow} px`);
    }
    for (const failure of failures) console.log(`  ${failure}`);
  }
  const fmt = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
  console.log(
    `\n${Math.round((Date.now() - started) / 1000)} s; load average before ${fmt(before)}, after ${fmt(loadavg())} ` +
      `(${availableParallelism()} cores).`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
