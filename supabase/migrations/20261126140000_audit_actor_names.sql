-- The change history names people, not ids (issue 22): audit_actors also answers each admin's name, from the
-- full_name that sign-up and the seed put in auth.users.raw_user_meta_data (null when none was given; the app then
-- shows the e-mail). The return type changed, so the function was dropped and created again with its grants; a fresh
-- deploy creates it here first (20261123130000 no longer does), hence `if exists`.
drop function if exists public.audit_actors();
create function public.audit_actors() returns table (actor_id uuid, email text, full_name text)
language plpgsql stable security definer set search_path = '' as $$
begin
  if not private.is_admin() then
    raise exception 'Endast administratörer får se ändringshistoriken' using errcode = '42501';
  end if;
  return query
    select u.id, u.email::text,
           nullif(pg_catalog.btrim(u.raw_user_meta_data ->> 'full_name'), '')
      from auth.users u
     where u.id in (select distinct a.actor_id from public.audit_log a where a.actor_id is not null)
        or u.id in (select r.user_id from public.user_roles r)
     order by u.email;
end $$;
revoke all on function public.audit_actors() from public, anon, authenticated;
grant execute on function public.audit_actors() to authenticated;
