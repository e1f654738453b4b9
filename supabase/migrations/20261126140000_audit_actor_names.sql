-- The change history names people, not ids (issue 22): audit_actors also answers each admin's name, from the
-- full_name that sign-up and the seed put in auth.users.raw_user_meta_data (null when none was given; the app then
-- shows the e-mail). The return type changed, so the function was dropped and created again with its grants; a fresh
-- deploy creates it here first (20261123130000 no longer does), hence `if exists`.
drop function if exists public.audit_actors();
-- Superseded: 20261127120000_hostile_request_fixes.sql changed the body (names from app_metadata, which only the
-- service role sets), and 20261129005100_editor_rls.sql holds it whole (create or replace). On a fresh deploy nothing
-- calls this version before it is replaced, so only its signature and grants remain here (a hosted project applied
-- the full body long ago; see git history).
create function public.audit_actors() returns table (actor_id uuid, email text, full_name text)
language plpgsql stable security definer set search_path = '' as $$
begin raise exception 'Ersatt av 20261129005100_editor_rls.sql' using errcode = '0A000'; end $$;
revoke all on function public.audit_actors() from public, anon, authenticated;
grant execute on function public.audit_actors() to authenticated;
