-- Length limits for names, titles and free texts (issue 13). The admin forms check the same limits before sending
-- (src/lib/lengthLimits.ts); these constraints keep the rule when something else writes. The constraint names
-- (<table>_<column>_length) are what the app maps back to a field and a Swedish message.

alter table public.banks
  add constraint banks_name_length check (char_length(name) <= 120),
  add constraint banks_slug_length check (char_length(slug) <= 120),
  add constraint banks_description_length check (char_length(description) <= 2000);

alter table public.networks
  add constraint networks_name_length check (char_length(name) <= 120),
  add constraint networks_slug_length check (char_length(slug) <= 120),
  add constraint networks_acceptance_note_length check (char_length(acceptance_note) <= 1000);

alter table public.categories
  add constraint categories_name_length check (char_length(name) <= 120),
  add constraint categories_slug_length check (char_length(slug) <= 120),
  add constraint categories_description_length check (char_length(description) <= 2000);

alter table public.credit_cards
  add constraint credit_cards_name_length check (char_length(name) <= 120),
  add constraint credit_cards_slug_length check (char_length(slug) <= 120),
  add constraint credit_cards_short_description_length check (char_length(short_description) <= 500),
  add constraint credit_cards_pros_length check (char_length(pros) <= 2000),
  add constraint credit_cards_cons_length check (char_length(cons) <= 2000),
  add constraint credit_cards_bonus_description_length check (char_length(bonus_description) <= 2000),
  add constraint credit_cards_insurance_notes_length check (char_length(insurance_notes) <= 2000);

alter table public.reviews
  add constraint reviews_title_length check (char_length(title) <= 200),
  add constraint reviews_body_length check (char_length(body) <= 5000),
  add constraint reviews_author_name_length check (char_length(author_name) <= 120),
  add constraint reviews_rejection_reason_length check (char_length(rejection_reason) <= 1000);

alter table public.expert_inquiries
  add constraint expert_inquiries_name_length check (char_length(name) <= 120),
  add constraint expert_inquiries_question_length check (char_length(question) <= 5000),
  add constraint expert_inquiries_answer_length check (char_length(answer) <= 10000),
  add constraint expert_inquiries_internal_note_length check (char_length(internal_note) <= 2000);

alter table public.news_articles
  add constraint news_articles_title_length check (char_length(title) <= 200),
  add constraint news_articles_slug_length check (char_length(slug) <= 120),
  add constraint news_articles_excerpt_length check (char_length(excerpt) <= 1000),
  add constraint news_articles_author_name_length check (char_length(author_name) <= 120),
  add constraint news_articles_body_length check (char_length(body) <= 200000);

alter table public.blog_posts
  add constraint blog_posts_title_length check (char_length(title) <= 200),
  add constraint blog_posts_slug_length check (char_length(slug) <= 120),
  add constraint blog_posts_excerpt_length check (char_length(excerpt) <= 1000),
  add constraint blog_posts_author_name_length check (char_length(author_name) <= 120),
  add constraint blog_posts_body_length check (char_length(body) <= 200000);
