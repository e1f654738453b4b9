import { useMemo, useState } from 'react';
import { Alert, Box, Button, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetList, useStore, useTranslate } from 'react-admin';
import { BULK_FIELDS, exampleRefused, swedishToday } from '../bulk/bulkOperations';
import { RecomputeExampleCheckbox } from '../bulk/RecomputeExampleCheckbox';
import { ChangePreviewDialog } from '../bulk/ChangePreviewDialog';
import { fetchBankCards } from './bankCards';
import { useCreditRules } from '../useCreditRules';
import {
  decodePriceList,
  delimiterName,
  guessMapping,
  parsePriceList,
  previewImport,
  PriceListError,
  type ColumnMapping,
  type Delimiter,
  type ReadChoices,
} from './priceList';

const CHOICE_LABELS: Record<keyof ReadChoices, string> = {
  delimiter: 'resources.cards.import.delimiter',
  decimal: 'resources.cards.import.decimal',
};
/** The choices asked for when the file alone does not say: value and its i18n label. */
const READ_CHOICES: Record<keyof ReadChoices, Array<[string, string]>> = {
  delimiter: ([';', ',', '\t'] as Delimiter[]).map((delimiter) => [delimiter, delimiterName(delimiter)]),
  decimal: [
    [',', 'resources.cards.import.decimals.comma'],
    ['.', 'resources.cards.import.decimals.point'],
  ],
};

/** The file read with the admin's choices: its rows, or the Swedish reason and which choice would settle it. */
function readText(text: string, choices: ReadChoices, translate: (key: string, args?: object) => string) {
  try {
    return { file: parsePriceList(text, choices), error: null, ask: null };
  } catch (error) {
    if (!(error instanceof PriceListError))
      return { file: null, error: translate('resources.cards.import.unreadable'), ask: null };
    const ask = error.message.endsWith('ambiguous_delimiter')
      ? ('delimiter' as const)
      : error.message.endsWith('ambiguous_decimal')
        ? ('decimal' as const)
        : null;
    return { file: null, error: translate(error.message, error.args), ask };
  }
}

const TARGETS = ['slug', 'name', ...Object.keys(BULK_FIELDS)];

/** Read, map, preview, then apply a bank's price list all or nothing; undo right after. */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const [bankId, setBankId] = useState<number | ''>('');
  const [text, setText] = useState<string | null>(null);
  const [decodeError, setDecodeError] = useState<string | null>(null);
  const [choices, setChoices] = useState<ReadChoices>({});
  const [recompute, setRecompute] = useState(false);
  const [mappings, setMappings] = useStore<Record<string, ColumnMapping>>('cards.import.mappings', {});
  const { data: banks = [] } = useGetList('banks', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
  });
  // All of the bank's cards, past PostgREST's 1,000 rows a request; refetched after a write (react-admin's refresh).
  const dataProvider = useDataProvider();
  const { data: cards } = useQuery({
    queryKey: ['cards', 'importBankCards', bankId],
    queryFn: () => fetchBankCards(dataProvider, Number(bankId)),
    enabled: bankId !== '',
  });

  const read = useMemo(
    () => (text === null ? null : readText(text, choices, translate)),
    [text, choices, translate],
  );
  const file = read?.file ?? null;
  const fileError = decodeError ?? read?.error ?? null;
  // A choice once asked for stays offered, so the admin can change it.
  const asked = {
    delimiter: read?.ask === 'delimiter' || choices.delimiter !== undefined,
    decimal: read?.ask === 'decimal' || choices.decimal !== undefined,
  };

  const { ruleSets, referenceRates } = useCreditRules();
  const mapping: ColumnMapping = useMemo(
    () => (file ? { ...guessMapping(file.columns), ...(mappings[String(bankId)] ?? {}) } : {}),
    [file, mappings, bankId],
  );
  const rows = useMemo(
    () =>
      file && cards
        ? previewImport(file, mapping, cards, {
            recompute,
            today: swedishToday(),
            rules: { now: new Date(), ruleSets, referenceRates },
          })
        : [],
    [file, mapping, cards, recompute, ruleSets, referenceRates],
  );

  const choose = async (chosen: File | undefined) => {
    setText(null);
    setDecodeError(null);
    setChoices({});
    if (!chosen) return;
    try {
      setText(decodePriceList(new Uint8Array(await chosen.arrayBuffer())));
    } catch (error) {
      setDecodeError(
        error instanceof PriceListError
          ? translate(error.message, error.args)
          : translate('resources.cards.import.unreadable'),
      );
    }
  };

  return (
    <ChangePreviewDialog
      id="import"
      title={translate('resources.cards.import.title')}
      kind="import"
      rows={rows}
      refusedKey="resources.cards.import.refused"
      refusedHint={!recompute && exampleRefused(rows) ? 'resources.cards.recompute.refused_hint' : undefined}
      applyKey="resources.cards.import.apply"
      onClose={onClose}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', my: 1 }}>
        <TextField
          select
          size="small"
          label={translate('resources.cards.import.bank')}
          value={bankId}
          onChange={(event) => setBankId(Number(event.target.value))}
          sx={{ minWidth: 220 }}
        >
          {banks.map((bank) => (
            <MenuItem key={bank.id} value={bank.id}>
              {bank.name}
            </MenuItem>
          ))}
        </TextField>
        <Button component="label" variant="outlined" disabled={bankId === ''}>
          {translate('resources.cards.import.choose')}
          <input
            type="file"
            hidden
            accept=".csv,.txt,text/csv"
            aria-label={translate('resources.cards.import.file')}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        </Button>
      </Box>
      <Alert severity="info" sx={{ my: 1 }}>
        {translate('resources.cards.import.help')}
      </Alert>
      {fileError && (
        <Alert severity="error" sx={{ my: 1 }} data-testid="import-file-error">
          {fileError}
        </Alert>
      )}
      {(asked.delimiter || asked.decimal) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, my: 1 }}>
          {(['delimiter', 'decimal'] as const)
            .filter((choice) => asked[choice])
            .map((choice) => (
              <TextField
                key={choice}
                select
                size="small"
                label={translate(CHOICE_LABELS[choice])}
                value={choices[choice] ?? ''}
                onChange={(event) => setChoices({ ...choices, [choice]: event.target.value })}
                sx={{ minWidth: 200 }}
              >
                {READ_CHOICES[choice].map(([value, label]) => (
                  <MenuItem key={value} value={value}>
                    {translate(label)}
                  </MenuItem>
                ))}
              </TextField>
            ))}
        </Box>
      )}
      {file && (
        <Box
          role="group"
          aria-label={translate('resources.cards.import.mapping')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 1 }}
        >
          {file.columns.map((column) => (
            <TextField
              key={column}
              select
              size="small"
              label={column}
              value={mapping[column] ?? ''}
              onChange={(event) =>
                setMappings({
                  ...mappings,
                  [String(bankId)]: { ...mapping, [column]: event.target.value as ColumnMapping[string] },
                })
              }
              sx={{ minWidth: 180 }}
            >
              <MenuItem value="">{translate('resources.cards.import.ignore')}</MenuItem>
              {TARGETS.map((target) => (
                <MenuItem key={target} value={target}>
                  {translate(`resources.cards.fields.${target}`)}
                </MenuItem>
              ))}
            </TextField>
          ))}
        </Box>
      )}
      {file && <RecomputeExampleCheckbox checked={recompute} onChange={setRecompute} />}
    </ChangePreviewDialog>
  );
}
