import { Button } from '@mui/material';
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { requiredWarning, useCreditRules } from './useCreditRules';

/** Whether the borrowing rate is fixed or variable (Directive (EU) 2023/2225's standard information). */
export const RATE_TYPES = [
  { id: 'variable', name: 'resources.cards.rate_types.variable' },
  { id: 'fixed', name: 'resources.cards.rate_types.fixed' },
];

export function RateTypeInput() {
  return <SelectInput source="rate_type" choices={RATE_TYPES} emptyText="resources.cards.rate_types.none" />;
}

/** The warning the card is advertised with; the rules valid now name the text it must contain. */
export function CreditWarningInput() {
  const translate = useTranslate();
  const { ruleSets } = useCreditRules();
  const { setValue } = useFormContext();
  const warning = requiredWarning(ruleSets, new Date());
  return (
    <>
      <TextInput
        source="credit_warning"
        fullWidth
        helperText={
          warning
            ? translate('resources.cards.helpers.credit_warning', { warning })
            : 'resources.cards.helpers.credit_warning_none'
        }
      />
      {warning && (
        <Button
          size="small"
          sx={{ minHeight: 44, alignSelf: 'flex-start' }}
          onClick={() => setValue('credit_warning', warning, { shouldDirty: true, shouldValidate: true })}
        >
          {translate('resources.cards.helpers.use_warning')}
        </Button>
      )}
    </>
  );
}
