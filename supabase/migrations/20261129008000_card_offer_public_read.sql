-- Issue 33, left by 20261128006000: anon read a card's raw offer text (bonus_description) also outside the offer's
-- window; only the computed column current_offer honoured offer_ends_at. The public read API now shows an offer only
-- while it runs:
--
-- 1. Column privileges (as Supabase's "Column Level Security" guide does): anon may select every column of
--    credit_cards except bonus_description. A request naming it, or `select=*`, is refused (42501); the public site
--    names its columns. A column added to credit_cards later is not readable by anon until a migration grants it
--    (tests/integration/card-offer-privileges.test.ts fails until then, naming the column).
-- 2. The offer anon may show is public.card_offers (one row per card with an offer, kept by a trigger from
--    credit_cards.bonus_description), whose read policy is the card's publication window and the offer's end:
--    GET /rest/v1/credit_cards?select=id,name,card_offers(offer) gives the offer while it runs and null after
--    offer_ends_at, with no job (the policy compares with now()). A computed column of the card (current_offer)
--    cannot serve anon: PostgREST passes it the whole row, which needs the privilege on every column.
--
-- Signed-in non-admins (authenticated) keep the table-level privilege: admins share that role and the admin app
-- reads whole cards. The public site reads as anon.

-- 1. anon: every column but the raw offer.
revoke select on public.credit_cards from anon;
do $$
declare
  v_columns text;
begin
  select string_agg(format('%I', a.attname), ', ' order by a.attnum) into v_columns
    from pg_catalog.pg_attribute a
   where a.attrelid = 'public.credit_cards'::regclass and a.attnum > 0 and not a.attisdropped
     and a.attname <> 'bonus_description';
  execute format('grant select (%s) on public.credit_cards to anon', v_columns);
end $$;

-- 2. The offer as the public may read it.
create table public.card_offers (
  card_id bigint primary key references public.credit_cards (id) on delete cascade,
  offer text not null constraint card_offers_offer_length check (char_length(offer) <= 2000)
);
comment on table public.card_offers is
  'The offer text of a card (credit_cards.bonus_description, copied by a trigger); the public reads it while the card is public and before offer_ends_at.';
alter table public.card_offers enable row level security;
revoke all on public.card_offers from anon, authenticated;
grant select on public.card_offers to anon, authenticated;
grant all on public.card_offers to service_role;

create policy "public reads running offers of public cards, admin reads all" on public.card_offers for select
  to anon, authenticated
  using ((select private.is_admin()) or exists (
    select 1 from public.credit_cards c
     where c.id = card_id and private.card_is_public(c.is_published, c.publish_from, c.publish_until)
       and (c.offer_ends_at is null or c.offer_ends_at > now())));

-- Kept by the card's writes only (the form, bulk edit, import, undo all write credit_cards).
create or replace function private.sync_card_offer() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.bonus_description is null or btrim(new.bonus_description) = '' then
    delete from public.card_offers where card_id = new.id;
  else
    insert into public.card_offers (card_id, offer) values (new.id, new.bonus_description)
    on conflict (card_id) do update set offer = excluded.offer where card_offers.offer is distinct from excluded.offer;
  end if;
  return null;
end $$;
revoke all on function private.sync_card_offer() from public;

create trigger credit_cards_sync_offer
  after insert or update of bonus_description on public.credit_cards
  for each row execute function private.sync_card_offer();

insert into public.card_offers (card_id, offer)
select id, bonus_description from public.credit_cards
 where bonus_description is not null and btrim(bonus_description) <> '';

-- The card's computed columns need the whole row: anon cannot call them any more, so it is not offered them.
revoke execute on function public.current_offer(public.credit_cards) from anon;
revoke execute on function public.publication_state(public.credit_cards) from anon;
