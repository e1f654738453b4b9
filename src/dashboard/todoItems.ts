import type { SupabaseClient } from '@supabase/supabase-js';

/** A count-only request: HEAD with `Prefer: count=exact`, no rows transferred. */
type CountQuery = (
  client: SupabaseClient,
  now: Date,
) => PromiseLike<{ count: number | null; error: unknown }>;

export interface TodoItem {
  key: string;
  /** i18n key of the line, translated with the count as `smart_count`. */
  label: string;
  count: CountQuery;
  /** Route of the filtered list under /admin. */
  to: (now: Date) => string;
}

const head = { count: 'exact', head: true } as const;
const listUrl = (resource: string, filter: Record<string, unknown>, sort?: string, order?: 'ASC' | 'DESC') =>
  `/${resource}?${new URLSearchParams({
    filter: JSON.stringify(filter),
    ...(sort ? { sort, order: order ?? 'ASC' } : {}),
  }).toString()}`;

export const inAWeek = (now: Date) => new Date(now.getTime() + 7 * 24 * 3600 * 1000).toISOString();
export const weekAgo = (now: Date) => new Date(now.getTime() - 7 * 24 * 3600 * 1000).toISOString();
/** The representative example must be current: older than 12 months is stale. */
export const staleExampleBefore = (now: Date) => {
  const cutoff = new Date(now);
  cutoff.setMonth(cutoff.getMonth() - 12);
  return cutoff.toISOString().slice(0, 10);
};

export const TODO_ITEMS: TodoItem[] = [
  {
    key: 'reviews',
    label: 'app.todo.items.reviews',
    count: (c) => c.from('reviews').select('id', head).eq('status', 'pending'),
    to: () => listUrl('reviews', { status: 'pending' }, 'created_at', 'ASC'),
  },
  {
    key: 'stale-examples',
    label: 'app.todo.items.stale_examples',
    count: (c, now) =>
      c
        .from('credit_cards')
        .select('id', head)
        .eq('is_published', true)
        .lt('example_updated_on', staleExampleBefore(now)),
    to: (now) => listUrl('cards', { is_published: true, 'example_updated_on@lt': staleExampleBefore(now) }),
  },
  {
    key: 'news',
    label: 'app.todo.items.news',
    count: (c, now) =>
      c
        .from('news_articles')
        .select('id', head)
        .eq('status', 'scheduled')
        .gte('published_at', now.toISOString())
        .lte('published_at', inAWeek(now)),
    to: (now) =>
      listUrl(
        'news',
        { status: 'scheduled', 'published_at@gte': now.toISOString(), 'published_at@lte': inAWeek(now) },
        'published_at',
      ),
  },
  {
    key: 'blog',
    label: 'app.todo.items.blog',
    count: (c, now) =>
      c
        .from('blog_posts')
        .select('id', head)
        .eq('status', 'scheduled')
        .gte('published_at', now.toISOString())
        .lte('published_at', inAWeek(now)),
    to: (now) =>
      listUrl(
        'blog',
        { status: 'scheduled', 'published_at@gte': now.toISOString(), 'published_at@lte': inAWeek(now) },
        'published_at',
      ),
  },
  {
    key: 'changes',
    label: 'app.todo.items.changes',
    count: (c, now) => c.from('audit_log').select('id', head).gte('occurred_at', weekAgo(now)),
    to: (now) =>
      `/history?${new URLSearchParams({ filter: JSON.stringify({ 'occurred_at@gte': weekAgo(now).slice(0, 10) }) })}`,
  },
];
