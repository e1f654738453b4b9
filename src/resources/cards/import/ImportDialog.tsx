import { useMemo, useState } from 'react';
import { Alert, Box, Button, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetList, useStore, useTranslate } from 'react-admin';
import { BULK_FIELDS } from '../bulk/bulkOperations';
import { ChangePreviewDialog } from '../bulk/ChangePreviewDialog';
import { fetchBankCards } from './bankCards';
import {
  decodePriceList,
  guessMapping,
  parsePriceList,
  previewImport,
  PriceListError,
  type ColumnMapping,
  type ParsedFile,
} from './priceList';

const TARGETS = ['slug', 'name', ...Object.keys(BULK_FIELDS)];

/** Read, map, preview, then apply a bank's price list all or nothing; undo right after. */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const [bankId, setBankId] = useState<number | ''>('');
  const [file, setFile] = useState<ParsedFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
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

  const mapping: ColumnMapping = useMemo(
    () => (file ? { ...guessMapping(file.columns), ...(mappings[String(bankId)] ?? {}) } : {}),
    [file, mappings, bankId],
  );
  const rows = useMemo(
    () => (file && cards ? previewImport(file, mapping, cards) : []),
    [file, mapping, cards],
  );

  const read = async (chosen: File | undefined) => {
    setFile(null);
    setFileError(null);
    if (!chosen) return;
    try {
      setFile(parsePriceList(decodePriceList(new Uint8Array(await chosen.arrayBuffer()))));
    } catch (error) {
      setFileError(
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
            onChange={(event) => void read(event.target.files?.[0])}
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
    </ChangePreviewDialog>
  );
}
