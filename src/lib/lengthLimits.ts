/** The longest texts the database accepts (supabase/migrations/20261123120000_length_limits.sql), by table. */
export const LENGTH_LIMITS: Record<string, Record<string, number>> = {
  banks: { name: 120, slug: 120, description: 2000 },
  networks: { name: 120, slug: 120, acceptance_note: 1000 },
  categories: { name: 120, slug: 120, description: 2000 },
  credit_cards: {
    name: 120,
    slug: 120,
    short_description: 500,
    pros: 2000,
    cons: 2000,
    bonus_description: 2000,
    insurance_notes: 2000,
  },
  reviews: { title: 200, body: 5000, author_name: 120, rejection_reason: 1000 },
  expert_inquiries: { name: 120, question: 5000, answer: 10000, internal_note: 2000 },
  news_articles: { title: 200, slug: 120, excerpt: 1000, author_name: 120, body: 200000 },
  blog_posts: { title: 200, slug: 120, excerpt: 1000, author_name: 120, body: 200000 },
};
