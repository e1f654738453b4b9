import type { Page } from '@playwright/test';
import { ADMIN, expect, loginAs, test } from './fixtures';

// Issue 36: a list opened by URL loads the entry, the lists' chunk and the shared react-admin chunk before its rows,
// nothing of its own for the rows open elsewhere (the presence methods are in the lists' chunk: the presence call
// leaves with the rows' instead of after a chunk), and asks for its rows and the rows open elsewhere once. The
// reviews' cards come in the rows' select (react-admin's meta.prefetch): no second request for their names, which
// came 1.5 s after the rows (measured before: reviews, then credit_cards?id=in.(…) once the rows had rendered). The
// cards' banks and networks likewise (they came ~2.2 s after the rows on a throttled tablet: banks?id=in.(…) and
// networks?id=in.(…)).

interface Logged {
  at: number;
  method: string;
  path: string;
}

/** API requests and JS files the page asks for, in order, with their start time (ms after the call). */
function logRequests(page: Page) {
  const start = Date.now();
  const api: Logged[] = [];
  const scripts: Logged[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'OPTIONS') return;
    if (url.pathname.startsWith('/rest/') || url.pathname.startsWith('/auth/'))
      api.push({ at: Date.now() - start, method: request.method(), path: `${url.pathname}${url.search}` });
    else if (url.pathname.endsWith('.js'))
      scripts.push({ at: Date.now() - start, method: 'GET', path: url.pathname.replace(/^.*\//, '') });
  });
  return { api, scripts };
}

const target = (logged: Logged) => logged.path.replace(/^\/rest\/v1\//, '').split('?')[0];

// The reviews' entry declares its opening query (listQuery): its rows are asked for once the role is known, before
// the list has rendered (src/resources/usePrefetchFirstList.ts), and the list uses that answer: still one request.
for (const { route, rows, references, referenceCell, rowsBeforeList } of [
  {
    route: 'cards',
    rows: 'credit_cards',
    references: ['banks', 'networks'],
    referenceCell: 'td.column-bank_id',
    rowsBeforeList: false,
  },
  {
    route: 'reviews',
    rows: 'reviews',
    references: ['credit_cards'],
    referenceCell: 'td.column-card_id',
    rowsBeforeList: true,
  },
]) {
  test(`the ${route} list by URL: three JS files, its rows and presence once, no requests for reference names`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAs(page, ADMIN.email, ADMIN.password);
    const log = logRequests(page);
    await page.goto(`/admin/${route}`);
    await expect(page.locator(`main tr.RaDatagrid-row ${referenceCell}`).first()).not.toBeEmpty();
    // Late requests (a second page of rows, a refetch) would come within this.
    await page.waitForTimeout(2_000);
    const lines = log.api.map((r) => `${r.at} ms ${r.method} ${r.path.slice(0, 100)}`);
    console.log(
      `${route} by URL: ${log.api.length} API requests\n  ${lines.join('\n  ')}\n  JS: ${log.scripts.map((r) => `${r.at} ms ${r.path}`).join(', ')}`,
    );
    const gets = log.api.filter((r) => r.method === 'GET');
    const rowRequests = gets.filter((r) => target(r) === rows && r.path.includes('offset='));
    expect(rowRequests).toHaveLength(1);
    // Before the rows: only the first view's three files (the form's chunks follow when the page is idle).
    const beforeRows = log.scripts.filter((r) => r.at <= rowRequests[0].at).map((r) => r.path);
    expect(beforeRows.filter((file) => !/^(index|lists|dataProvider)-/.test(file))).toEqual([]);
    expect(gets.filter((r) => target(r) === 'editing_sessions')).toHaveLength(1);
    for (const reference of references)
      expect(
        gets.filter((r) => target(r) === reference && r.path.includes('id=in.')),
        reference,
      ).toEqual([]);
    // The presence call (made by the rendered list) has no chunk of its own to wait for first.
    const presence = gets.find((r) => target(r) === 'editing_sessions')!;
    const beforePresence = log.scripts.filter((r) => r.at <= presence.at).map((r) => r.path);
    expect(beforePresence.filter((file) => !/^(index|lists|dataProvider)-/.test(file))).toEqual([]);
    if (rowsBeforeList) expect(rowRequests[0].at).toBeLessThan(presence.at);
    else expect(presence.at).toBeLessThanOrEqual(rowRequests[0].at + 50);
  });
}
