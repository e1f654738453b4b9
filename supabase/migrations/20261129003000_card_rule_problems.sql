-- Issue 34, part A: the rules a published card must satisfy, as data by date and judged in one place.
--
-- A rule set (public.credit_rule_sets, 20261128003200_credit_caps.sql) now names everything a published card must
-- satisfy from its valid_from: the fields it must have (required_fields), the representative example computed as
-- the law computes it within tolerances (example_tolerance_kr, effective_rate_tolerance_pp; the computation is
-- 20261124120600_representative_example.sql's), the interest cap (interest_margin_pp over the reference rate), the
-- cost cap and the warning text the card must carry (Directive (EU) 2023/2225 art. 8: "Att låna pengar kostar
-- pengar"). private.card_rule_problems(card, at) judges a card by the rule set valid at a moment and is the only
-- copy of the rules in the database: the write trigger, private.card_cap_problems, the pre-flight report and the
-- terms-on-a-date page call it. src/resources/cards/creditRules.ts is its TypeScript twin (compared on random cards and dates in
-- tests/integration/creditCaps.test.ts).
--
-- The four CHECK constraints that held the published-card requirements (credit_cards_published_requires_example
-- and the three credit_cards_*_consistent) are dropped: the trigger refuses the same rows under the same constraint
-- names (SQLSTATE 23514), so the app's messages stay, and the requirements now come from the rule set. Before the
-- first rule set the earliest one's fields and example tolerances apply (no caps, no warning), so the database
-- never stops refusing a published card without a correct representative example.

-- The standard information the new rules add (Directive (EU) 2023/2225 art. 10: the borrowing rate, whether fixed
-- or variable) and the warning the card is advertised with.
alter table public.credit_cards
  add column rate_type text constraint credit_cards_rate_type_valid check (rate_type in ('fixed', 'variable')),
  add column credit_warning text constraint credit_cards_credit_warning_length check (char_length(credit_warning) <= 200);

-- The fields a rule set may require of a published card.
create or replace function private.card_rule_fields() returns text[]
language sql immutable set search_path = '' as $$
  select array['effective_rate', 'nominal_rate_min', 'example_credit_amount', 'example_term_months',
               'example_total_payable', 'example_monthly_payment', 'example_updated_on', 'rate_type']
$$;
revoke all on function private.card_rule_fields() from public, anon;
grant execute on function private.card_rule_fields() to authenticated, service_role;

alter table public.credit_rule_sets
  add column required_fields text[] not null
    default array['effective_rate', 'nominal_rate_min', 'example_credit_amount', 'example_term_months',
                  'example_total_payable', 'example_monthly_payment', 'example_updated_on']
    constraint credit_rule_sets_required_fields_known check (required_fields <@ private.card_rule_fields()),
  add column example_tolerance_kr numeric(6, 2) not null default 1
    constraint credit_rule_sets_example_tolerance_kr_range check (example_tolerance_kr between 0 and 100),
  add column effective_rate_tolerance_pp numeric(4, 2) not null default 0.1
    constraint credit_rule_sets_effective_rate_tolerance_pp_range check (effective_rate_tolerance_pp between 0 and 5),
  add column warning_text text
    constraint credit_rule_sets_warning_text_length check (char_length(warning_text) <= 200),
  add constraint credit_rule_sets_required_fields_length check (private.max_char_length(required_fields) <= 40);

-- The two seeded rule sets: the caps of 1 March 2025 in both; from 20 November 2026 also the warning and whether
-- the rate is fixed or variable.
update public.credit_rule_sets set warning_text = null, required_fields = default where valid_from = '2025-03-01';
update public.credit_rule_sets
   set warning_text = 'Att låna pengar kostar pengar',
       required_fields = array['effective_rate', 'nominal_rate_min', 'example_credit_amount', 'example_term_months',
                               'example_total_payable', 'example_monthly_payment', 'example_updated_on', 'rate_type']
 where valid_from = '2026-11-20';
alter table public.credit_rule_sets add constraint credit_rule_sets_warning_requires_text
  check (not warning_required or coalesce(btrim(warning_text), '') <> '');

-- A card's field is missing: null, or a blank text.
create or replace function private.card_field_missing(p_card jsonb, p_field text) returns boolean
language sql immutable set search_path = '' as $$
  select p_card -> p_field is null or jsonb_typeof(p_card -> p_field) = 'null'
      or (jsonb_typeof(p_card -> p_field) = 'string' and btrim(p_card ->> p_field) = '')
$$;
revoke all on function private.card_field_missing(jsonb, text) from public, anon;
grant execute on function private.card_field_missing(jsonb, text) to authenticated, service_role;

-- Swedish: a number as Sweden writes it (decimal comma).
create or replace function private.sv_number(p_value numeric) returns text
language sql immutable set search_path = '' as $$
  select replace(trim_scale(p_value)::text, '.', ',')
$$;
revoke all on function private.sv_number(numeric) from public, anon;
grant execute on function private.sv_number(numeric) to authenticated, service_role;

-- The caps' checks stay as 20261128003200_credit_caps.sql wrote them, under a new name: card_rule_problems calls
-- them, and private.card_cap_problems becomes the caps' rows of card_rule_problems (below), so each rule is written
-- once.
alter function private.card_cap_problems(public.credit_cards, timestamptz) rename to card_cap_checks;
revoke all on function private.card_cap_checks(public.credit_cards, timestamptz) from authenticated;

-- What a card breaks under the rules valid at `at` (as if it were published then): code, Swedish message, field.
-- Codes: published_requires_example (a missing example field or the rates), published_requires_information (a
-- missing information field such as rate_type), example_monthly_payment_consistent, example_total_payable_consistent,
-- effective_rate_consistent, interest_cap, cost_cap, credit_warning_required. Figures outside their columns' ranges
-- are not computed (the columns' own CHECK constraints refuse them).
create or replace function private.card_rule_problems(card public.credit_cards, at timestamptz)
returns table (code text, message text, field text)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_rules public.credit_rule_sets := private.credit_rule_set_at(at);
  v_in_force boolean := v_rules.id is not null;
  v_json jsonb := to_jsonb(card);
  v_field text;
  v_computable boolean;
  v_computed double precision;
begin
  if not v_in_force then
    -- before the first rule set: its fields and example, without caps or warning
    select s.* into v_rules from public.credit_rule_sets s order by s.valid_from limit 1;
    if not found then
      return;
    end if;
  end if;

  foreach v_field in array v_rules.required_fields loop
    if private.card_field_missing(v_json, v_field) then
      field := v_field;
      if v_field = 'rate_type' then
        code := 'published_requires_information';
        message := 'Ett publicerat kort måste ange om räntan är fast eller rörlig.';
      else
        code := 'published_requires_example';
        message := 'Ett publicerat kort måste ha ' || case v_field
          when 'effective_rate' then 'effektiv ränta'
          when 'nominal_rate_min' then 'nominell ränta'
          when 'example_credit_amount' then 'kreditbelopp i räkneexemplet'
          when 'example_term_months' then 'löptid i räkneexemplet'
          when 'example_total_payable' then 'totalt att betala i räkneexemplet'
          when 'example_monthly_payment' then 'månadsbelopp i räkneexemplet'
          when 'example_updated_on' then 'datum för räkneexemplet'
          else v_field end || '.';
      end if;
      return next;
    end if;
  end loop;

  -- The representative example as the law computes it (the same inputs and tolerances as the dropped CHECKs).
  v_computable := card.example_credit_amount > 0 and card.example_term_months between 1 and 360
    and card.nominal_rate_min between 0 and 100 and coalesce(card.setup_fee, 0) >= 0
    and coalesce(card.invoice_fee, 0) >= 0 and coalesce(card.annual_fee, 0) >= 0;
  if coalesce(v_computable, false) then
    if card.example_monthly_payment is not null then
      v_computed := private.card_example_monthly_payment(card.example_credit_amount, card.example_term_months,
        card.nominal_rate_min::double precision, coalesce(card.invoice_fee, 0));
      if abs(card.example_monthly_payment - v_computed) > v_rules.example_tolerance_kr + 1e-9 then
        code := 'example_monthly_payment_consistent';
        field := 'example_monthly_payment';
        message := format('Månadsbeloppet %s kr stämmer inte med räkneexemplets villkor, som ger %s kr (högst %s kr avvikelse tillåts).',
          card.example_monthly_payment, private.sv_number(round(v_computed::numeric, 2)),
          private.sv_number(v_rules.example_tolerance_kr));
        return next;
      end if;
    end if;
    if card.example_total_payable is not null then
      v_computed := private.card_example_total_payable(card.example_credit_amount, card.example_term_months,
        card.nominal_rate_min::double precision, coalesce(card.setup_fee, 0), coalesce(card.invoice_fee, 0),
        coalesce(card.annual_fee, 0));
      if abs(card.example_total_payable - v_computed) > v_rules.example_tolerance_kr + 1e-9 then
        code := 'example_total_payable_consistent';
        field := 'example_total_payable';
        message := format('Totalt att betala %s kr stämmer inte med räkneexemplets villkor, som ger %s kr (högst %s kr avvikelse tillåts).',
          card.example_total_payable, private.sv_number(round(v_computed::numeric, 2)),
          private.sv_number(v_rules.example_tolerance_kr));
        return next;
      end if;
    end if;
    if card.effective_rate is not null then
      v_computed := private.card_example_effective_rate(card.example_credit_amount, card.example_term_months,
        card.nominal_rate_min::double precision, coalesce(card.setup_fee, 0), coalesce(card.invoice_fee, 0),
        coalesce(card.annual_fee, 0));
      if v_computed is null
         or abs(card.effective_rate::double precision - v_computed) > v_rules.effective_rate_tolerance_pp + 1e-9 then
        code := 'effective_rate_consistent';
        field := 'effective_rate';
        message := case when v_computed is null
          then 'Räkneexemplets avgifter är större än kreditbeloppet: ingen effektiv ränta kan beräknas.'
          else format('Effektiva räntan %s %% stämmer inte med räkneexemplets villkor, som ger %s %% (högst %s procentenheters avvikelse tillåts).',
            private.sv_number(card.effective_rate), private.sv_number(round(v_computed::numeric, 2)),
            private.sv_number(v_rules.effective_rate_tolerance_pp)) end;
        return next;
      end if;
    end if;
  end if;

  if not v_in_force then
    return;
  end if;

  -- The interest cap and the cost cap: the checks of 20261128003200_credit_caps.sql (renamed above).
  return query select p.code, p.message, p.field from private.card_cap_checks(card, at) p;

  -- The warning: the card's text must contain the rule set's (any case, any spacing).
  if v_rules.warning_required and position(
       lower(regexp_replace(btrim(v_rules.warning_text), '\s+', ' ', 'g'))
       in lower(regexp_replace(coalesce(card.credit_warning, ''), '\s+', ' ', 'g'))) = 0 then
    code := 'credit_warning_required';
    field := 'credit_warning';
    message := format('Ett publicerat kort måste visa varningstexten "%s".', btrim(v_rules.warning_text));
    return next;
  end if;
end $$;
revoke all on function private.card_rule_problems(public.credit_cards, timestamptz) from public, anon;
grant execute on function private.card_rule_problems(public.credit_cards, timestamptz) to authenticated, service_role;

-- The caps alone, for the callers that ask for them: the same rows of card_rule_problems (the grants of
-- 20261128003200_credit_caps.sql's function of this name).
create or replace function private.card_cap_problems(card public.credit_cards, at timestamptz)
returns table (code text, message text, field text)
language sql stable security definer set search_path = '' as $$
  select p.code, p.message, p.field from private.card_rule_problems(card, at) p
   where p.code in ('interest_cap', 'cost_cap')
$$;
revoke all on function private.card_cap_problems(public.credit_cards, timestamptz) from public, anon;
grant execute on function private.card_cap_problems(public.credit_cards, timestamptz) to authenticated, service_role;

-- The publish check. A published card is judged when it is written and what the rules read changes (insert,
-- publishing, or a change of its rates, fees, example, information or warning), by the rules valid when the public
-- will see it: now, or publish_from if that is later. A change of rank, sponsoring or texts the rules do not read
-- is not judged again (the pre-flight report lists published cards that fail the rules of a day). Raised as a CHECK
-- constraint is (SQLSTATE 23514, credit_cards_<code> in the message, the Swedish reason as the detail, the field as
-- the hint).
create or replace function private.credit_cards_within_caps() returns trigger
language plpgsql set search_path = '' as $$
declare
  v_problem record;
begin
  if not new.is_published then
    return new;
  end if;
  if tg_op = 'UPDATE' and old.is_published
     and (old.nominal_rate_min, old.nominal_rate_max, old.effective_rate, old.annual_fee, old.setup_fee,
          old.invoice_fee, old.example_credit_amount, old.example_term_months, old.example_total_payable,
          old.example_monthly_payment, old.example_updated_on, old.rate_type, old.credit_warning, old.publish_from)
         is not distinct from
         (new.nominal_rate_min, new.nominal_rate_max, new.effective_rate, new.annual_fee, new.setup_fee,
          new.invoice_fee, new.example_credit_amount, new.example_term_months, new.example_total_payable,
          new.example_monthly_payment, new.example_updated_on, new.rate_type, new.credit_warning, new.publish_from) then
    return new;
  end if;
  -- the caps first, as when the trigger ran before the example's CHECK constraints
  select * into v_problem
    from private.card_rule_problems(new, greatest(now(), coalesce(new.publish_from, now()))) with ordinality p
   order by p.code in ('interest_cap', 'cost_cap') desc, p.ordinality limit 1;
  if found then
    raise exception 'new row for relation "credit_cards" violates check constraint "credit_cards_%"', v_problem.code
      using errcode = '23514', constraint = 'credit_cards_' || v_problem.code, detail = v_problem.message,
            hint = v_problem.field, table = 'credit_cards', schema = 'public', column = v_problem.field;
  end if;
  return new;
end $$;
revoke all on function private.credit_cards_within_caps() from public, anon, authenticated;

alter table public.credit_cards
  drop constraint credit_cards_published_requires_example,
  drop constraint credit_cards_example_monthly_payment_consistent,
  drop constraint credit_cards_example_total_payable_consistent,
  drop constraint credit_cards_effective_rate_consistent;
