-- The representative example checked as the law computes it (issue 23). A published card's stated monthly payment,
-- total amount payable and effective rate must equal the ones computed from its terms, within 1 kr and 0,1
-- percentage points, whoever writes the row (form, import, script or API). The computation is the app's
-- (src/lib/apr.ts, src/resources/cards/exampleFigures.ts), step for step, with the same assumptions:
-- the credit amount is drawn at the start, the start-up fee is paid then, the annual fee at the start of every
-- commenced year of the term, equal monthly instalments (annuity at nominal_rate_min) plus the notification fee at
-- the end of each month; the effective rate is the APR of Directive 2008/48/EC Annex I / (EU) 2023/2225 Annex III
-- (a month is 1/12 year), solved by Newton's method with a bisection fallback.

create or replace function private.card_example_monthly_payment(
  p_amount double precision, p_months integer, p_nominal double precision, p_invoice_fee double precision
) returns double precision
language plpgsql immutable strict set search_path = '' as $$
declare
  v_rate double precision := p_nominal / 100 / 12;
begin
  if v_rate = 0 then
    return p_amount / p_months + p_invoice_fee;
  end if;
  return (p_amount * v_rate) / (1 - power(1 + v_rate, -p_months)) + p_invoice_fee;
end
$$;

create or replace function private.card_example_total_payable(
  p_amount double precision, p_months integer, p_nominal double precision,
  p_setup_fee double precision, p_invoice_fee double precision, p_annual_fee double precision
) returns double precision
language sql immutable strict set search_path = '' as $$
  select private.card_example_monthly_payment(p_amount, p_months, p_nominal, p_invoice_fee) * p_months
         + p_setup_fee + p_annual_fee * ceil(p_months / 12.0)::integer
$$;

-- The APR in percent, or null when no rate between −99 % and 100 000 % solves the example.
create or replace function private.card_example_effective_rate(
  p_amount double precision, p_months integer, p_nominal double precision,
  p_setup_fee double precision, p_invoice_fee double precision, p_annual_fee double precision
) returns double precision
language plpgsql immutable strict set search_path = '' as $$
declare
  v_payment double precision := private.card_example_monthly_payment(p_amount, p_months, p_nominal, p_invoice_fee);
  v_low double precision := -0.99;
  v_high double precision := 1000;
  v_rate double precision;
  v_next double precision;
  v_value double precision;
  v_slope double precision;
  v_discounted double precision;
  v_low_sign double precision;
  v_at_high double precision;
  v_years double precision;
begin
  -- the present value at v_low, then at v_high, then at each step's rate (the same sum as presentValue in apr.ts)
  for v_step in 0 .. 201 loop
    v_rate := case v_step when 0 then v_low when 1 then v_high else v_rate end;
    v_value := 0;
    v_slope := 0;
    v_discounted := (p_amount - p_setup_fee) * power(1 + v_rate, 0);
    v_value := v_value + v_discounted;
    for v_year in 0 .. ceil(p_months / 12.0)::integer - 1 loop
      v_discounted := -p_annual_fee * power(1 + v_rate, -v_year::double precision);
      v_value := v_value + v_discounted;
      v_slope := v_slope - (v_year * v_discounted) / (1 + v_rate);
    end loop;
    for v_month in 1 .. p_months loop
      v_years := v_month / 12.0::double precision;
      v_discounted := -v_payment * power(1 + v_rate, -v_years);
      v_value := v_value + v_discounted;
      v_slope := v_slope - (v_years * v_discounted) / (1 + v_rate);
    end loop;

    if v_step = 0 then
      if v_value = 0 then return v_low * 100; end if;
      v_low_sign := sign(v_value);
      continue;
    elsif v_step = 1 then
      v_at_high := v_value;
      if v_at_high = 0 then return v_high * 100; end if;
      if sign(v_at_high) = v_low_sign then return null; end if;
      v_rate := p_nominal / 100;
      if not (v_rate > v_low and v_rate < v_high) then v_rate := (v_low + v_high) / 2; end if;
      continue;
    end if;

    if v_value = 0 then return v_rate * 100; end if;
    if sign(v_value) = v_low_sign then v_low := v_rate; else v_high := v_rate; end if;
    v_next := case when v_slope <> 0 then v_rate - v_value / v_slope end;
    if v_next is null or not (v_next > v_low and v_next < v_high) then v_next := (v_low + v_high) / 2; end if;
    if abs(v_next - v_rate) < 1e-12 * greatest(1, abs(v_rate)) then return v_next * 100; end if;
    v_rate := v_next;
  end loop;
  return v_rate * 100;
end
$$;

-- CHECK constraints run with the writer's rights: admins write through PostgREST as authenticated.
revoke all on function private.card_example_monthly_payment(double precision, integer, double precision, double precision),
  private.card_example_total_payable(double precision, integer, double precision, double precision, double precision, double precision),
  private.card_example_effective_rate(double precision, integer, double precision, double precision, double precision, double precision)
  from public, anon;
grant execute on function private.card_example_monthly_payment(double precision, integer, double precision, double precision),
  private.card_example_total_payable(double precision, integer, double precision, double precision, double precision, double precision),
  private.card_example_effective_rate(double precision, integer, double precision, double precision, double precision, double precision)
  to authenticated;

-- Tolerances: 1 kr for the amounts, 0,1 percentage points for the rate (1e-9 absorbs floating-point noise). Rows
-- that are not published, or whose example is incomplete (credit_cards_published_requires_example refuses those
-- when published), pass.
alter table public.credit_cards
  add constraint credit_cards_example_monthly_payment_consistent check (
    not is_published or abs(example_monthly_payment - private.card_example_monthly_payment(
      example_credit_amount, example_term_months, nominal_rate_min::double precision, coalesce(invoice_fee, 0)
    )) <= 1 + 1e-9
  ),
  add constraint credit_cards_example_total_payable_consistent check (
    not is_published or abs(example_total_payable - private.card_example_total_payable(
      example_credit_amount, example_term_months, nominal_rate_min::double precision,
      coalesce(setup_fee, 0), coalesce(invoice_fee, 0), coalesce(annual_fee, 0)
    )) <= 1 + 1e-9
  ),
  add constraint credit_cards_effective_rate_consistent check (
    not is_published or effective_rate is null or example_credit_amount is null or example_term_months is null
    or nominal_rate_min is null or abs(effective_rate::double precision - coalesce(private.card_example_effective_rate(
      example_credit_amount, example_term_months, nominal_rate_min::double precision,
      coalesce(setup_fee, 0), coalesce(invoice_fee, 0), coalesce(annual_fee, 0)
    ), 'infinity'::double precision)) <= 0.1 + 1e-9
  );
