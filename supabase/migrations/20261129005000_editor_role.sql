-- The editor role (issue 35): the helpers policies, triggers and RPCs test it with. public.user_roles has allowed
-- 'editor' since the core schema; until now it granted nothing. The pair mirrors is_admin / admin_write_allowed:
--   private.is_editor()               the caller has the editor role (reads; any assurance level)
--   private.editor_write_allowed()    … and writes: aal2 when the editor has a verified MFA factor (as admins)
--   private.is_staff()                admin or editor (what the back office may read)
--   private.staff_write_allowed()     admin_write_allowed() or editor_write_allowed()
-- Definer: they read user_roles and auth.mfa_factors, which API roles cannot read (and user_roles' own policy calls
-- is_admin, an invoker function would recurse into it).

create or replace function private.is_editor() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.user_roles r where r.user_id = (select auth.uid()) and r.role = 'editor')
$$;

create or replace function private.editor_write_allowed() returns boolean
language sql stable security definer set search_path = '' as $$
  select private.is_editor() and (
    coalesce((select auth.jwt()) ->> 'aal', 'aal1') = 'aal2'
    or not exists (
      select 1 from auth.mfa_factors f where f.user_id = (select auth.uid()) and f.status = 'verified'
    )
  )
$$;

create or replace function private.is_staff() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.user_roles r where r.user_id = (select auth.uid()) and r.role in ('admin', 'editor')
  )
$$;

create or replace function private.staff_write_allowed() returns boolean
language sql stable security definer set search_path = '' as $$
  select private.admin_write_allowed() or private.editor_write_allowed()
$$;

revoke all on function private.is_editor(), private.editor_write_allowed(), private.is_staff(),
  private.staff_write_allowed() from public, anon, authenticated;
grant execute on function private.is_editor(), private.editor_write_allowed(), private.is_staff(),
  private.staff_write_allowed() to anon, authenticated, service_role;
