-- The dashboard in one request (issue 24): the six count cards, the '{n} väntar' badge and every 'Att göra' line
-- as one JSON object, instead of thirteen HEAD count requests and a list request (each with its CORS preflight).
--
-- Security invoker: every count runs under the caller's row-level security, exactly as the count-only HEAD
-- requests did, so the numbers are what the same admin would count table by table. Admins only: the dashboard is
-- admin-only, and a non-admin gets 42501 instead of whatever RLS happens to let it count.
--
-- The moment-dependent bounds come from the client: the 'Att göra' links filter the lists with the same values
-- (src/dashboard/todoItems.ts), so a line's number and the list it opens cannot disagree at a day or month edge.
--   p_stale_before    cards whose representative example is older than this date (12 months before today)
--   p_scheduled_from  news and blog posts scheduled at or after this moment …
--   p_scheduled_to    … and at or before this one (the coming 7 days)
--   p_changes_since   audit_log rows from this moment (the history's day filter: a midnight)
create or replace function public.dashboard_summary(
  p_stale_before date,
  p_scheduled_from timestamptz,
  p_scheduled_to timestamptz,
  p_changes_since timestamptz
) returns json
language plpgsql stable security invoker set search_path = '' as $$
begin
  if not private.is_admin() then
    raise exception 'Endast administratörer får se översikten' using errcode = '42501';
  end if;
  return json_build_object(
    'counts', json_build_object(
      'cards', (select count(*) from public.credit_cards),
      'banks', (select count(*) from public.banks),
      'networks', (select count(*) from public.networks),
      'news', (select count(*) from public.news_articles),
      'blog', (select count(*) from public.blog_posts),
      'inquiries', (select count(*) from public.expert_inquiries)
    ),
    'pending', json_build_object(
      'inquiries', (select count(*) from public.expert_inquiries i where i.status = 'pending')
    ),
    'todo', json_build_object(
      'reviews', (select count(*) from public.reviews r where r.status = 'pending'),
      'stale-examples', (
        select count(*) from public.credit_cards c
         where c.is_published = true and c.example_updated_on < p_stale_before
      ),
      'news', (
        select count(*) from public.news_articles n
         where n.status = 'scheduled' and n.published_at >= p_scheduled_from and n.published_at <= p_scheduled_to
      ),
      'blog', (
        select count(*) from public.blog_posts b
         where b.status = 'scheduled' and b.published_at >= p_scheduled_from and b.published_at <= p_scheduled_to
      ),
      'changes', (select count(*) from public.audit_log a where a.occurred_at >= p_changes_since)
    ),
    'oldest_pending_inquiry', (
      select min(i.created_at) from public.expert_inquiries i where i.status = 'pending'
    )
  );
end
$$;

revoke all on function public.dashboard_summary(date, timestamptz, timestamptz, timestamptz)
  from public, anon, authenticated;
grant execute on function public.dashboard_summary(date, timestamptz, timestamptz, timestamptz)
  to authenticated, service_role;
