import { ADMIN, expect, fillSignIn, test } from './fixtures';

const TODO_LINES = ['reviews', 'stale-examples', 'news', 'blog', 'changes'];
/** The spec's count-only selects: the six cards' tables and the badge's filter. */
const COUNTS = [
  'credit_cards?select=id',
  'banks?select=id',
  'networks?select=id',
  'news_articles?select=id',
  'blog_posts?select=id',
  'expert_inquiries?select=id',
  'expert_inquiries?select=id&status=eq.pending',
];

interface Logged {
  method: string;
  path: string;
  prefer: string | undefined;
}

// Issue 30 (the spec outranks issue 24's single summary): from the sign-in click to a complete dashboard the API
// requests are the token, the role, the seven count-only selects of the spec (HEAD with an exact count, one per card
// and one for the badge, all sent before any answers) and 'Att göra''s one call: nothing else.
test('from the sign-in click to a complete dashboard: the spec’s seven count-only selects in parallel, Att göra once', async ({
  page,
}) => {
  await fillSignIn(page, ADMIN.email, ADMIN.password);
  const log: Logged[] = [];
  /** Request starts and answers of the count requests, in the order the page saw them. */
  const events: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/auth/') && !url.pathname.startsWith('/rest/')) return;
    if (request.method() === 'OPTIONS') return;
    log.push({
      method: request.method(),
      path: `${url.pathname}${url.search}`,
      prefer: request.headers().prefer,
    });
    if (request.method() === 'HEAD') events.push('sent');
  });
  page.on('response', (response) => {
    if (response.request().method() === 'HEAD') events.push('answered');
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

  console.log(
    `sign-in → complete dashboard: ${log.length} requests and ${preflights.length} CORS preflights: ` +
      log.map((r) => `${r.method} ${r.path.split('?')[0]}`).join(', '),
  );
  const heads = log.filter((r) => r.method === 'HEAD');
  expect(heads.map((r) => r.path.replace('/rest/v1/', '')).sort()).toEqual([...COUNTS].sort());
  for (const head of heads) expect(head.prefer).toBe('count=exact');
  // In parallel: every count request is on its way before the first answer arrives.
  expect(events.slice(0, COUNTS.length)).toEqual(COUNTS.map(() => 'sent'));
  expect(log.filter((r) => r.path.startsWith('/rest/v1/rpc/dashboard_summary'))).toHaveLength(1);
  expect(log.filter((r) => r.path.startsWith('/rest/v1/user_roles'))).toHaveLength(1);
  expect(log.filter((r) => r.path.startsWith('/auth/v1/token'))).toHaveLength(1);
  // Nothing else: no GET /auth/v1/user (the token endpoint has just vouched for the user), no rows fetched.
  expect(log).toHaveLength(COUNTS.length + 3);
  // At most one preflight per request (the gateway lets Chromium cache them per URL).
  expect(preflights.length).toBeLessThanOrEqual(log.length);
});
