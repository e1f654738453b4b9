-- Length limits for every column an anonymous visitor can write (issue 18, item 6). Before this, the public site's
-- inserts (reviews, expert inquiries, chats, cookie consents) took values of 10 MB, which then landed in the admin's
-- lists and CSV exports, and in the append-only consent log could never be removed. The sizes are what real data
-- needs: an e-mail address is at most 254 characters (RFC 5321's 256-octet path less the angle brackets), a phone
-- number in any notation fits in 32 (E.164 has 15 digits), a language tag in 35 (RFC 5646, section 4.4.1), a page
-- address in 2048 (what browsers and CDNs reliably carry). The admin forms check the same numbers
-- (src/lib/lengthLimits.ts), and the constraint names (<table>_<column>_length) map to a Swedish message.
-- reviews.title/body/author_name and expert_inquiries.name/question have theirs in 20261123120000_length_limits.sql.

-- One row a table: its columns and their limits, each a constraint <table>_<column>_length.
do $$
declare l record;
begin
  for l in select v.tbl, c.col, c.max from (values
    -- reviews.verification_method: visitors' values are reset by reviews_public_defaults; the limit is for the
    -- admin's moderation form.
    ('reviews', array['author_email', 'verification_method'], array[254, 200]),
    ('expert_inquiries', array['email', 'phone'], array[254, 32]),
    ('chat_sessions', array['visitor_id', 'page_url', 'user_agent_family', 'feedback'], array[128, 2048, 100, 2000]),
    ('chat_messages', array['content'], array[10000]),
    ('cookie_consents', array['policy_version', 'locale', 'ip_hash', 'user_agent_family'], array[32, 35, 128, 100])
  ) as v (tbl, cols, maxes), unnest(v.cols, v.maxes) as c (col, max) loop
    execute format('alter table public.%I add constraint %I check (char_length(%I) <= %s)',
                   l.tbl, l.tbl || '_' || l.col || '_length', l.col, l.max);
  end loop;
end $$;
