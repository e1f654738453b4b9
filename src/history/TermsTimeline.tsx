import { useQuery } from '@tanstack/react-query';
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import type { TermsTimelineRow } from '../providers/termsMethods';
import { formatDateTime } from '../lib/formatDate';
import { formatPercent } from '../lib/formatPercent';
import { problemMessages } from './termsExport';
import { TERMS_EVENT_LABELS } from './termsLabels';
import { TermsTable } from './TermsTable';

const COLUMNS = [
  'valid_from',
  'valid_until',
  'event',
  'is_public',
  'is_sponsored',
  'sort_rank',
  'changed',
  'effective_rate',
  'annual_fee',
] as const;

/** One card's public terms over time: a line per state, from one audit row or window edge to the next. */
export function TermsTimeline({ cardId, name }: { cardId: number; name: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending, isError } = useQuery({
    queryKey: ['card_terms_timeline', cardId],
    queryFn: () => dataProvider.getCardTermsTimeline(cardId),
  });
  const yesNo = (value: boolean | null) =>
    value === null ? '–' : translate(value ? 'app.terms_on_date.yes' : 'app.terms_on_date.no');
  const fieldName = (column: string) => translate(`resources.cards.fields.${column}`, { _: column });
  const cell = (row: TermsTimelineRow, column: (typeof COLUMNS)[number]) => {
    const terms = (row.terms ?? {}) as Record<string, unknown>;
    switch (column) {
      case 'valid_from':
        return formatDateTime(row.valid_from);
      case 'valid_until':
        return row.valid_until ? formatDateTime(row.valid_until) : '–';
      case 'event':
        return TERMS_EVENT_LABELS[row.event] ? translate(TERMS_EVENT_LABELS[row.event]) : row.event;
      case 'is_public':
      case 'is_sponsored':
        return yesNo(row[column]);
      case 'sort_rank':
        return row.sort_rank ?? '–';
      case 'changed':
        return (row.changed ?? []).map(fieldName).join(', ');
      case 'effective_rate':
        return terms.effective_rate == null ? '–' : formatPercent(Number(terms.effective_rate));
      case 'annual_fee':
        return terms.annual_fee == null ? '–' : String(terms.annual_fee);
    }
  };
  return (
    <Box component="section" aria-labelledby="terms-timeline-heading" sx={{ mt: 3 }}>
      <Typography id="terms-timeline-heading" component="h2" tabIndex={-1} sx={headingSx}>
        {translate('app.terms_on_date.timeline_for', { name })}
      </Typography>
      {isPending ? <CircularProgress size={24} aria-label={translate('ra.page.loading')} /> : null}
      {isError ? <Alert severity="error">{translate('app.terms_on_date.timeline_failed')}</Alert> : null}
      {data ? (
        <TermsTable
          labelledBy="terms-timeline-heading"
          testId="terms-timeline"
          columns={COLUMNS}
          rows={data}
          rowKey={(row) => `${row.valid_from}-${row.event}`}
          selected={(row) => row.is_public}
          cell={cell}
          extraColumns={[
            {
              label: 'app.terms_on_date.meets_rules',
              cell: (row) =>
                row.problems === null
                  ? '–'
                  : problemMessages(row.problems).join(' ') || translate('app.terms_on_date.yes'),
            },
          ]}
        />
      ) : null}
    </Box>
  );
}

export const headingSx = { fontSize: '1.125rem', fontWeight: 600, mt: 3, mb: 1, outline: 'none' };
