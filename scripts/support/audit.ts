import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';

/** 1024 is checked for sideways scrolling and touch targets, the other three for everything. */
export const WIDTHS = [1280, 1024, 768, 390] as const;

/**
 * The resources whose record pages and dialogs are audited, in menu order: the route, its table, and the record
 * pages it has besides its list ('create', 'edit' = /:id, 'show' = /:id/show).
 */
const RECORD_SCREENS = [
  ['cards', 'credit_cards', ['create', 'edit']],
  ['banks', 'banks', ['create', 'edit', 'show']],
  ['networks', 'networks', ['create', 'edit', 'show']],
  ['categories', 'categories', ['create', 'edit']],
  ['reviews', 'reviews', ['edit']],
  ['inquiries', 'expert_inquiries', ['edit']],
  ['chats', 'chat_sessions', ['show']],
  ['cookies', 'cookie_consents', ['show']],
  ['news', 'news_articles', ['create', 'edit']],
  ['blog', 'blog_posts', ['create', 'edit']],
] as const;

type Resource = (typeof RECORD_SCREENS)[number][0];

/** The id of the first row (by id) of each resource's table. */
async function firstIds(db: SupabaseClient): Promise<Record<Resource, string>> {
  const first = async ([resource, table]: (typeof RECORD_SCREENS)[number]) => {
    const { data, error } = await db.from(table).select('id').order('id').limit(1).single();
    if (error) throw error;
    return [resource, String((data as { id: string | number }).id)] as const;
  };
  return Object.fromEntries(await Promise.all(RECORD_SCREENS.map(first))) as Record<Resource, string>;
}

/** Every screen of the back office, with record pages resolved to the first row of their table. */
export async function adminRoutes(db: SupabaseClient): Promise<string[]> {
  const ids = await firstIds(db);
  const page = { create: () => 'create', edit: (id: string) => id, show: (id: string) => `${id}/show` };
  return [
    '/admin',
    ...RECORD_SCREENS.flatMap(([resource, , pages]) => [
      `/admin/${resource}`,
      ...pages.map((kind) => `/admin/${resource}/${page[kind](ids[resource])}`),
    ]),
    '/admin/account',
    '/admin/account/admins',
    '/admin/history',
    '/admin/personal-data',
  ];
}

export const PUBLIC_ROUTES = [
  '/admin/login',
  '/admin/forgot-password',
  '/admin/sign-up',
  '/admin/set-password',
];

export interface Dialog {
  name: string;
  route: string;
  /** Opens the dialog (or menu) from the loaded route; never confirms it. */
  open: (page: Page) => Promise<void>;
  /** The window widths at which the dialog exists (all when absent). */
  at?: (width: number) => boolean;
}

/** Selects the first row of a list, on the desktop table or the compact list alike. */
/** The first row's checkbox: the table's ('Markera raden') or the compact list's ('Välj kreditkort …'). */
async function selectFirstRow(page: Page) {
  await page
    .getByRole('checkbox', { name: /^(Markera raden|Välj )/ })
    .first()
    .click();
}

/** The main dialogs and menus: confirmations, bulk actions, previews, the list's filter and column menus. */
export async function adminDialogs(db: SupabaseClient): Promise<Dialog[]> {
  const { cards: card, categories: category, chats: chat, news } = await firstIds(db);
  const click = (name: string | RegExp) => async (page: Page) => {
    await page
      .getByRole('button', { name, exact: typeof name === 'string' })
      .first()
      .click();
  };
  return [
    { name: 'ta bort kreditkort', route: `/admin/cards/${card}`, open: click('Ta bort') },
    { name: 'ta bort kategori', route: `/admin/categories/${category}`, open: click('Ta bort') },
    // Before the bulk dialogs: a selection is kept in react-admin's store, and on the desktop table the bulk
    // toolbar then covers the list's own toolbar.
    { name: 'filtermeny', route: '/admin/cards', open: click('Lägg till filter') },
    // The column chooser belongs to the desktop table (ResponsiveList: from MUI's md breakpoint, 900 px).
    { name: 'kolumnväljare', route: '/admin/cards', open: click('Kolumner'), at: (width) => width >= 900 },
    {
      name: 'ta bort markerade kreditkort',
      route: '/admin/cards',
      open: async (page) => {
        await selectFirstRow(page);
        await click('Ta bort')(page);
      },
    },
    {
      name: 'avvisa markerade recensioner',
      route: '/admin/reviews',
      open: async (page) => {
        await selectFirstRow(page);
        await click('Avvisa')(page);
      },
    },
    { name: 'förhandsgranska nyhet', route: `/admin/news/${news}`, open: click('Förhandsgranska') },
    { name: 'radera chattar', route: `/admin/chats/${chat}/show`, open: click(/Radera besökarens chattar/) },
    // The menu is a modal drawer below 768 px (MOBILE_BREAKPOINT in src/layout/SidebarContext.tsx).
    { name: 'sidomeny', route: '/admin', open: click('Växla sidomenyn'), at: (width) => width < 768 },
  ];
}

/** A state of a screen that a plain visit does not show: an error, an empty result, a page that does not exist. */
export interface State {
  name: string;
  route: string;
  /** Signed out (before the sign-in) or signed in. */
  signedOut?: boolean;
  /** Brings the state about on the loaded route (never saves anything). */
  act?: (page: Page) => Promise<void>;
  /** Resolves once the state shows. */
  ready: (page: Page) => Promise<void>;
}

/** The states bench:a11y audits after the screens, dialogs and menus (the search stays in the list's store). */
export const STATES: State[] = [
  { name: 'sidan finns inte (utloggad)', route: '/admin/finns-inte', signedOut: true, ready: mainHeading },
  {
    name: 'fel lösenord',
    route: '/admin/login',
    signedOut: true,
    act: async (page) => {
      await page.getByLabel(/E-post/).fill('admin@example.se');
      await page
        .getByLabel(/^Lösenord/)
        .first()
        .fill('fel-lösenord');
      await page.getByRole('button', { name: 'Logga in' }).click();
    },
    ready: (page) => page.getByRole('alert').first().waitFor(),
  },
  { name: 'sidan finns inte', route: '/admin/finns-inte', ready: mainHeading },
  {
    name: 'formulärfel',
    route: '/admin/banks/create',
    // Save is enabled once the form is changed: a slug with a space and no name.
    act: async (page) => {
      await page.getByLabel(/^Slug/).first().fill('ogiltig slug');
      await page.getByRole('button', { name: 'Spara' }).click();
    },
    ready: async (page) => {
      await page.locator('[aria-invalid=true]').first().waitFor();
      // The notice grows in (opacity and scale): axe would read its colours mid-transition.
      await page.waitForFunction(() => {
        const notice = document.querySelector('.MuiSnackbarContent-root');
        const style = notice && getComputedStyle(notice);
        return (
          !notice ||
          (style!.opacity === '1' && ['none', 'matrix(1, 0, 0, 1, 0, 0)'].includes(style!.transform))
        );
      });
    },
  },
  {
    name: 'sökning utan träffar',
    route: '/admin/cards',
    act: async (page) => {
      await page.getByRole('textbox', { name: /Sök/ }).first().fill('zzqxjw');
    },
    ready: (page) =>
      page
        .getByText(/^Inga .* hittades/)
        .first()
        .waitFor(),
  },
];

/** A signed-out page or the 404 has loaded: its h1 (in main, or the app bar's title) is filled. */
async function mainHeading(page: Page) {
  await page.waitForFunction(() =>
    document.querySelector('main h1, h1#react-admin-title')?.textContent?.trim(),
  );
}

export interface AxeCount {
  critical: number;
  serious: number;
  moderate: number;
  minor: number;
  /** The critical and serious rules with their first nodes. */
  rules: string[];
  /** The moderate rules, listed apart so that tests asserting `rules` stay on critical and serious. */
  moderateRules: string[];
}

/**
 * axe-core on `page`, collecting violations only. The app has no frames, so axe runs in the page itself (legacy
 * mode) instead of per frame and then again in a new blank page; passes and incomplete results are not gathered
 * (together what made each run ~1.5 s on the audit's screens).
 */
export const violationsOnly = (page: Page) =>
  new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });

/** Runs axe-core with the WCAG 2.x A/AA rules and counts violations (nodes) by impact. */
export async function axeCount(page: Page): Promise<AxeCount> {
  const { violations } = await violationsOnly(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const count: AxeCount = { critical: 0, serious: 0, moderate: 0, minor: 0, rules: [], moderateRules: [] };
  for (const violation of violations) {
    const impact = (violation.impact ?? 'minor') as 'critical' | 'serious' | 'moderate' | 'minor';
    count[impact] += violation.nodes.length;
    const line = `${violation.id} ×${violation.nodes.length}: ${violation.nodes
      .slice(0, 3)
      .map((node) => node.target.join(' '))
      .join(' | ')}`;
    if (impact === 'critical' || impact === 'serious') count.rules.push(line);
    else if (impact === 'moderate') count.moderateRules.push(line);
  }
  return count;
}

/** Pixels by which the page is wider than the window (0 when nothing scrolls sideways). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return Math.max(0, root.scrollWidth - root.clientWidth);
  });
}

/** Words of English UI text (react-admin, MUI, tiptap, PostgreSQL) that must not reach the screen. */
const ENGLISH_WORDS =
  'the|and|or|of|to|is|are|not|with|for|Reset|Password|Email|Network|network|Category|category|Card|card|Cards|cards|Delete|Update|Create|Edit|Save|Cancel|Search|Filter|Filters|Export|Rows|per page|Heading|Paragraph|Bold|Italic|Underline|Strikethrough|Strike|Quote|Blockquote|Clear|Undo|Redo|Align|Left|Right|Center|Justify|Bulleted|Numbered|Ordered|Unordered|Code|Image|Link|true|false|Loading|Refresh|Close|Open|Select|Show|Hide|Add|Remove|Previous|Next|Go to|page|No results|items|selected|Settings|Sign in|Log in|Logout|Username|Submit|Confirm|Are you sure|value|out of range|violates|constraint|null|undefined|NaN|Invalid|Required|must|should|Back|Home|Not found|Error|Warning|Success|Yes|No|Choose|date|time|Today|AM|PM|Sort|Ascending|Descending|Columns|Actions|List|Name|Title';
const ENGLISH = new RegExp(`(?<![\\p{L}\\p{N}])(${ENGLISH_WORDS})(?![\\p{L}\\p{N}])`, 'u');

const ALLOWED = ['Admin Panel', 'Dashboard', 'Admin'];

/**
 * Visible UI text (buttons, labels, headings, column headers, tabs, menus, dialogs, alerts, tooltips, helper
 * texts, pagination) and accessible names (aria-label, title, placeholder) that read as English.
 * Record data in table bodies and form values are the users' own and are not scanned.
 */
export async function englishTexts(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
    };
    const out: string[] = [];
    const chrome = document.querySelectorAll(
      [
        'button',
        'a:not(tbody a)',
        'label',
        'legend',
        'h1',
        'h2',
        'h3',
        'h4',
        'h5',
        'h6',
        'th',
        '[role=tab]',
        '[role=menuitem]',
        '[role=option]',
        '[role=dialog] :is(p, span, div):not(:has(*))',
        '[role=alert]',
        '[role=tooltip]',
        '.MuiFormHelperText-root',
        '.MuiTablePagination-root',
        '.MuiChip-label:not(tbody .MuiChip-label)',
        '.RaLabeled-label',
        '.MuiAlert-message',
      ].join(','),
    );
    for (const element of Array.from(chrome)) {
      if (!visible(element)) continue;
      const text = (element as HTMLElement).innerText?.trim();
      if (text) out.push(text);
    }
    for (const element of Array.from(document.querySelectorAll('[aria-label], [title], [placeholder]'))) {
      if (!visible(element)) continue;
      for (const attribute of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(attribute)?.trim();
        if (value) out.push(value);
      }
    }
    if (document.title) out.push(document.title);
    return out;
  });
  const english = new Set<string>();
  for (const text of texts) {
    let rest = text;
    for (const allowed of ALLOWED) rest = rest.split(allowed).join(' ');
    if (ENGLISH.test(rest)) english.add(text.slice(0, 120));
  }
  return [...english];
}

/** Waits until react-admin has loaded the page: no progress indicator, the heading filled. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .locator('.MuiLinearProgress-root, .MuiCircularProgress-root')
    .first()
    .waitFor({ state: 'hidden', timeout: 10_000 })
    .catch(() => undefined);
  // A dialog or menu still fading in is measured half transparent: axe then reports its text's contrast against the
  // blend (MUI's Fade, 225 ms). Waits for the transitions that end (not a spinner's endless animation).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/** What one screen shows an auditor: axe counts, sideways scroll, English text, small touch targets. */
export interface Finding {
  route: string;
  axe: AxeCount;
  overflow: number;
  english: string[];
  small: string[];
}

/** Audits the loaded screen; touch targets only up to 1024 px, where the screen is used by touch. */
export async function auditScreen(page: Page, route: string): Promise<Finding> {
  await settle(page);
  return {
    route,
    axe: await axeCount(page),
    overflow: await horizontalOverflow(page),
    english: await englishTexts(page),
    small: page.viewportSize()!.width <= 1024 ? await smallTargets(page) : [],
  };
}

/** Every tab of a tabbed form after the first is a screen of its own: audits each in turn. */
export async function auditTabs(
  page: Page,
  route: string,
  audit: (page: Page, route: string) => Promise<Finding> = auditScreen,
): Promise<Finding[]> {
  const findings: Finding[] = [];
  const tabs = page.getByRole('tab');
  const count = await tabs.count();
  for (let index = 1; index < count; index += 1) {
    const tab = tabs.nth(index);
    const name = (await tab.innerText()).trim();
    await tab.click();
    findings.push(await audit(page, `${route} › ${name}`));
  }
  return findings;
}

/**
 * Controls smaller than 44×44 px (WCAG 2.5.5), measured on the element or the nearest box that takes its clicks
 * (a checkbox's or switch's input fills its padded wrapper). Links inside running text are exempt.
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = [
      'button',
      'a[href]',
      'input:not([type=hidden])',
      'select',
      'textarea',
      '[role=button]',
      '[role=tab]',
      '[role=checkbox]',
      '[role=switch]',
      '[role=combobox]',
      '[role=menuitem]',
      '[role=option]',
      'tr[tabindex]',
    ].join(',');
    const out: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || element.closest('[aria-hidden=true]')) continue;
      if (element.matches('a') && element.closest('p, li:not([role]), td')) continue;
      let box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      // The box that takes the clicks: a checkbox's or switch's padded wrapper, a text field's or select's outline.
      const clickable = element.matches('textarea, [role=combobox]')
        ? element.closest('.MuiInputBase-root')
        : element.matches('input')
          ? element.parentElement
          : null;
      if (clickable) {
        const wrapper = clickable.getBoundingClientRect();
        box = wrapper.width * wrapper.height > box.width * box.height ? wrapper : box;
      }
      if (box.width < 43.5 || box.height < 43.5) {
        const name =
          element.getAttribute('aria-label') ??
          element.innerText?.trim().slice(0, 30) ??
          element.getAttribute('name') ??
          '';
        out.push(
          `${element.tagName.toLowerCase()}${name ? ` "${name}"` : ''} ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return out;
  });
}
