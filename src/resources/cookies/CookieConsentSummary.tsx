import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { share } from './cookieConsentLabels';

/** Totals over the filtered period, computed in the database (one aggregate, no rows transferred). */
export function CookieConsentSummary() {
  const { filterValues } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const from = (filterValues['created_at@gte'] as string | undefined) ?? null;
  const to = (filterValues['created_at@lte'] as string | undefined) ?? null;
  const action = (filterValues.action as string | undefined) ?? null;
  const { data, isError } = useQuery({
    queryKey: ['cookie_consent_summary', from, to, action],
    queryFn: () => dataProvider.getConsentSummary({ from, to, action }),
  });
  const numberFormat = new Intl.NumberFormat('sv-SE');
  return (
    <Card variant="outlined" sx={{ mb: 1 }} data-testid="consent-summary">
      <CardContent>
        {isError ? (
          <Typography color="error">{translate('resources.cookies.summary.error')}</Typography>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
            <Typography>
              {translate('resources.cookies.summary.total')}:{' '}
              <strong>{data ? numberFormat.format(data.total) : '…'}</strong>
            </Typography>
            <Typography>
              {translate('resources.cookies.summary.analytics')}:{' '}
              <strong>{data ? share(data.analytics, data.total) : '…'}</strong>
            </Typography>
            <Typography>
              {translate('resources.cookies.summary.marketing')}:{' '}
              <strong>{data ? share(data.marketing, data.total) : '…'}</strong>
            </Typography>
            <Typography>
              {translate('resources.cookies.summary.functional')}:{' '}
              <strong>{data ? share(data.functional, data.total) : '…'}</strong>
            </Typography>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
