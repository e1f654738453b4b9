-- Issue 33, "scheduled publishing that cannot miss": what the public reads depends on the time, not on a job having
-- run. A news article or blog post whose status is 'scheduled' or 'published' is public from published_at on and
-- until publish_until (if set); a card is public while is_published and between publish_from and publish_until (each
-- optional); a card's offer (bonus_description) is the public offer until offer_ends_at. Nothing turns 'scheduled'
-- into 'published': the read policies compare with now(), so the moment passes on both backends and on a hosted
-- project with no process running.
--
-- The admin lists, the dashboard and Att göra show the same state through the computed column
-- publication_state(<table>) (PostgREST: ?select=*,publication_state and ?publication_state=eq.published), one
-- SQL function per table that states the rule the policies use.

-- News and blog: an optional end ----------------------------------------------------------------------------------
alter table public.news_articles add column publish_until timestamptz,
  add constraint news_articles_publish_until_after_from
    check (publish_until is null or published_at is null or publish_until > published_at);
alter table public.blog_posts add column publish_until timestamptz,
  add constraint blog_posts_publish_until_after_from
    check (publish_until is null or published_at is null or publish_until > published_at);

-- Cards: an optional window and an offer's end ----------------------------------------------------------------------
alter table public.credit_cards add column publish_from timestamptz, add column publish_until timestamptz,
  add column offer_ends_at timestamptz,
  add constraint credit_cards_publish_until_after_from
    check (publish_until is null or publish_from is null or publish_until > publish_from);

-- The rules, once each. Stable (now() is the transaction's start) and inlinable (plain SQL, no SECURITY DEFINER), so
-- a policy or filter that calls them is planned as if written out.
create or replace function private.post_is_public(p_status text, p_from timestamptz, p_until timestamptz)
returns boolean language sql stable set search_path = '' as $$
  select p_status in ('published', 'scheduled') and p_from is not null and p_from <= now()
     and (p_until is null or p_until > now())
$$;
create or replace function private.card_is_public(p_published boolean, p_from timestamptz, p_until timestamptz)
returns boolean language sql stable set search_path = '' as $$
  select p_published and (p_from is null or p_from <= now()) and (p_until is null or p_until > now())
$$;
revoke all on function private.post_is_public(text, timestamptz, timestamptz) from public;
revoke all on function private.card_is_public(boolean, timestamptz, timestamptz) from public;
grant execute on function private.post_is_public(text, timestamptz, timestamptz) to anon, authenticated, service_role;
grant execute on function private.card_is_public(boolean, timestamptz, timestamptz) to anon, authenticated, service_role;

-- Reads: as 20261122100100_security_and_audit.sql's, with the time window (private.post_is_public for news and blog
-- posts, private.card_is_public for cards and their categories). Those policies are 20261129005100_editor_rls.sql's
-- ("public reads …, staff reads all", which replace 20261122100100's "…, admin reads all"); on a fresh deploy nothing
-- reads in between, so this migration's versions of them are left to git history.
drop policy "public submits reviews, admin inserts" on public.reviews;
create policy "public submits reviews, admin inserts" on public.reviews for insert to anon, authenticated
  with check (
    (select private.admin_write_allowed())
    or ((select private.is_public_caller())
        and exists (select 1 from public.credit_cards c
                     where c.id = card_id and private.card_is_public(c.is_published, c.publish_from, c.publish_until)))
  );

-- The state the public sees, for the lists and filters: draft, scheduled, published, ended, archived (posts) and
-- draft, scheduled, published, ended (cards).
-- The posts' two functions are the same, one a table.
do $$
declare t text;
begin
  foreach t in array array['news_articles', 'blog_posts'] loop
    execute format($f$
      create or replace function public.publication_state(p_row public.%1$I) returns text
      language sql stable set search_path = '' as $b$
        select case
          when p_row.status in ('draft', 'archived') then p_row.status
          when p_row.published_at is null or p_row.published_at > now() then 'scheduled'
          when p_row.publish_until is not null and p_row.publish_until <= now() then 'ended'
          else 'published' end
      $b$
    $f$, t);
  end loop;
end $$;
create or replace function public.publication_state(p_row public.credit_cards) returns text
language sql stable set search_path = '' as $$
  select case
    when not p_row.is_published then 'draft'
    when p_row.publish_from is not null and p_row.publish_from > now() then 'scheduled'
    when p_row.publish_until is not null and p_row.publish_until <= now() then 'ended'
    else 'published' end
$$;
-- The card's offer as the public may show it: gone from offer_ends_at on.
create or replace function public.current_offer(p_row public.credit_cards) returns text
language sql stable set search_path = '' as $$
  select case when p_row.offer_ends_at is null or p_row.offer_ends_at > now() then p_row.bonus_description end
$$;
revoke all on function public.publication_state(public.news_articles) from public;
revoke all on function public.publication_state(public.blog_posts) from public;
revoke all on function public.publication_state(public.credit_cards) from public;
revoke all on function public.current_offer(public.credit_cards) from public;
grant execute on function public.publication_state(public.news_articles) to anon, authenticated, service_role;
grant execute on function public.publication_state(public.blog_posts) to anon, authenticated, service_role;
grant execute on function public.publication_state(public.credit_cards) to anon, authenticated, service_role;
grant execute on function public.current_offer(public.credit_cards) to anon, authenticated, service_role;
