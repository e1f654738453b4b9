import { useGetList } from 'react-admin';
import type { ReferenceRate } from '../../lib/creditCaps';
import { validOn, swedishDay } from '../../lib/creditCaps';
import type { CardRuleSet } from './creditRules';

const ALL = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'valid_from', order: 'ASC' as const } };

/** The rule sets and reference rates, read through the data provider (empty until loaded; admins only). */
export function useCreditRules() {
  const { data: ruleSets } = useGetList<CardRuleSet & { id: number }>('credit_rule_sets', ALL);
  const { data: referenceRates } = useGetList<ReferenceRate & { id: number }>('reference_rates', ALL);
  return { ruleSets: ruleSets ?? [], referenceRates: referenceRates ?? [] };
}

/** The warning text the rules valid at `at` require, or null when none is. */
export function requiredWarning(ruleSets: readonly CardRuleSet[], at: Date): string | null {
  const rules = validOn(ruleSets, swedishDay(at));
  return rules?.warning_required ? (rules.warning_text ?? null) : null;
}
