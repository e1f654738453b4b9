import { ADMIN, expect, loginAs, serviceClient, test } from './fixtures';
import { expectAccessible } from './team';

const DAY = 24 * 3600 * 1000;

test.describe('Att göra', () => {
  test('each item counts what the database holds and links to the filtered list', async ({ page }) => {
    const db = serviceClient();
    const now = Date.now();
    // Something in every item, whatever the seed holds.
    await db.from('news_articles').insert({
      title: `Schemalagd ${now}`,
      slug: `schemalagd-${now}`,
      body: '<p>Text</p>',
      status: 'scheduled',
      published_at: new Date(now + 2 * DAY).toISOString(),
    });
    await loginAs(page, ADMIN.email, ADMIN.password);
    await expect(page.getByRole('heading', { name: 'Att göra' })).toBeVisible();
    // The six cards stay as specified, above the panel.
    await expect(page.locator('[data-testid^="count-card-"]')).toHaveCount(6);

    const at = new Date();
    const cutoff = new Date(at);
    cutoff.setMonth(cutoff.getMonth() - 12);
    const head = { count: 'exact', head: true } as const;
    const scheduledThisWeek = async (table: 'news_articles' | 'blog_posts') =>
      (
        await db
          .from(table)
          .select('id', head)
          .eq('publication_state', 'scheduled')
          .gte('published_at', at.toISOString())
          .lte('published_at', new Date(at.getTime() + 7 * DAY).toISOString())
      ).count;
    const expected = {
      reviews: (await db.from('reviews').select('id', head).eq('status', 'pending')).count,
      'stale-examples': (
        await db
          .from('credit_cards')
          .select('id', head)
          .eq('is_published', true)
          .lt('example_updated_on', cutoff.toISOString().slice(0, 10))
      ).count,
      news: await scheduledThisWeek('news_articles'),
      blog: await scheduledThisWeek('blog_posts'),
      changes: (
        await db
          .from('audit_log')
          .select('id', head)
          // The history's date filter holds days: the count starts at the midnight its link filters from.
          .gte('occurred_at', new Date(at.getTime() - 7 * DAY).toISOString().slice(0, 10))
      ).count,
    };
    for (const [key, count] of Object.entries(expected)) {
      await expect(page.getByTestId(`todo-${key}`), key).toHaveAttribute('data-count', String(count));
    }
    expect(expected.news).toBeGreaterThan(0);
    const { data: oldest } = await db
      .from('expert_inquiries')
      .select('created_at')
      .eq('status', 'pending')
      .order('created_at')
      .limit(1);
    const since = await page.getByTestId('todo-oldest-inquiry').getAttribute('data-since');
    expect(since ? new Date(since).getTime() : null).toBe(
      oldest?.[0] ? new Date(oldest[0].created_at).getTime() : null,
    );
    await expectAccessible(page);

    // One summary request for the panel, none per line (the cards count on their own, issue 30).
    const requests: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/rest/v1/') && r.method() !== 'OPTIONS') requests.push(url.pathname);
    });
    await page.reload();
    await expect(page.getByTestId('todo-reviews')).toHaveAttribute('data-count', String(expected.reviews));
    expect(requests.filter((path) => path === '/rest/v1/rpc/dashboard_summary')).toHaveLength(1);
    expect(requests.filter((path) => path === '/rest/v1/reviews')).toEqual([]);

    await page.getByTestId('todo-news').click();
    await expect(page).toHaveURL(/\/admin\/news\?/);
    await expect(page.getByText(`Schemalagd ${now}`)).toBeVisible();

    await page.goto('/admin');
    await page.getByTestId('todo-reviews').click();
    await expect(page).toHaveURL(/\/admin\/reviews\?filter=/);
  });

  test('counts, the badge and the panel refresh on focus and every 60 s', async ({ page }) => {
    const db = serviceClient();
    await page.clock.install();
    await loginAs(page, ADMIN.email, ADMIN.password);
    const badge = page.getByTestId('count-card-inquiries');
    await expect(badge.getByTestId('count')).toBeVisible();
    const pendingBefore = (
      await db.from('expert_inquiries').select('id', { count: 'exact', head: true }).eq('status', 'pending')
    ).count!;
    await expect(page.getByTestId('pending-badge')).toHaveText(`${pendingBefore} väntar`);
    // The cards and 'Att göra' answer on their own (issue 30): wait for the line's own number.
    await expect(page.getByTestId('todo-reviews')).toHaveAttribute('data-count', /^\d+$/);
    const reviewsBefore = Number(await page.getByTestId('todo-reviews').getAttribute('data-count'));

    const stamp = Date.now();
    const inquiry = await db.from('expert_inquiries').insert({
      name: 'Fokus Test',
      email: `fokus-${stamp}@example.se`,
      question: 'Vilket kort passar bäst för resor utomlands?',
    });
    expect(inquiry.error).toBeNull();
    // Regaining focus: TanStack Query's focus manager listens to visibilitychange on window.
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await expect(page.getByTestId('pending-badge')).toHaveText(`${pendingBefore + 1} väntar`);

    const { data: card } = await db
      .from('credit_cards')
      .select('id')
      .eq('is_published', true)
      .limit(1)
      .single();
    const review = await db.from('reviews').insert({
      card_id: card!.id,
      author_name: 'Intervall',
      rating: 4,
      title: 'Bra kort',
      body: 'Fungerar fint på resor.',
    });
    expect(review.error).toBeNull();
    await page.clock.fastForward(61_000);
    await expect(page.getByTestId('todo-reviews')).toHaveAttribute('data-count', String(reviewsBefore + 1));
  });
});
