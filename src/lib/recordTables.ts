/**
 * The tables of the back office's records, one a resource, in the menu's order (cards, banks, networks,
 * categories, reviews, inquiries, chats, cookie consents, news, blog). The database error mapper reads constraint
 * names by them; the accessibility audit opens each one's first record.
 */
export const RECORD_TABLES = [
  'credit_cards',
  'banks',
  'networks',
  'categories',
  'reviews',
  'expert_inquiries',
  'chat_sessions',
  'cookie_consents',
  'news_articles',
  'blog_posts',
] as const;
