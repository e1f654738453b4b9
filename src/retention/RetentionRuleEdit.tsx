import {
  BooleanInput,
  Edit,
  NumberInput,
  SimpleForm,
  TextField,
  useRecordContext,
  type Validator,
} from 'react-admin';

interface RuleBounds {
  min_days: number;
  max_days: number;
}

/** The same bounds as the check constraint retention_rules_keep_days_bounds, in Swedish before the save. */
const keepDaysWithinBounds: Validator = (value: unknown, values: unknown) => {
  const { min_days, max_days } = values as RuleBounds;
  if (value === null || value === undefined || value === '') return 'app.retention.validation.required';
  const days = Number(value);
  if (!Number.isInteger(days) || days < min_days || days > max_days) {
    return { message: 'app.retention.validation.bounds', args: { min: min_days, max: max_days } };
  }
  return undefined;
};

function BoundsHint() {
  const record = useRecordContext<RuleBounds & { name: string }>();
  if (!record) return null;
  return <TextField source="name" variant="h6" />;
}

/**
 * One retention rule: only the days and on/off are editable (a trigger guards the rest). The whole record the form
 * saves reaches the table as its changed fields only (conditionalWrites), so the trigger lets it through
 * (tests/integration/retention-edit.test.ts).
 */
export function RetentionRuleEdit() {
  return (
    <Edit
      resource="retention_rules"
      redirect="/retention"
      mutationMode="pessimistic"
      title="app.retention.edit_title"
    >
      <SimpleForm>
        <BoundsHint />
        <NumberInput
          source="keep_days"
          label="app.retention.fields.keep_days"
          validate={keepDaysWithinBounds}
        />
        {/* MUI's FormControlLabel pulls the switch 11 px left of its column (margin-left: -11px): off a phone's screen. */}
        <BooleanInput
          source="enabled"
          label="app.retention.fields.enabled"
          sx={{ '& .MuiFormControlLabel-root': { ml: 0 } }}
        />
      </SimpleForm>
    </Edit>
  );
}
