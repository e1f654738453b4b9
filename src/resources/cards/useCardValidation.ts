import { useCallback } from 'react';
import { useGetList } from 'react-admin';
import type { CreditRuleSet, ReferenceRate } from '../../lib/creditCaps';
import { validateCard, validateCardCaps, type CardValues } from './cardValidation';

const ALL = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'valid_from', order: 'ASC' as const } };

/**
 * The card form's validator: every rule of validateCard, and for a published card the caps valid now, with the
 * rule sets and reference rates read through the data provider (until they have loaded, the database judges).
 */
export function useCardValidation() {
  const { data: ruleSets } = useGetList<CreditRuleSet & { id: number }>('credit_rule_sets', ALL);
  const { data: referenceRates } = useGetList<ReferenceRate & { id: number }>('reference_rates', ALL);
  return useCallback(
    (values: Record<string, unknown>) => {
      const errors = validateCard(values);
      const caps = validateCardCaps(values as CardValues, new Date(), ruleSets ?? [], referenceRates ?? []);
      for (const [field, message] of Object.entries(caps)) errors[field] ??= message;
      return errors;
    },
    [ruleSets, referenceRates],
  );
}
