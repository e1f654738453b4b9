import { ADMIN, expect, test } from './fixtures';

const TODO_LINES = ['reviews', 'stale-examples', 'news', 'blog', 'changes'];

interface Logged {
  method: string;
  path: string;
}

// Issue 24: from the sign-in click to a complete dashboard (six counts, the badge, every 'Att göra' line) in at
// most 4 API requests; it was 16 requests and 16 CORS preflights (13 HEAD counts, a list request, /user, the role).
test('from the sign-in click to a complete dashboard: at most 4 API requests, the summary once', async ({
  page,
}) => {
  await page.goto('/admin/login');
  await page.getByLabel(/E-post/).fill(ADMIN.email);
  await page
    .getByLabel(/Lösenord/)
    .first()
    .fill(ADMIN.password);
  const log: Logged[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/auth/') && !url.pathname.startsWith('/rest/')) return;
    log.push({ method: request.method(), path: `${url.pathname}${url.search}` });
  });
  // Chromium sends CORS preflights itself; the DevTools protocol sees them.
  const preflights: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Preflight' || event.request.method === 'OPTIONS') preflights.push(event.request.url);
  });
  await page.getByRole('button', { name: 'Logga in' }).click();
  for (const route of ['cards', 'banks', 'networks', 'news', 'blog', 'inquiries'])
    await expect(page.getByTestId(`count-card-${route}`).getByTestId('count')).toBeVisible();
  await expect(page.getByTestId('pending-badge')).toBeVisible();
  for (const key of TODO_LINES) await expect(page.getByTestId(`todo-${key}`)).toHaveAttribute('data-count');
  await expect(page.getByTestId('todo-oldest-inquiry')).toHaveAttribute('data-since');
  // Anything the start still sends after the last number shows counts too.
  await page.waitForLoadState('networkidle');

  const real = log.filter((r) => r.method !== 'OPTIONS');
  console.log(
    `sign-in → complete dashboard: ${real.length} requests and ${preflights.length} CORS preflights: ` +
      real.map((r) => `${r.method} ${r.path.split('?')[0]}`).join(', '),
  );
  expect(real.length).toBeLessThanOrEqual(4);
  expect(real.filter((r) => r.path.startsWith('/rest/v1/rpc/dashboard_summary'))).toHaveLength(1);
  expect(real.filter((r) => r.path.startsWith('/rest/v1/user_roles'))).toHaveLength(1);
  // The token endpoint has just vouched for the user: no GET /auth/v1/user for that token.
  expect(real.filter((r) => r.path.startsWith('/auth/v1/user'))).toHaveLength(0);
  expect(real.filter((r) => r.method === 'HEAD')).toHaveLength(0);
  // At most one preflight per request (the gateway lets Chromium cache them per URL).
  expect(preflights.length).toBeLessThanOrEqual(real.length);
});
