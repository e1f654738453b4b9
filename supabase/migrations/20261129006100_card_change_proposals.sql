-- Issue 35 part B: changes to what the public sees about a published card wait for a second pair of eyes.
--
-- * private.card_term_columns: the columns that are a card's public terms (rates, fees, the representative example,
--   the apply link, sponsored, rank, publication). A new such column is one insert here.
-- * public.card_change_proposals: one proposed change of a card's terms (the card's version it was based on, the
--   proposed values, who proposed it, pending → approved/rejected, the reason, who decided and when). Staff (admins
--   and editors) propose and read; only propose_card_change, approve_card_change and reject_card_change move it.
-- * public.approval_settings: one row; admin_terms_need_approval makes admins propose too (a four-eyes rule).
-- * The database refuses a direct write of a published card's terms by an editor always, and by an admin while the
--   setting is on (42501, hint proposal_required); the approval writes through public.save_card (same RLS, CHECKs,
--   the credit caps' trigger, and the PT409 conflict when the card changed since the proposal), its history rows
--   tagged with the proposal's change set (change_kind 'proposal'): actor = the approver, the proposal = the proposer.
-- The roles come from private.is_admin / private.is_staff / private.staff_write_allowed (20261129005000).

-- The public terms --------------------------------------------------------------------------------------------------
create table private.card_term_columns (name text primary key);
alter table private.card_term_columns enable row level security;
revoke all on private.card_term_columns from public, anon, authenticated;
grant all on private.card_term_columns to service_role;
insert into private.card_term_columns (name) values
  ('nominal_rate_min'), ('nominal_rate_max'), ('effective_rate'),
  ('annual_fee'), ('setup_fee'), ('invoice_fee'), ('extra_card_fee'), ('withdrawal_fee_fixed'),
  ('withdrawal_fee_percent'), ('currency_surcharge_percent'),
  ('example_credit_amount'), ('example_term_months'), ('example_total_payable'), ('example_monthly_payment'),
  ('example_updated_on'),
  ('apply_url'), ('is_sponsored'), ('sort_rank'),
  ('is_published'), ('publish_from'), ('publish_until');

-- The keys of p_values that are no public term of a card (null when there are none).
create or replace function private.card_non_term_keys(p_values jsonb) returns text
language sql stable security definer set search_path = '' as $$
  select pg_catalog.string_agg(k, ', ' order by k)
    from pg_catalog.jsonb_object_keys(p_values) as k
   where not exists (select 1 from private.card_term_columns t where t.name = k)
$$;
revoke all on function private.card_non_term_keys(jsonb) from public, anon;
grant execute on function private.card_non_term_keys(jsonb) to authenticated, service_role;

-- The setting ---------------------------------------------------------------------------------------------------
create table public.approval_settings (
  id boolean primary key default true constraint approval_settings_single_row check (id),
  admin_terms_need_approval boolean not null default false,
  created_at timestamptz not null default now()
);
select private.manage_table('public.approval_settings');
insert into public.approval_settings (id) values (true);

-- One row, as the migration made it: admins switch the setting, nobody adds or removes the row (as retention_rules).
create or replace function private.approval_settings_fixed() returns trigger
language plpgsql set search_path = '' as $$
begin
  if current_user in ('postgres', 'supabase_admin') or tg_op = 'UPDATE' then
    return coalesce(new, old);
  end if;
  raise exception 'Inställningen finns alltid; den kan bara slås på eller av.' using errcode = '42501';
end $$;
revoke all on function private.approval_settings_fixed() from public, anon, authenticated;
create trigger approval_settings_fixed before insert or delete on public.approval_settings
  for each row execute function private.approval_settings_fixed();

create or replace function private.admin_terms_need_approval() returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((select s.admin_terms_need_approval from public.approval_settings s where s.id), false)
$$;
revoke all on function private.admin_terms_need_approval() from public, anon, authenticated;
grant execute on function private.admin_terms_need_approval() to authenticated, service_role;

-- The proposals -------------------------------------------------------------------------------------------------
create table public.card_change_proposals (
  id bigint generated always as identity primary key,
  card_id bigint not null references public.credit_cards (id) on delete cascade,
  base_version bigint not null,
  changes jsonb not null constraint card_change_proposals_changes_object
    check (pg_catalog.jsonb_typeof(changes) = 'object' and changes <> '{}'::jsonb
           and pg_catalog.octet_length(changes::text) <= 16384),
  proposed_by uuid not null default auth.uid() references auth.users (id) on delete cascade,
  status text not null default 'pending'
    constraint card_change_proposals_status_valid check (status in ('pending', 'approved', 'rejected')),
  reason text,
  decided_by uuid references auth.users (id) on delete set null,
  decided_at timestamptz,
  -- The history rows the approval writes on the card carry it (audit_log.change_set, change_kind 'proposal').
  change_set uuid not null default gen_random_uuid() constraint card_change_proposals_change_set_key unique,
  created_at timestamptz not null default now(),
  constraint card_change_proposals_decided check ((status = 'pending') = (decided_at is null)),
  constraint card_change_proposals_rejection_requires_reason
    check (status <> 'rejected' or pg_catalog.btrim(coalesce(reason, '')) <> '')
);
create index card_change_proposals_card_id_idx on public.card_change_proposals (card_id, status);
create index card_change_proposals_status_idx on public.card_change_proposals (status, created_at);
create index card_change_proposals_proposed_by_idx on public.card_change_proposals (proposed_by);
create index card_change_proposals_decided_by_idx on public.card_change_proposals (decided_by);

-- Admins and editors read them and propose (as themselves, pending); updates and deletes are the admins'
-- (manage_table's policies).
create policy "staff reads card_change_proposals" on public.card_change_proposals for select to authenticated
  using ((select private.is_admin()) or (select private.is_editor()));
create policy "staff proposes card changes" on public.card_change_proposals for insert to authenticated
  with check (((select private.admin_write_allowed()) or (select private.editor_write_allowed()))
              and proposed_by = (select auth.uid()) and status = 'pending');
select private.manage_table('public.card_change_proposals', '{"reason": 1000}');

-- What a proposal may hold and how it moves, whoever writes it: only term columns; the proposer is the caller; only
-- a pending proposal changes; the decision names its maker; approval only inside approve_card_change (which sets
-- app.card_proposal) and never by the proposer.
create or replace function private.card_change_proposal_guard() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_unknown text := private.card_non_term_keys(new.changes);
begin
  if v_unknown is not null then
    raise exception 'Ett förslag får bara ändra kortets villkor (räntor, avgifter, räkneexempel, ansökningslänk, sponsring, rangordning, publicering), inte %.', v_unknown
      using errcode = '22023', hint = 'proposal_terms_only';
  end if;
  if tg_op = 'INSERT' then
    new.proposed_by := coalesce(auth.uid(), new.proposed_by);
    if new.status <> 'pending' or new.decided_by is not null or new.decided_at is not null then
      raise exception 'Ett nytt förslag väntar på granskning; det kan inte vara beslutat.' using errcode = '22023';
    end if;
    return new;
  end if;
  if old.status <> 'pending' then
    raise exception 'Förslaget är redan %.', case old.status when 'approved' then 'godkänt' else 'avvisat' end
      using errcode = '22023', hint = 'proposal_decided';
  end if;
  if (new.card_id, new.base_version, new.proposed_by, new.change_set, new.created_at)
     is distinct from (old.card_id, old.base_version, old.proposed_by, old.change_set, old.created_at) then
    raise exception 'Ett förslags kort, version och förslagsställare går inte att ändra.' using errcode = '42501';
  end if;
  if new.status <> old.status then
    if new.status = 'approved' then
      if old.proposed_by = auth.uid() then
        raise exception 'Du kan inte godkänna ditt eget förslag: en annan administratör måste granska det.'
          using errcode = '42501', hint = 'self_approval';
      end if;
      if coalesce(current_setting('app.card_proposal', true), '') <> old.id::text then
        raise exception 'Ett förslag godkänns med approve_card_change, som också skriver ändringen.'
          using errcode = '42501';
      end if;
    elsif pg_catalog.btrim(coalesce(new.reason, '')) = '' then
      raise exception 'Ange varför förslaget avvisas.' using errcode = '22023', hint = 'reason_required';
    end if;
    new.decided_by := coalesce(auth.uid(), new.decided_by);
    new.decided_at := now();
  end if;
  return new;
end $$;
revoke all on function private.card_change_proposal_guard() from public, anon, authenticated;
create trigger card_change_proposals_guard before insert or update on public.card_change_proposals
  for each row execute function private.card_change_proposal_guard();

-- The history: the approval's rows on the card carry the proposal's change set with the kind 'proposal'.
alter table public.audit_log drop constraint audit_log_change_kind_valid;
alter table public.audit_log add constraint audit_log_change_kind_valid
  check (change_kind in ('bulk_edit', 'import', 'undo', 'proposal'));

-- Published cards' terms: a direct write is refused where a proposal is required ------------------------------
-- API callers only (auth.uid() set): migrations, the seed and jobs write as before. A card counts as published when
-- it is or becomes published (so publishing is a term change too). Inside approve_card_change
-- (app.card_proposal set for the transaction; PostgREST offers clients no way to set it) the write is the approval.
create or replace function private.credit_cards_term_guard() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_changed text;
begin
  if auth.uid() is null or coalesce(current_setting('app.card_proposal', true), '') <> '' then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.is_published and not private.is_admin() then
      raise exception 'Bara en administratör kan publicera ett kort: spara det opublicerat och skicka publiceringen för godkännande.'
        using errcode = '42501', hint = 'proposal_required';
    end if;
    return new;
  end if;
  if not (old.is_published or new.is_published) then
    return new;
  end if;
  select pg_catalog.string_agg(t.name, ', ' order by t.name) into v_changed
    from private.card_term_columns t
   where pg_catalog.to_jsonb(old) -> t.name is distinct from pg_catalog.to_jsonb(new) -> t.name;
  if v_changed is null then
    return new;
  end if;
  if not private.is_admin() then
    raise exception 'Ett publicerat korts villkor (%) ändras inte direkt: skicka ändringen för godkännande.', v_changed
      using errcode = '42501', hint = 'proposal_required';
  end if;
  if private.admin_terms_need_approval() then
    raise exception 'Ändringar av ett publicerat korts villkor (%) kräver en annan administratörs godkännande: skicka ändringen för godkännande.', v_changed
      using errcode = '42501', hint = 'proposal_required';
  end if;
  return new;
end $$;
revoke all on function private.credit_cards_term_guard() from public, anon, authenticated;
create trigger credit_cards_term_guard before insert or update on public.credit_cards
  for each row execute function private.credit_cards_term_guard();

-- The RPCs --------------------------------------------------------------------------------------------------------
-- Proposes p_values (term columns only) for the card as it was at p_version; values equal to the card's are left
-- out. Invoker: the proposal's insert policy (staff, aal2 with MFA) and the card's read policy apply.
create or replace function public.propose_card_change(p_card_id bigint, p_version bigint, p_values jsonb)
returns public.card_change_proposals
language plpgsql security invoker set search_path = '' as $$
declare
  v_card public.credit_cards;
  v_changes jsonb;
  v_unknown text;
  v_proposal public.card_change_proposals;
begin
  if not private.staff_write_allowed() then
    raise exception 'Du saknar behörighet att föreslå ändringar.' using errcode = '42501';
  end if;
  if p_values is null or pg_catalog.jsonb_typeof(p_values) <> 'object' then
    raise exception 'Förslaget ändrar inget.' using errcode = '22023', hint = 'proposal_empty';
  end if;
  v_unknown := private.card_non_term_keys(p_values);
  if v_unknown is not null then
    raise exception 'Ett förslag får bara ändra kortets villkor (räntor, avgifter, räkneexempel, ansökningslänk, sponsring, rangordning, publicering), inte %.', v_unknown
      using errcode = '22023', hint = 'proposal_terms_only';
  end if;
  select * into v_card from public.credit_cards c where c.id = p_card_id;
  if not found then
    raise exception 'Kortet finns inte.' using errcode = 'P0002';
  end if;
  if v_card.version <> p_version then
    raise exception 'version_conflict'
      using errcode = 'PT409', detail = format('credit_cards %s is not at version %s', p_card_id, p_version);
  end if;
  select pg_catalog.jsonb_object_agg(v.key, v.value) into v_changes
    from pg_catalog.jsonb_each(p_values) v
   where pg_catalog.to_jsonb(v_card) -> v.key is distinct from v.value;
  if v_changes is null then
    raise exception 'Förslaget ändrar inget.' using errcode = '22023', hint = 'proposal_empty';
  end if;
  insert into public.card_change_proposals (card_id, base_version, changes)
    values (p_card_id, p_version, v_changes)
    returning * into v_proposal;
  return v_proposal;
end $$;
revoke all on function public.propose_card_change(bigint, bigint, jsonb) from public, anon, authenticated;
grant execute on function public.propose_card_change(bigint, bigint, jsonb) to authenticated;

-- Approves a pending proposal of someone else and writes it through save_card at the proposal's base version (or
-- p_version_override: the card's current version, when the approver has seen the conflict and overwrites
-- knowingly); p_changes, when given, replaces the proposed values first ("Redigera och godkänn", recorded in the
-- proposal's own history). Invoker: the card's update policy, its CHECKs and triggers apply to the approver.
create or replace function public.approve_card_change(
  p_id bigint,
  p_version_override bigint default null,
  p_changes jsonb default null
) returns public.credit_cards
language plpgsql security invoker set search_path = '' as $$
declare
  v_proposal public.card_change_proposals;
  v_saved public.credit_cards;
begin
  if not private.admin_write_allowed() then
    raise exception 'Endast administratörer får godkänna förslag.' using errcode = '42501';
  end if;
  select * into v_proposal from public.card_change_proposals p where p.id = p_id for update;
  if not found then
    raise exception 'Förslaget finns inte.' using errcode = 'P0002';
  end if;
  if v_proposal.status <> 'pending' then
    raise exception 'Förslaget är redan %.', case v_proposal.status when 'approved' then 'godkänt' else 'avvisat' end
      using errcode = '22023', hint = 'proposal_decided';
  end if;
  if v_proposal.proposed_by = auth.uid() then
    raise exception 'Du kan inte godkänna ditt eget förslag: en annan administratör måste granska det.'
      using errcode = '42501', hint = 'self_approval';
  end if;
  if p_changes is not null and p_changes is distinct from v_proposal.changes then
    update public.card_change_proposals p set changes = p_changes where p.id = p_id
      returning * into v_proposal;
  end if;
  perform set_config('app.card_proposal', p_id::text, true);
  perform set_config('app.change_set', v_proposal.change_set::text, true);
  perform set_config('app.change_kind', 'proposal', true);
  v_saved := public.save_card(v_proposal.card_id, coalesce(p_version_override, v_proposal.base_version),
                              v_proposal.changes, null);
  perform set_config('app.change_set', '', true);
  perform set_config('app.change_kind', '', true);
  update public.card_change_proposals p set status = 'approved' where p.id = p_id;
  perform set_config('app.card_proposal', '', true);
  return v_saved;
end $$;
revoke all on function public.approve_card_change(bigint, bigint, jsonb) from public, anon, authenticated;
grant execute on function public.approve_card_change(bigint, bigint, jsonb) to authenticated;

-- Rejects a pending proposal with a reason (required).
create or replace function public.reject_card_change(p_id bigint, p_reason text)
returns public.card_change_proposals
language plpgsql security invoker set search_path = '' as $$
declare
  v_proposal public.card_change_proposals;
begin
  if not private.admin_write_allowed() then
    raise exception 'Endast administratörer får avvisa förslag.' using errcode = '42501';
  end if;
  if pg_catalog.btrim(coalesce(p_reason, '')) = '' then
    raise exception 'Ange varför förslaget avvisas.' using errcode = '22023', hint = 'reason_required';
  end if;
  update public.card_change_proposals p set status = 'rejected', reason = pg_catalog.btrim(p_reason)
   where p.id = p_id
  returning * into v_proposal;
  if not found then
    raise exception 'Förslaget finns inte.' using errcode = 'P0002';
  end if;
  return v_proposal;
end $$;
revoke all on function public.reject_card_change(bigint, text) from public, anon, authenticated;
grant execute on function public.reject_card_change(bigint, text) to authenticated;

-- The rule check of today's rule set (private.card_cap_problems) on the card as it would be after the proposal.
create or replace function public.card_change_proposal_problems(p_id bigint)
returns table (code text, message text, field text)
language plpgsql stable security invoker set search_path = '' as $$
declare
  v_card public.credit_cards;
begin
  if not private.is_staff() then
    raise exception 'Du saknar behörighet för den här åtgärden.' using errcode = '42501';
  end if;
  select (pg_catalog.jsonb_populate_record(c, p.changes)).* into v_card
    from public.card_change_proposals p
    join public.credit_cards c on c.id = p.card_id
   where p.id = p_id;
  if v_card.id is null then
    return;
  end if;
  return query select r.code, r.message, r.field from private.card_cap_problems(v_card, now()) r;
end $$;
revoke all on function public.card_change_proposal_problems(bigint) from public, anon, authenticated;
grant execute on function public.card_change_proposal_problems(bigint) to authenticated;

-- An editor's attempt to decide or remove a proposal is refused with a reason (42501, 20261129005100's
-- private.refuse_editor), not answered "0 rows".
create policy "editors delete nothing in card_change_proposals" on public.card_change_proposals as restrictive
  for delete to authenticated using ((select private.refuse_editor('ta bort något')));
create policy "editors change nothing in card_change_proposals" on public.card_change_proposals as restrictive
  for update to authenticated using ((select private.refuse_editor('ändra här')));
