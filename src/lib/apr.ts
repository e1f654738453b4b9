/**
 * The annual percentage rate of charge (effektiv ränta) as the consumer-credit directives define it: Directive
 * 2008/48/EC Annex I and Directive (EU) 2023/2225 Annex III, "the basic equation expressing the equivalence of
 * drawdowns on the one hand and repayments and charges on the other":
 *
 *   Σ_k C_k (1 + X)^(−t_k) = Σ_l D_l (1 + X)^(−s_l)
 *
 * with times in years from the first drawdown (a standard month is 1/12 year, remark (c) of the annex). Here every
 * cash flow carries its sign (drawdowns positive, payments negative) and X is solved for Σ a_j (1 + X)^(−t_j) = 0
 * by Newton's method, falling back to bisection whenever a Newton step would leave the bracket. supabase/migrations
 * …_representative_example.sql implements the same steps in plpgsql; tests/integration/representativeExample.test.ts
 * checks that both give the same figures.
 */
export interface CashFlow {
  /** Kronor: positive to the consumer (drawdown), negative from the consumer (payment or charge). */
  amount: number;
  /** Years after the first drawdown. */
  years: number;
}

/** The rate searched lies in (LOW, HIGH): −99 % to 100 000 % a year. */
const LOW = -0.99;
const HIGH = 1000;
const MAX_STEPS = 200;
const EPSILON = 1e-12;

function presentValue(flows: readonly CashFlow[], rate: number): { value: number; slope: number } {
  let value = 0;
  let slope = 0;
  for (const { amount, years } of flows) {
    const discounted = amount * Math.pow(1 + rate, -years);
    value += discounted;
    slope -= (years * discounted) / (1 + rate);
  }
  return { value, slope };
}

/**
 * The annual percentage rate as a fraction (0.1995 for 19,95 %), or null when the flows have no rate in the
 * searched range (e.g. the charges due at the drawdown swallow the credit).
 */
export function annualPercentageRate(flows: readonly CashFlow[], guess = 0.1): number | null {
  let low = LOW;
  let high = HIGH;
  const atLow = presentValue(flows, low).value;
  const atHigh = presentValue(flows, high).value;
  if (!Number.isFinite(atLow) || !Number.isFinite(atHigh)) return null;
  if (atLow === 0) return low;
  if (atHigh === 0) return high;
  if (Math.sign(atLow) === Math.sign(atHigh)) return null;
  const lowSign = Math.sign(atLow);
  let rate = guess > low && guess < high ? guess : (low + high) / 2;
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const { value, slope } = presentValue(flows, rate);
    if (value === 0) return rate;
    if (Math.sign(value) === lowSign) low = rate;
    else high = rate;
    let next = slope !== 0 ? rate - value / slope : Number.NaN;
    if (!(next > low && next < high)) next = (low + high) / 2;
    if (Math.abs(next - rate) < EPSILON * Math.max(1, Math.abs(rate))) return next;
    rate = next;
  }
  return rate;
}

/** The level monthly payment (annuity) repaying `amount` over `months` at a nominal annual rate in percent. */
export function annuityPayment(amount: number, months: number, nominalPercent: number): number {
  const monthly = nominalPercent / 100 / 12;
  if (monthly === 0) return amount / months;
  return (amount * monthly) / (1 - Math.pow(1 + monthly, -months));
}
