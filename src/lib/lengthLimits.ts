/**
 * The longest texts the database accepts, by table (supabase/migrations/20261123120000_length_limits.sql,
 * 20261124120300_public_input_limits.sql for the columns anonymous visitors write, 20261127100000_managed_tables.sql
 * for the addresses, the card's credit bureau and highlights, and blog tags).
 */
/** News articles and blog posts have the same columns and the same limits. */
const EDITORIAL_LIMITS = {
  title: 200,
  slug: 120,
  excerpt: 1000,
  author_name: 120,
  body: 200000,
  seo_title: 120,
  seo_description: 320,
  cover_image_url: 2048,
};

export const LENGTH_LIMITS: Record<string, Record<string, number>> = {
  banks: {
    name: 120,
    slug: 120,
    description: 2000,
    org_number: 11,
    website_url: 2048,
    logo_url: 2048,
  },
  networks: { name: 120, slug: 120, acceptance_note: 1000, logo_url: 2048 },
  categories: { name: 120, slug: 120, description: 2000 },
  credit_cards: {
    name: 120,
    slug: 120,
    short_description: 500,
    pros: 2000,
    cons: 2000,
    bonus_description: 2000,
    insurance_notes: 2000,
    image_url: 2048,
    apply_url: 2048,
    credit_bureau: 120,
    // Each highlight (a text[] column: the limit is its longest element's).
    highlights: 200,
    // issue 34: the warning the card is advertised with
    credit_warning: 200,
  },
  reviews: {
    title: 200,
    body: 5000,
    author_name: 120,
    author_email: 254,
    rejection_reason: 1000,
    verification_method: 200,
  },
  expert_inquiries: {
    name: 120,
    email: 254,
    phone: 32,
    question: 5000,
    answer: 10000,
    internal_note: 2000,
  },
  chat_sessions: { visitor_id: 128, page_url: 2048, user_agent_family: 100, feedback: 2000 },
  chat_messages: { content: 10000 },
  cookie_consents: { policy_version: 32, locale: 35, ip_hash: 128, user_agent_family: 100 },
  news_articles: EDITORIAL_LIMITS,
  // Each tag (text[]: the longest element).
  blog_posts: { ...EDITORIAL_LIMITS, tags: 50 },
  // issue 33: Webbplatstexter
  site_texts: { title: 200, body: 100000, version_label: 40 },
  // issue 32: Gallring (only days and on/off are editable; the texts are the migration's)
  retention_rules: { name: 100, description: 500 },
  // issue 33: the link check's results (written by the check, read by admins)
  link_checks: { url: 2048, final_host: 255 },
  // issue 33: the offer the public reads (copied from credit_cards.bonus_description by a trigger)
  card_offers: { offer: 2000 },
  // issue 34: the credit rules by date
  reference_rates: { source: 500 },
  credit_rule_sets: { name: 200, legal_source: 500, warning_text: 200, required_fields: 40 },
  // issue 35: card change proposals (the rejection's reason)
  card_change_proposals: { reason: 1000 },
  // Written by the app itself (presence), never by a form; listed so that the database's limits stay in one place.
  editing_sessions: { resource: 64, record_id: 64, editor_email: 254 },
  // issue 35: the lists' shared views
  saved_views: { resource: 60, name: 80 },
};
