-- Length limits for every column an anonymous visitor can write (issue 18, item 6). Before this, the public site's
-- inserts (reviews, expert inquiries, chats, cookie consents) took values of 10 MB, which then landed in the admin's
-- lists and CSV exports, and in the append-only consent log could never be removed. The sizes are what real data
-- needs: an e-mail address is at most 254 characters (RFC 5321's 256-octet path less the angle brackets), a phone
-- number in any notation fits in 32 (E.164 has 15 digits), a language tag in 35 (RFC 5646, section 4.4.1), a page
-- address in 2048 (what browsers and CDNs reliably carry). The admin forms check the same numbers
-- (src/lib/lengthLimits.ts), and the constraint names (<table>_<column>_length) map to a Swedish message.
-- reviews.title/body/author_name and expert_inquiries.name/question have theirs in 20261123120000_length_limits.sql.

alter table public.reviews
  add constraint reviews_author_email_length check (char_length(author_email) <= 254),
  -- Visitors' values are reset by reviews_public_defaults; the limit is for the admin's moderation form.
  add constraint reviews_verification_method_length check (char_length(verification_method) <= 200);

alter table public.expert_inquiries
  add constraint expert_inquiries_email_length check (char_length(email) <= 254),
  add constraint expert_inquiries_phone_length check (char_length(phone) <= 32);

alter table public.chat_sessions
  add constraint chat_sessions_visitor_id_length check (char_length(visitor_id) <= 128),
  add constraint chat_sessions_page_url_length check (char_length(page_url) <= 2048),
  add constraint chat_sessions_user_agent_family_length check (char_length(user_agent_family) <= 100),
  add constraint chat_sessions_feedback_length check (char_length(feedback) <= 2000);

alter table public.chat_messages
  add constraint chat_messages_content_length check (char_length(content) <= 10000);

alter table public.cookie_consents
  add constraint cookie_consents_policy_version_length check (char_length(policy_version) <= 32),
  add constraint cookie_consents_locale_length check (char_length(locale) <= 35),
  add constraint cookie_consents_ip_hash_length check (char_length(ip_hash) <= 128),
  add constraint cookie_consents_user_agent_family_length check (char_length(user_agent_family) <= 100);
