-- Issue 20: the bulk field edit and the price-list import are compare-and-set, like every other write. Each change
-- now carries the version its row had when the editor previewed it: {"id": …, "version": …, "values": {…}}. A
-- change without a version is refused (22023); a row that moved since (another editor saved it) refuses the whole
-- call with SQLSTATE PT409, which PostgREST answers with HTTP 409 as the bump_version trigger's conflicts
-- (20261125120000); the HINT is the moved card's id, so the client can name who changed it (last_change). The
-- trigger bumps each written row by exactly one, so an undo carries version + 1 of what it wrote.
-- Same signature as 20261124120700 (types unchanged); only the version check is new.
-- Superseded by 20261126120000_card_change_sets.sql, which drops this signature and creates
-- public.bulk_update_cards(jsonb, uuid, text) with the version check set-based; on a fresh deploy nothing calls this
-- version before it is dropped, so the body written here before is left to git history.
create or replace function public.bulk_update_cards(p_changes jsonb) returns integer
language plpgsql security invoker set search_path = '' as $$
begin
  raise exception 'Ersatt av bulk_update_cards(jsonb, uuid, text)' using errcode = '0A000';
end $$;
