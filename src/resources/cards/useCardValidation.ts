import { useCallback } from 'react';
import { validateCard, validateCardRules, type CardValues } from './cardValidation';
import { useCreditRules } from './useCreditRules';

/**
 * The card form's validator: every rule of validateCard, and for a published card the rule set valid when the
 * public will see it (src/resources/cards/creditRules.ts, as the database's publish check), with the rule sets and reference
 * rates read through the data provider (until they have loaded, the database judges).
 */
export function useCardValidation() {
  const { ruleSets, referenceRates } = useCreditRules();
  return useCallback(
    (values: Record<string, unknown>) => {
      const errors = validateCard(values);
      const ruled = validateCardRules(values as CardValues, new Date(), ruleSets, referenceRates);
      for (const [field, message] of Object.entries(ruled)) errors[field] ??= message;
      return errors;
    },
    [ruleSets, referenceRates],
  );
}
