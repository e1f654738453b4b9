import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { Confirm, Title, downloadCSV, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import {
  PERSONAL_DATA_TABLES,
  type PersonalDataFindings,
  type PersonalDataHistoryRow,
  type PersonalDataRow,
} from '../providers/personalDataMethods';
import { parsePersonalDataTerms } from '../lib/personalDataTerms';
import { ACTION_KEYS, formatAuditValue } from '../history/auditLabels';
import { formatDateTime } from '../lib/formatDate';
import { columnLabel, matchLabel, tableLabel } from './personalDataLabels';
import { findingsCsv, findingsJson } from './personalDataExport';
import { downloadFile as download } from '../components/downloadFile';

/** Each field of a record or a change as a line "Label: value"; empty values are left out. */
function Fields({ entries }: { entries: Array<[string, unknown]> }) {
  const shown = entries.filter(([, value]) => value !== null && value !== undefined && value !== '');
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, max-content) 1fr' },
        columnGap: 2,
        '& dt': { fontWeight: 600 },
        '& dd': { m: 0, mb: { xs: 0.5, sm: 0 }, overflowWrap: 'anywhere' },
      }}
    >
      {shown.map(([column, value]) => (
        <Box key={column} sx={{ display: 'contents' }}>
          <dt>{columnLabel(column)}</dt>
          <dd>{changeText(value)}</dd>
        </Box>
      ))}
    </Box>
  );
}

function changeText(value: unknown): string {
  if (value && typeof value === 'object' && !Array.isArray(value) && 'old' in value && 'new' in value) {
    const change = value as { old: unknown; new: unknown };
    return `${formatAuditValue(change.old)} → ${formatAuditValue(change.new)}`;
  }
  return formatAuditValue(value);
}

function RecordCard({ row }: { row: PersonalDataRow }) {
  const { match, ...fields } = row;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, listStyle: 'none' }}>
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {matchLabel(match)}
      </Typography>
      <Fields entries={Object.entries(fields)} />
    </Paper>
  );
}

function HistoryCard({ row }: { row: PersonalDataHistoryRow }) {
  const translate = useTranslate();
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, listStyle: 'none' }}>
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {formatDateTime(row.occurred_at)} · {tableLabel(row.table_name)} {row.row_id} ·{' '}
        {ACTION_KEYS[row.action] ? translate(ACTION_KEYS[row.action]) : row.action}
      </Typography>
      <Fields entries={Object.entries(row.changed_fields ?? {})} />
    </Paper>
  );
}

const headingSx = { fontSize: '1.125rem', fontWeight: 600, mt: 3, mb: 1 };
const listSx = { display: 'grid', gap: 1, p: 0, m: 0 };

/**
 * Personuppgifter: an admin finds everything the database holds about one person (by e-mail, phone, name,
 * visitor id or consent id), exports it for an access request (JSON, Swedish Excel CSV) and erases it in one go.
 * The database decides who may (admins, aal2 with MFA) and what is found and erased (migration 20261128005100).
 */
export function PersonalDataPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [text, setText] = useState('');
  const [inputError, setInputError] = useState<string>();
  const [findings, setFindings] = useState<PersonalDataFindings>();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const summary = useRef<HTMLHeadingElement>(null);
  // Each answer (a new findings object) is read from its summary on: a screen reader and the keyboard continue there.
  // An effect, because it runs once the summary is committed (a frame callback could run before React rendered it).
  useEffect(() => {
    if (findings) summary.current?.focus();
  }, [findings]);

  const search = async (terms: string[]) => {
    setBusy(true);
    try {
      setFindings(await dataProvider.findPersonalData(terms));
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parsePersonalDataTerms(text);
    setInputError(parsed.error);
    if (parsed.terms) void search(parsed.terms);
  };

  const erase = async () => {
    if (!findings) return;
    setConfirming(false);
    setBusy(true);
    try {
      await dataProvider.erasePersonalData(findings.terms);
      notify('app.personal_data.erased', { type: 'success' });
      setBusy(false);
      await search(findings.terms);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      setBusy(false);
    }
  };

  const records = findings ? PERSONAL_DATA_TABLES.flatMap((table) => findings.tables[table]).length : 0;
  const history = findings?.history.length ?? 0;
  const stamp = new Date().toISOString().slice(0, 10);

  return (
    <Box sx={{ maxWidth: 960 }}>
      <Title title="app.personal_data.title" />
      <Typography sx={{ mb: 2 }}>{translate('app.personal_data.intro')}</Typography>
      <Box
        component="form"
        role="search"
        noValidate
        onSubmit={onSubmit}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <TextField
          id="personal-data-terms"
          label={translate('app.personal_data.terms')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={Boolean(inputError)}
          helperText={inputError ? translate(inputError) : translate('app.personal_data.terms_help')}
          sx={{ flex: '1 1 20rem' }}
          slotProps={{ htmlInput: { maxLength: 3000, autoComplete: 'off', spellCheck: false } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          startIcon={<SearchIcon />}
          sx={{ minHeight: 56 }}
        >
          {translate('app.personal_data.search')}
        </Button>
      </Box>

      {findings ? (
        <Box component="section" aria-labelledby="personal-data-summary" sx={{ mt: 3 }}>
          <Typography
            id="personal-data-summary"
            ref={summary}
            tabIndex={-1}
            component="h2"
            sx={{ ...headingSx, mt: 0, outline: 'none' }}
            aria-live="polite"
          >
            {records + history === 0
              ? translate('app.personal_data.nothing_found')
              : translate('app.personal_data.found', { smart_count: records, history })}
          </Typography>
          {records + history > 0 ? (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, '& .MuiButton-root': { minHeight: 44 } }}>
              <Button
                variant="outlined"
                onClick={() =>
                  download(
                    findingsJson(findings, new Date()),
                    'application/json',
                    `personuppgifter-${stamp}.json`,
                  )
                }
              >
                {translate('app.personal_data.export_json')}
              </Button>
              <Button
                variant="outlined"
                onClick={() => downloadCSV(findingsCsv(findings), `personuppgifter-${stamp}`)}
              >
                {translate('app.personal_data.export_csv')}
              </Button>
              <Button variant="contained" color="error" disabled={busy} onClick={() => setConfirming(true)}>
                {translate('app.personal_data.erase')}
              </Button>
            </Stack>
          ) : null}
          {PERSONAL_DATA_TABLES.filter((table) => findings.tables[table].length > 0).map((table) => (
            <Box component="section" key={table} aria-labelledby={`personal-data-${table}`}>
              <Typography id={`personal-data-${table}`} component="h3" sx={headingSx}>
                {translate('app.personal_data.table_heading', {
                  table: tableLabel(table),
                  smart_count: findings.tables[table].length,
                })}
              </Typography>
              <Box component="ul" sx={listSx}>
                {findings.tables[table].map((row) => (
                  <RecordCard key={row.id} row={row} />
                ))}
              </Box>
            </Box>
          ))}
          {history > 0 ? (
            <Box component="section" aria-labelledby="personal-data-history">
              <Typography id="personal-data-history" component="h3" sx={headingSx}>
                {translate('app.personal_data.table_heading', {
                  table: translate('app.personal_data.history'),
                  smart_count: history,
                })}
              </Typography>
              <Box component="ul" sx={listSx}>
                {findings.history.map((row) => (
                  <HistoryCard key={row.id} row={row} />
                ))}
              </Box>
            </Box>
          ) : null}
          <Confirm
            isOpen={confirming}
            title="app.personal_data.erase_title"
            content="app.personal_data.erase_content"
            translateOptions={{ records, history }}
            confirm="app.personal_data.erase_confirm"
            confirmColor="warning"
            onConfirm={erase}
            onClose={() => setConfirming(false)}
          />
        </Box>
      ) : null}
    </Box>
  );
}
