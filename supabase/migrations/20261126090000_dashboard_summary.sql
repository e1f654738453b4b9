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
-- Superseded: 20261126151000_dashboard_summary_todo_only.sql replaced the body (the count cards are count-only
-- selects again, issue 30) and 20261129005100_editor_rls.sql holds the current one (create or replace). On a fresh
-- deploy nothing calls this version before it is replaced, so only its signature and grants remain here (a hosted
-- project applied the full body long ago; see git history).
create or replace function public.dashboard_summary(
  p_stale_before date, p_scheduled_from timestamptz, p_scheduled_to timestamptz, p_changes_since timestamptz
) returns json language plpgsql stable security invoker set search_path = '' as $$
begin raise exception 'Ersatt av 20261129005100_editor_rls.sql' using errcode = '0A000'; end $$;

revoke all on function public.dashboard_summary(date, timestamptz, timestamptz, timestamptz)
  from public, anon, authenticated;
grant execute on function public.dashboard_summary(date, timestamptz, timestamptz, timestamptz)
  to authenticated, service_role;
