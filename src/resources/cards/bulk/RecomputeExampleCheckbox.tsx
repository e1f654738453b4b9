import { Checkbox, FormControlLabel, FormHelperText, Box } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * "Räkna om räkneexemplet": the bulk edit's and the import's opt-in to recompute the example of every card whose
 * fees or example terms change (shown old → new in the preview before anything is written).
 */
export function RecomputeExampleCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ my: 1 }}>
      <FormControlLabel
        control={
          <Checkbox
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': 'recompute-example-help' } }}
          />
        }
        label={translate('resources.cards.recompute.bulk_label')}
        sx={{ minHeight: 44 }}
      />
      <FormHelperText id="recompute-example-help">
        {translate('resources.cards.recompute.bulk_help')}
      </FormHelperText>
    </Box>
  );
}
