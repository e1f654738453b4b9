import { useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import CalculateIcon from '@mui/icons-material/Calculate';
import { useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatPercent } from '../../lib/formatPercent';
import { formatSEK } from '../../lib/formatSEK';
import { swedishToday } from './bulk/bulkOperations';
import { exampleMismatches, type ExampleSource } from './exampleFigures';
import { EXAMPLE_FIGURE_FIELDS, recomputedFigures } from './recomputeExample';

type Values = ExampleSource & { is_published?: boolean };

/**
 * "Räkna om räkneexemplet": sets the example's effective rate, monthly payment and total payable to what the law's
 * formula gives from the card's terms, and its date to today, in the form (written by the next save, checked again
 * by validateCard and the database). With `offerOnly` (the fees and rates tabs) it shows only while a published
 * card's example no longer matches its terms, saying so.
 */
export function RecomputeExample({ offerOnly = false }: { offerOnly?: boolean }) {
  const translate = useTranslate();
  const values = useWatch() as Values;
  const { setValue } = useFormContext();
  const [done, setDone] = useState<string | null>(null);
  const figures = recomputedFigures(values);
  const mismatched = Object.keys(exampleMismatches(values));
  const differs =
    figures !== null && EXAMPLE_FIGURE_FIELDS.some((field) => Number(values[field]) !== figures[field]);

  const recompute = () => {
    if (!figures) return;
    for (const field of EXAMPLE_FIGURE_FIELDS)
      setValue(field, figures[field], { shouldDirty: true, shouldValidate: true });
    setValue('example_updated_on', swedishToday(), { shouldDirty: true, shouldValidate: true });
    setDone(
      translate('resources.cards.recompute.done', {
        figures: [
          formatPercent(figures.effective_rate),
          formatSEK(figures.example_monthly_payment),
          formatSEK(figures.example_total_payable),
        ].join(', '),
      }),
    );
  };

  const button = (
    <Button
      variant={offerOnly ? 'contained' : 'outlined'}
      size="small"
      startIcon={<CalculateIcon />}
      disabled={!differs}
      onClick={recompute}
      sx={{ minHeight: 44 }}
    >
      {translate('resources.cards.recompute.action')}
    </Button>
  );
  const status = (
    <Typography role="status" variant="body2" sx={{ mt: 1 }}>
      {done}
    </Typography>
  );

  if (offerOnly) {
    const offered = Boolean(values.is_published) && mismatched.length > 0 && differs;
    return (
      <Box data-testid="recompute-offer">
        {offered && (
          <Alert severity="warning" sx={{ my: 1 }} action={button}>
            {translate('resources.cards.recompute.offer', {
              fields: mismatched.map((field) => translate(`resources.cards.fields.${field}`)).join(', '),
            })}
          </Alert>
        )}
        {status}
      </Box>
    );
  }
  return (
    <Box sx={{ my: 1 }} data-testid="recompute-example">
      {button}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {translate('resources.cards.recompute.help')}
      </Typography>
      {status}
    </Box>
  );
}
