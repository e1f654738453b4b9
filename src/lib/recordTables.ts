/**
 * The tables of the back office's records, one a resource, in the menu's order (cards, banks, networks,
 * categories, reviews, inquiries, chats, cookie consents, news, blog, site texts, reference rates, credit rule sets). The database error mapper reads constraint
 * names by them. defineResource accepts only these tables (a resource on another table does not compile), and
 * tests/integration/managed-tables.test.ts checks that they are exactly the registry's tables, each one given to
 * private.manage_table.
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
  'site_texts',
  // issue 34: the credit rules by date
  'reference_rates',
  'credit_rule_sets',
  'card_change_proposals',
] as const;

export type RecordTable = (typeof RECORD_TABLES)[number];
