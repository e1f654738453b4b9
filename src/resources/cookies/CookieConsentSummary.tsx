import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useListContext } from 'react-admin';
import { supabaseClient } from '../../providers/supabaseClient';
import { share } from './cookieConsentLabels';

interface Summary {
  total: number;
  analytics: number;
  marketing: number;
  functional: number;
}

/** Totals over the filtered period, computed in the database (one aggregate, no rows transferred). */
export function CookieConsentSummary() {
  const { filterValues } = useListContext();
  const from = (filterValues['created_at@gte'] as string | undefined) ?? null;
  const to = (filterValues['created_at@lte'] as string | undefined) ?? null;
  const action = (filterValues.action as string | undefined) ?? null;
  const { data, isError } = useQuery({
    queryKey: ['cookie_consent_summary', from, to, action],
    queryFn: async () => {
      const { data, error } = await supabaseClient.rpc('cookie_consent_summary', {
        p_from: from ?? undefined,
        p_to: to ? `${to}T23:59:59.999` : undefined,
        p_action: action ?? undefined,
      });
      if (error) throw error;
      return (data as Summary[])[0];
    },
  });
  const numberFormat = new Intl.NumberFormat('sv-SE');
  return (
    <Card variant="outlined" sx={{ mb: 1 }} data-testid="consent-summary">
      <CardContent>
        {isError ? (
          <Typography color="error">Kunde inte beräkna sammanställningen</Typography>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
            <Typography>
              Beslut: <strong>{data ? numberFormat.format(data.total) : '…'}</strong>
            </Typography>
            <Typography>
              Godkänner statistik: <strong>{data ? share(data.analytics, data.total) : '…'}</strong>
            </Typography>
            <Typography>
              Godkänner marknadsföring: <strong>{data ? share(data.marketing, data.total) : '…'}</strong>
            </Typography>
            <Typography>
              Godkänner funktionella: <strong>{data ? share(data.functional, data.total) : '…'}</strong>
            </Typography>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
