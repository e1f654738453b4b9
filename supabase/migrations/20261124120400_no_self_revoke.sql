-- An admin cannot take away their own admin role (issue 18, item 10). The Edge Function admin-users refused it
-- (400 cannot_revoke_self), but the same admin could DELETE or PATCH their own row of public.user_roles through
-- PostgREST and lock themselves out. The rule now lives with the data: a request whose JWT names the row's user
-- (auth.uid()) may not delete the row or change it away from 'admin'. Requests without a user (the service_role
-- key of the function, the SQL editor as postgres, Supabase Auth deleting a user) are not concerned.
-- Invoker: nothing here reads a table; the trigger is named to fire before user_roles_keep_last_admin, so the
-- clearer of the two messages wins when the last admin tries it.
create or replace function private.forbid_self_revoke() returns trigger
language plpgsql set search_path = '' as $$
begin
  if old.role = 'admin' and old.user_id = (select auth.uid())
     and (tg_op = 'DELETE' or new.role is distinct from 'admin' or new.user_id is distinct from old.user_id) then
    raise exception 'Du kan inte ta bort din egen behörighet'
      using errcode = '42501', hint = 'cannot_revoke_self',
            detail = 'En annan administratör kan ta bort den under Administratörer.';
  end if;
  return coalesce(new, old);
end $$;
revoke all on function private.forbid_self_revoke() from public, anon, authenticated;

create trigger user_roles_forbid_self_revoke before update or delete on public.user_roles
  for each row execute function private.forbid_self_revoke();
