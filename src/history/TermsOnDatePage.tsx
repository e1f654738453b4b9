import { useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { svSE as pickersSvSE } from '@mui/x-date-pickers/locales';
import { isValid } from 'date-fns';
import { sv } from 'date-fns/locale/sv';
import { Title, downloadCSV, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import type { TermsOnDateRow } from '../providers/termsMethods';
import { formatDateTime } from '../lib/formatDate';
import { formatPercent } from '../lib/formatPercent';
import { instantToPicker, pickerToInstant } from '../lib/stockholmTime';
import { downloadFile } from '../components/downloadFile';
import { headingSx, TermsTimeline } from './TermsTimeline';
import { TermsTable } from './TermsTable';
import {
  problemMessages,
  TERMS_COLUMNS,
  termsCsv,
  termsFigures,
  termsFilename,
  termsJson,
} from './termsExport';

const COLUMNS = TERMS_COLUMNS;

const wholeMinute = (date: Date) => new Date(Math.floor(date.getTime() / 60_000) * 60_000);

function CardsTable({
  rows,
  onTimeline,
}: {
  rows: TermsOnDateRow[];
  onTimeline: (row: TermsOnDateRow) => void;
}) {
  const translate = useTranslate();
  const cell = (row: TermsOnDateRow, column: (typeof COLUMNS)[number]) => {
    const figures = termsFigures(row);
    switch (column) {
      case 'name':
      case 'bank_name':
        return row[column];
      case 'is_sponsored':
        return translate(row.is_sponsored ? 'app.terms_on_date.yes' : 'app.terms_on_date.no');
      case 'sort_rank':
        return row.sort_rank;
      case 'nominal_rate':
      case 'effective_rate':
        return figures[column] == null ? '–' : formatPercent(figures[column]);
      case 'changed_at':
        return formatDateTime(row.changed_at);
      default:
        return figures[column] ?? '–';
    }
  };
  return (
    <TermsTable
      labelledBy="terms-cards-heading"
      testId="terms-cards"
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.card_id}
      cell={cell}
      extraColumns={[
        {
          label: 'app.terms_on_date.meets_rules',
          cell: (row) =>
            row.meets_rules
              ? translate('app.terms_on_date.yes')
              : `${translate('app.terms_on_date.no')}: ${problemMessages(row.problems).join(' ')}`,
        },
        {
          label: 'app.terms_on_date.timeline',
          cell: (row) => (
            <Button
              sx={{ minHeight: 44 }}
              aria-label={translate('app.terms_on_date.show_timeline', { name: row.name })}
              onClick={() => onTimeline(row)}
            >
              {translate('app.terms_on_date.timeline')}
            </Button>
          ),
        },
      ]}
    />
  );
}

/**
 * Villkor per datum (issue 34): a supervisor's "what did you show on 3 March?". Every card the public could see at
 * the chosen moment (Swedish time) with its terms, example, sponsored flag and rank as they were and whether they met
 * the rules valid that day, rebuilt by the database from the change history (public.terms_on_date); per card its
 * timeline (public.card_terms_timeline); exported as Swedish Excel CSV or JSON.
 */
export function TermsOnDatePage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [picked, setPicked] = useState<Date | null>(() => instantToPicker(new Date()));
  const [moment, setMoment] = useState<Date>(() => wholeMinute(new Date()));
  const [inputError, setInputError] = useState(false);
  const [timeline, setTimeline] = useState<TermsOnDateRow>();
  const summary = useRef<HTMLHeadingElement>(null);
  const { data, isPending, isError } = useQuery({
    queryKey: ['terms_on_date', moment.toISOString()],
    queryFn: () => dataProvider.getTermsOnDate(moment),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!picked || !isValid(picked)) {
      setInputError(true);
      return;
    }
    setInputError(false);
    setTimeline(undefined);
    setMoment(pickerToInstant(picked));
    requestAnimationFrame(() => summary.current?.focus());
  };
  const openTimeline = (row: TermsOnDateRow) => {
    setTimeline(row);
    requestAnimationFrame(() => document.getElementById('terms-timeline-heading')?.focus());
  };
  const shownAt = formatDateTime(moment);

  return (
    <Box sx={{ maxWidth: 1400 }}>
      <Title title="app.terms_on_date.title" />
      <Typography sx={{ mb: 2, maxWidth: '60rem' }}>{translate('app.terms_on_date.intro')}</Typography>
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <LocalizationProvider
          dateAdapter={AdapterDateFns}
          adapterLocale={sv}
          localeText={pickersSvSE.components.MuiLocalizationProvider.defaultProps.localeText}
        >
          <DateTimePicker
            label={translate('app.terms_on_date.moment')}
            value={picked}
            onChange={(value) => setPicked(value)}
            format="yyyy-MM-dd HH:mm"
            ampm={false}
            slotProps={{
              textField: {
                id: 'terms-moment',
                error: inputError,
                helperText: inputError ? translate('app.terms_on_date.invalid_moment') : undefined,
              },
            }}
          />
        </LocalizationProvider>
        <Button type="submit" variant="contained" sx={{ minHeight: 56 }}>
          {translate('app.terms_on_date.show')}
        </Button>
      </Box>

      <Box component="section" aria-labelledby="terms-cards-heading" sx={{ mt: 3 }}>
        <Typography id="terms-cards-heading" ref={summary} tabIndex={-1} component="h2" sx={headingSx}>
          {translate('app.terms_on_date.cards_at', { moment: shownAt })}
        </Typography>
        {isPending ? <CircularProgress size={24} aria-label={translate('ra.page.loading')} /> : null}
        {isError ? <Alert severity="error">{translate('app.terms_on_date.failed')}</Alert> : null}
        {data ? (
          <>
            <Stack
              direction="row"
              sx={{
                flexWrap: 'wrap',
                gap: 1,
                alignItems: 'center',
                mb: 1,
                '& .MuiButton-root': { minHeight: 44 },
              }}
            >
              <Typography role="status" sx={{ mr: 2 }}>
                {data.length === 0
                  ? translate('app.terms_on_date.none')
                  : translate('app.terms_on_date.count', { smart_count: data.length })}
              </Typography>
              <Button
                variant="outlined"
                disabled={data.length === 0}
                onClick={() => downloadCSV(termsCsv(data), termsFilename(shownAt))}
              >
                {translate('app.terms_on_date.export_csv')}
              </Button>
              <Button
                variant="outlined"
                disabled={data.length === 0}
                onClick={() =>
                  downloadFile(
                    termsJson(moment, data, new Date()),
                    'application/json',
                    `${termsFilename(shownAt)}.json`,
                  )
                }
              >
                {translate('app.terms_on_date.export_json')}
              </Button>
            </Stack>
            {data.length > 0 ? <CardsTable rows={data} onTimeline={openTimeline} /> : null}
          </>
        ) : null}
      </Box>
      {timeline ? <TermsTimeline cardId={timeline.card_id} name={timeline.name} /> : null}
    </Box>
  );
}
