import { ADMIN, expect, test } from './fixtures';

const SPEC_COUNTS = [
  ...['credit_cards', 'banks', 'networks', 'news_articles', 'blog_posts', 'expert_inquiries'].map(
    (table) => `/rest/v1/${table}?select=id`,
  ),
  '/rest/v1/expert_inquiries?select=id&status=eq.pending',
];

interface Logged {
  method: string;
  path: string;
  issued: number;
  done?: number;
}

test('from the sign-in click to the six counts: identity and role once, the seven counts at once', async ({
  page,
}) => {
  await page.goto('/admin/login');
  await page.getByLabel(/E-post/).fill(ADMIN.email);
  await page
    .getByLabel(/Lösenord/)
    .first()
    .fill(ADMIN.password);
  const log: Logged[] = [];
  const byRequest = new Map<object, Logged>();
  let tick = 0; // one timeline for requests sent and finished
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/auth/') && !url.pathname.startsWith('/rest/')) return;
    const entry = { method: request.method(), path: `${url.pathname}${url.search}`, issued: tick++ };
    log.push(entry);
    byRequest.set(request, entry);
  });
  page.on('response', (response) => {
    const entry = byRequest.get(response.request());
    if (entry) entry.done = tick++;
  });
  // Chromium sends CORS preflights itself; the DevTools protocol sees them.
  let preflights = 0;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Preflight' || event.request.method === 'OPTIONS') preflights++;
  });
  await page.getByRole('button', { name: 'Logga in' }).click();
  for (const route of ['cards', 'banks', 'networks', 'news', 'blog', 'inquiries'])
    await expect(page.getByTestId(`count-card-${route}`).getByTestId('count')).toBeVisible();
  await expect(page.getByTestId('pending-badge')).toBeVisible();

  const real = log.filter((r) => r.method !== 'OPTIONS');
  const identity = real.filter((r) => r.path.startsWith('/auth/v1/user'));
  const role = real.filter((r) => r.path.startsWith('/rest/v1/user_roles'));
  // The spec's seven: the six cards and the pending badge (the to-do panel below them counts more).
  const counts = real.filter((r) => r.method === 'HEAD' && SPEC_COUNTS.includes(r.path));
  console.log(
    `sign-in → counts: ${real.length} requests and ${preflights} CORS preflights: ` +
      real.map((r) => `${r.method} ${r.path.split('?')[0]}`).join(', '),
  );
  expect(identity).toHaveLength(1);
  expect(role).toHaveLength(1);
  expect(counts).toHaveLength(7);
  // Issued together: every count request was sent before the first of them finished.
  expect(counts.every((r) => r.done !== undefined)).toBe(true);
  expect(Math.max(...counts.map((r) => r.issued))).toBeLessThan(Math.min(...counts.map((r) => r.done!)));
});
