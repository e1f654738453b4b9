// Captures the static first paint (build/prerender/snapshot/) from the real production build: the sign-in page
// without a session and the shell with the dashboard's loading skeleton as the seeded admin sees it while the counts
// are on their way. For each: the markup of #root made inert (no ids, no form, no names, buttons type=button) and the
// CSS rules that apply to it (emotion's rules as the browser holds them, media queries included), so that the
// prerender mirrors the real layout pixel for pixel. Also emotion's own text of every rule it inserted for the
// class names the markup uses (snapshot/emotion.json): the build hands those to emotion as already inserted
// (build/prerender/emotion.ts), so the app's first render does not compile and insert them again. Run after a
// change to the sign-in page or the shell:
//   npm run prerender:capture
// (builds, serves the build on a fresh embedded stack, drives Debian's Chromium). tests/e2e/prerender.spec.ts fails
// when the real pages have drifted from the snapshot.
import { mkdir, writeFile } from 'node:fs/promises';
import { chromium, type Page } from '@playwright/test';
import { serveProductionApp } from '../support/production-app.ts';
import { recordEmotionRules, recordedEmotionRules } from '../support/emotion-rules.ts';
import { signInAsSeededAdmin } from '../support/sign-in.ts';
import { emotionSnapshot } from '../../build/prerender/emotion.ts';
import { EMOTION_SNAPSHOT, SNAPSHOT_DIR, snapshotFiles } from '../../build/prerender/snapshot.ts';

/** Runs in the page: #root's markup made inert and the rules that match it. */
function captureInPage(kind: 'signin' | 'shell') {
  const root = document.getElementById('root')!;
  const clone = root.cloneNode(true) as HTMLElement;
  const elements = [root, ...root.querySelectorAll('*'), document.documentElement, document.body];
  // Selectors with their pseudo-classes and pseudo-elements removed, to test which rules concern the page.
  const bare = (selector: string) =>
    selector.replace(/::?[a-zA-Z-]+(\((?:[^()]|\([^()]*\))*\))?/g, '').trim() || '*';
  const matchesAny = (selector: string) =>
    selector.split(',').some((part) => {
      try {
        return elements.some((element) => element.matches(bare(part)));
      } catch {
        return false;
      }
    });
  const keep = (rules: CSSRuleList): string[] =>
    [...rules].flatMap((rule) => {
      if (rule instanceof CSSStyleRule) return matchesAny(rule.selectorText) ? [rule.cssText] : [];
      if (rule instanceof CSSMediaRule) {
        const inner = keep(rule.cssRules);
        return inner.length ? [`@media ${rule.conditionText}{${inner.join('')}}`] : [];
      }
      return [];
    });
  const css = [...document.styleSheets].flatMap((sheet) => keep(sheet.cssRules));
  // The skeletons' pulse and the like: the keyframes the kept rules name.
  const kept = css.join('');
  for (const sheet of document.styleSheets) {
    for (const rule of sheet.cssRules) {
      if (rule instanceof CSSKeyframesRule && kept.includes(rule.name)) css.push(rule.cssText);
    }
  }

  for (const element of clone.querySelectorAll('*')) {
    for (const name of [
      'id',
      'for',
      'name',
      'aria-describedby',
      'aria-labelledby',
      'autocomplete',
      'tabindex',
    ]) {
      element.removeAttribute(name);
    }
    if (element instanceof HTMLButtonElement) element.type = 'button';
  }
  // No form that could submit natively: the form becomes a div with the same classes.
  for (const form of clone.querySelectorAll('form')) {
    const div = document.createElement('div');
    div.className = form.className;
    div.append(...form.childNodes);
    form.replaceWith(div);
  }
  if (kind === 'shell') {
    // The signed-in user's e-mail is not known at build time; the dashboard's part is shown on / only.
    clone.querySelector('[data-testid="user-email"]')?.replaceChildren();
    const main = clone.querySelector('main')!;
    [...main.children].slice(1).forEach((child) => child.setAttribute('data-prerender-dashboard', ''));
  }
  for (const element of clone.querySelectorAll('[data-testid]')) element.removeAttribute('data-testid');
  return { html: clone.innerHTML, css: css.map((rule) => rule.replace(/\s*\n\s*/g, ' ')).join('\n') };
}

async function capture(page: Page, kind: 'signin' | 'shell') {
  await page.waitForTimeout(500);
  // tsx compiles with esbuild's keepNames, whose helper the page does not have.
  await page.evaluate('window.__name = (f) => f');
  const { html, css } = await page.evaluate(captureInPage, kind);
  const files = snapshotFiles(kind);
  await writeFile(files.html, `${html}\n`);
  await writeFile(files.css, `${css}\n`);
  console.log(`${kind}: ${html.length} bytes of markup, ${css.length} bytes of CSS`);
  return { html, rules: await recordedEmotionRules(page) };
}

// `-- --url http://127.0.0.1:4173` captures from a production build already served on a seeded stack.
const urlArg = process.argv.indexOf('--url');
const app =
  urlArg > 0 ? { origin: process.argv[urlArg + 1], stop: async () => {} } : await serveProductionApp();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  await mkdir(SNAPSHOT_DIR, { recursive: true });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'sv-SE' });
  await page.addInitScript(recordEmotionRules, { dropPrerenderTag: true });
  await page.goto(`${app.origin}/admin/`);
  // As the form shows once the app has drawn it: the e-mail field focused (its autoFocus, which a page without
  // the window's focus does not always get).
  await page.getByLabel(/E-post/).focus();
  const signin = await capture(page, 'signin');
  await signInAsSeededAdmin(page, `${app.origin}/admin/login`);
  // The counts and 'Att göra' wait forever: the dashboard shows the skeleton it shows while they load.
  await page.route(/\/rest\/v1\/(?!user_roles)/, () => undefined);
  await page.reload();
  await page.getByRole('heading', { level: 1 }).waitFor();
  const shell = await capture(page, 'shell');
  const emotion = emotionSnapshot([signin.html, shell.html], [signin.rules, shell.rules]);
  await writeFile(EMOTION_SNAPSHOT, `${JSON.stringify(emotion, null, 1)}\n`);
  console.log(
    `emotion: ${emotion.length} names, ${emotion.flatMap(([, r]) => r).join('').length} bytes of rules`,
  );
} finally {
  await browser.close();
  await app.stop();
}
