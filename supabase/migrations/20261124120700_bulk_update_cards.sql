-- Bulk field edit and price-list import of cards (issue 23): many cards changed in one transaction, all or nothing.
-- p_changes is a JSON array of {"id": <card id>, "values": {<column>: <new value>, …}}; only the columns an editor
-- may change in bulk are accepted. Invoker: the admins' update policy, the CHECK constraints (among them the
-- representative example's, 20261124120600) and the audit trigger (one audit_log row per card) apply to every row
-- as to a form's save; any refused row rolls the whole call back. Returns the number of cards changed.
-- Superseded: 20261125120100 replaced the body and 20261126120000_card_change_sets.sql dropped this signature for
-- public.bulk_update_cards(jsonb, uuid, text), which holds the whole logic. On a fresh deploy nothing calls this
-- version before it is dropped, so only its signature and grants remain here (a hosted project applied the full
-- body long ago; see git history).
create or replace function public.bulk_update_cards(p_changes jsonb) returns integer
language plpgsql security invoker set search_path = '' as $$
begin
  raise exception 'Ersatt av bulk_update_cards(jsonb, uuid, text)' using errcode = '0A000';
end $$;

revoke all on function public.bulk_update_cards(jsonb) from public, anon, authenticated;
grant execute on function public.bulk_update_cards(jsonb) to authenticated, service_role;
