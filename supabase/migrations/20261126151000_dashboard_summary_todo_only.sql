-- The dashboard's count cards and their '{n} väntar' badge are count-only selects again (issue 30, the spec's
-- calls): each resource entry declares its card (src/resources/*/index.ts) and the data provider's getCount sends a
-- HEAD request with `Prefer: count=exact` per card and per badge, so a new resource's card needs no SQL. This
-- function keeps only 'Att göra' (its lines and the oldest pending inquiry) and lists no counted table any more.
--
-- Same signature, return type, security and grants as 20261126090000_dashboard_summary.sql: security invoker (every
-- count runs under the caller's row-level security), admins only (a non-admin gets 42501), the moment-dependent
-- bounds from the client (src/dashboard/todoItems.ts, the same values the lines' links filter with).
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
