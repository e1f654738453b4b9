import { BooleanField, NumberField, TextField } from 'react-admin';
import { ValidFromList } from '../../components/lists/ValidFromList';
import type { Tables } from '../../types/database';

type CreditRuleSet = Tables<'credit_rule_sets'>;

/** The rule sets, the latest first: each applies from its day until the next one's. */
export function CreditRuleSetList() {
  return (
    <ValidFromList<CreditRuleSet>
      primaryText={(r) => r.name}
      secondaryText={(r) => `${r.valid_from} · ${r.legal_source}`}
    >
      <TextField source="name" />
      <NumberField source="interest_margin_pp" />
      <BooleanField source="cost_cap" />
      <BooleanField source="warning_required" />
      <TextField source="legal_source" />
    </ValidFromList>
  );
}
