-- Att göra lists the card change proposals waiting for approval (issue 35 part B): the body of
-- 20261129003100_card_rule_report.sql's dashboard_summary, open to staff as 20261129005100 made it, plus the line
-- 'proposals' (pending proposals); signature, return type, security and grants unchanged.
create or replace function public.dashboard_summary(
  p_stale_before date,
  p_scheduled_from timestamptz,
  p_scheduled_to timestamptz,
  p_changes_since timestamptz
) returns json
language plpgsql stable security invoker set search_path = '' as $$
begin
  if not private.is_staff() then
    raise exception 'Endast administratörer och redaktörer får se översikten' using errcode = '42501';
  end if;
  return json_build_object(
    'todo', json_build_object(
      'reviews', (select count(*) from public.reviews r where r.status = 'pending'),
      'stale-examples', (
        select count(*) from public.credit_cards c
         where c.is_published = true and c.example_updated_on < p_stale_before
      ),
      'card-rules', (
        select count(*) from public.credit_cards c
         where public.publication_state(c) = 'published' and public.breaks_rules(c)
      ),
      'news', (
        select count(*) from public.news_articles n
         where public.publication_state(n) = 'scheduled'
           and n.published_at >= p_scheduled_from and n.published_at <= p_scheduled_to
      ),
      'blog', (
        select count(*) from public.blog_posts b
         where public.publication_state(b) = 'scheduled'
           and b.published_at >= p_scheduled_from and b.published_at <= p_scheduled_to
      ),
      'changes', (select count(*) from public.audit_log a where a.occurred_at >= p_changes_since),
      'links-broken', (select count(*) from public.link_checks l where l.outcome = 'broken'),
      'links-redirected', (select count(*) from public.link_checks l where l.outcome = 'redirected'),
      'proposals', (select count(*) from public.card_change_proposals p where p.status = 'pending')
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
