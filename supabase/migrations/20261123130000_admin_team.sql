-- The admin team (issue 14): the last-admin rule, and who the actors of the audit log are.
-- Helpers live in `private`, which PostgREST does not expose; the one RPC in `public` is granted to
-- `authenticated` only and checks the admin role itself.

create schema if not exists private;
revoke all on schema private from public;

-- There is always at least one admin: revoking (or deleting the user of) the last admin role fails.
create or replace function private.keep_last_admin() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if old.role = 'admin' and (tg_op = 'DELETE' or new.role is distinct from 'admin') then
    -- Serialise concurrent revokes, so that two of them cannot each see the other as the remaining admin.
    perform 1 from public.user_roles r where r.role = 'admin' for update;
    if not exists (select 1 from public.user_roles r where r.role = 'admin' and r.user_id <> old.user_id) then
      raise exception 'Det måste finnas minst en administratör'
        using errcode = 'P0001', hint = 'last_admin';
    end if;
  end if;
  return coalesce(new, old);
end $$;
revoke all on function private.keep_last_admin() from public, anon, authenticated;

create trigger user_roles_keep_last_admin before update or delete on public.user_roles
  for each row execute function private.keep_last_admin();

-- public.audit_actors(), the e-mail (and since then the name) of each admin who appears in the audit log, is created
-- by 20261126140000_audit_actor_names.sql, which replaced this migration's first version (git history has it).
