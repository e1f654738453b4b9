-- Issue 31: what a hostile request or an unlucky moment could still do to the database.
--
-- Item 12: the history named an actor by raw_user_meta_data.full_name, which every signed-in user sets for
-- themselves (PUT /auth/v1/user { data }), so an admin could appear in the audit trail under another admin's name or
-- e-mail. audit_actors now reads full_name from raw_app_meta_data, which only the service role sets (Supabase Auth
-- refuses app_metadata from the user: "Updating app_metadata requires admin privileges"): set a name with
-- auth.admin.updateUserById(id, { app_metadata: { full_name } }). Without one the app shows the e-mail. Names in
-- user metadata are not carried over: they may already be chosen by the user.
-- The same actors as 20261126140000's function (everyone in the audit log and every admin), named from app_metadata:
-- the function is 20261129005100_editor_rls.sql's (create or replace; signature and grants are 20261126140000's). On
-- a fresh deploy nothing calls it in between, so this version's body is left to git history.

-- Item 14: an inquiry from the public site could arrive marked publish_as_faq; only an admin decides that.
-- As 20261122100000's expert_inquiries_public_defaults, plus publish_as_faq.
create or replace function private.expert_inquiries_public_defaults() returns trigger
language plpgsql set search_path = '' as $$
begin
  if private.is_public_caller() then
    new.status := 'pending';
    new.assigned_to := null;
    new.answer := null;
    new.answered_at := null;
    new.internal_note := null;
    new.closed_at := null;
    new.publish_as_faq := false;
    new.created_at := now();
  end if;
  return new;
end $$;
revoke all on function private.expert_inquiries_public_defaults() from public, anon, authenticated;

-- Item 13: a card deleted between the bulk edit's or import's preview and the write raised P0002 in
-- private.write_card_changes, which PostgREST answers with 500; a change without a usable id did the same.
-- 20261126120000's bulk_update_cards becomes private.bulk_update_card_set, unchanged; public.bulk_update_cards first
-- refuses a change without an id (22023, HTTP 400) and answers a deleted card (write_card_changes' P0002, raised
-- after it has locked the cards) as the conflict it is: PT409 with the card's id as HINT, as for a card changed since
-- the preview (the client names who deleted it from the history).
alter function public.bulk_update_cards(jsonb, uuid, text) rename to bulk_update_card_set;
alter function public.bulk_update_card_set(jsonb, uuid, text) set schema private;
revoke all on function private.bulk_update_card_set(jsonb, uuid, text) from public, anon, authenticated;
grant execute on function private.bulk_update_card_set(jsonb, uuid, text) to authenticated, service_role;

create function public.bulk_update_cards(p_changes jsonb, p_change_set uuid default null, p_kind text default 'bulk_edit')
returns integer language plpgsql security invoker set search_path = '' as $$
declare
  v_gone text;
begin
  if not private.admin_write_allowed() then
    raise exception 'Endast administratörer får ändra kort' using errcode = '42501';
  end if;
  if jsonb_typeof(p_changes) = 'array' then
    if exists (select 1 from jsonb_array_elements(p_changes) e
                where jsonb_typeof(e) is distinct from 'object'
                   or coalesce(jsonb_typeof(e -> 'id'), '') not in ('number', 'string')
                   or coalesce(jsonb_typeof(e -> 'values'), 'object') <> 'object') then
      raise exception 'Varje ändring ska ha ett kort-id och värden' using errcode = '22023';
    end if;
  end if;
  return private.bulk_update_card_set(p_changes, p_change_set, p_kind);
exception when no_data_found then
  -- write_card_changes found a card of the change gone (it locks them first): the conflict, naming that card.
  select e ->> 'id' into v_gone from jsonb_array_elements(p_changes) e
   where not exists (select 1 from public.credit_cards c where c.id = (e ->> 'id')::bigint)
   order by (e ->> 'id')::bigint limit 1;
  if v_gone is null then
    raise;
  end if;
  raise exception 'version_conflict'
    using errcode = 'PT409', hint = v_gone, detail = format('credit_cards %s was deleted since the preview', v_gone);
end $$;
revoke all on function public.bulk_update_cards(jsonb, uuid, text) from public, anon, authenticated;
grant execute on function public.bulk_update_cards(jsonb, uuid, text) to authenticated, service_role;

-- Item 13: undo_card_changes without a change set, or with one that does not exist, raised P0002 (PostgREST: 500).
-- 20261126120000's function becomes private.undo_card_change_set, unchanged; public.undo_card_changes checks the
-- argument first: 22023 (HTTP 400) for none, PT404 (HTTP 404) for an unknown change set.
alter function public.undo_card_changes(uuid) rename to undo_card_change_set;
alter function public.undo_card_change_set(uuid) set schema private;
revoke all on function private.undo_card_change_set(uuid) from public, anon, authenticated;
grant execute on function private.undo_card_change_set(uuid) to authenticated, service_role;

create function public.undo_card_changes(p_change_set uuid) returns integer
language plpgsql security invoker set search_path = '' as $$
begin
  if not private.admin_write_allowed() then
    raise exception 'Endast administratörer får ändra kort' using errcode = '42501';
  end if;
  if p_change_set is null then
    raise exception 'Ange vilken ändring som ska ångras' using errcode = '22023';
  end if;
  if not exists (select 1 from public.audit_log a
                  where a.change_set = p_change_set and a.change_kind in ('bulk_edit', 'import')) then
    raise exception 'Ändringen % finns inte', p_change_set using errcode = 'PT404';
  end if;
  return private.undo_card_change_set(p_change_set);
end $$;
revoke all on function public.undo_card_changes(uuid) from public, anon, authenticated;
grant execute on function public.undo_card_changes(uuid) to authenticated, service_role;
