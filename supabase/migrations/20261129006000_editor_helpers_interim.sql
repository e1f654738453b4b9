-- Issue 35 part B (card change proposals) needs the editor role's helpers, which engineer 5's
-- 20261129005000_editor_role.sql defines. Until that migration is in this branch, this one creates the same helpers
-- (same names and bodies) where they are missing; where they exist it changes nothing, so it stays harmless after
-- the merge (and can then be deleted before anything is deployed).
do $do$
begin
  if pg_catalog.to_regprocedure('private.is_editor()') is null then
    create function private.is_editor() returns boolean
    language sql stable security definer set search_path = '' as $$
      select exists (select 1 from public.user_roles r where r.user_id = (select auth.uid()) and r.role = 'editor')
    $$;
  end if;
  if pg_catalog.to_regprocedure('private.editor_write_allowed()') is null then
    create function private.editor_write_allowed() returns boolean
    language sql stable security definer set search_path = '' as $$
      select private.is_editor() and (
        coalesce((select auth.jwt()) ->> 'aal', 'aal1') = 'aal2'
        or not exists (
          select 1 from auth.mfa_factors f where f.user_id = (select auth.uid()) and f.status = 'verified'
        )
      )
    $$;
  end if;
  if pg_catalog.to_regprocedure('private.is_staff()') is null then
    create function private.is_staff() returns boolean
    language sql stable security definer set search_path = '' as $$
      select exists (
        select 1 from public.user_roles r where r.user_id = (select auth.uid()) and r.role in ('admin', 'editor')
      )
    $$;
  end if;
  if pg_catalog.to_regprocedure('private.staff_write_allowed()') is null then
    create function private.staff_write_allowed() returns boolean
    language sql stable security definer set search_path = '' as $$
      select private.admin_write_allowed() or private.editor_write_allowed()
    $$;
  end if;
end
$do$;

revoke all on function private.is_editor(), private.editor_write_allowed(), private.is_staff(),
  private.staff_write_allowed() from public, anon, authenticated;
grant execute on function private.is_editor(), private.editor_write_allowed(), private.is_staff(),
  private.staff_write_allowed() to anon, authenticated, service_role;
