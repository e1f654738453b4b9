import { useMemo, useState } from 'react';
import { Box, Button, IconButton, MenuItem, TextField } from '@mui/material';
import EditNoteIcon from '@mui/icons-material/EditNote';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useGetMany, useListContext, useTranslate } from 'react-admin';
import {
  BULK_FIELDS,
  operationError,
  exampleRefused,
  previewBulkEdit,
  swedishToday,
  type CardRecord,
  type Operation,
} from './bulkOperations';
import { ChangePreviewDialog } from './ChangePreviewDialog';
import { useCreditRules } from '../useCreditRules';
import { RecomputeExampleCheckbox } from './RecomputeExampleCheckbox';

const KINDS = {
  set: 'resources.cards.bulk_edit.kinds.set',
  add: 'resources.cards.bulk_edit.kinds.add',
  percent: 'resources.cards.bulk_edit.kinds.percent',
  today: 'resources.cards.bulk_edit.kinds.today',
} as const;

/** "Ändra fält": set, raise or date-stamp fields on the selected cards, previewed per row, applied in one go. */
export function BulkEditButton() {
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<EditNoteIcon />} onClick={() => setOpen(true)}>
        {translate('resources.cards.bulk_edit.open')}
      </Button>
      {open && <BulkEditDialog ids={selectedIds as number[]} onClose={() => setOpen(false)} />}
    </>
  );
}

function BulkEditDialog({ ids, onClose }: { ids: number[]; onClose: () => void }) {
  const translate = useTranslate();
  const { data: records = [] } = useGetMany<CardRecord>('cards', { ids });
  const [operations, setOperations] = useState<Operation[]>([
    { field: 'invoice_fee', kind: 'set', value: '' },
  ]);
  const [recompute, setRecompute] = useState(false);
  const { ruleSets, referenceRates } = useCreditRules();

  const problems = operations.map(operationError);
  const valid = problems.every((problem) => problem === undefined);
  const rows = useMemo(
    () =>
      valid
        ? previewBulkEdit(records, operations, swedishToday(), {
            recompute,
            rules: { now: new Date(), ruleSets, referenceRates },
          })
        : [],
    [valid, records, operations, recompute, ruleSets, referenceRates],
  );

  const update = (index: number, patch: Partial<Operation>) =>
    setOperations((all) => all.map((op, i) => (i === index ? { ...op, ...patch } : op)));

  return (
    <ChangePreviewDialog
      id="bulk-edit"
      title={translate('resources.cards.bulk_edit.title', { smart_count: ids.length })}
      kind="bulk_edit"
      rows={rows}
      ready={valid}
      refusedKey="resources.cards.bulk_edit.refused"
      refusedHint={!recompute && exampleRefused(rows) ? 'resources.cards.recompute.refused_hint' : undefined}
      applyKey="resources.cards.bulk_edit.apply"
      onClose={onClose}
    >
      {operations.map((operation, index) => (
        <Box
          key={index}
          role="group"
          aria-label={translate('resources.cards.bulk_edit.operation', { n: index + 1 })}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', my: 1 }}
        >
          <TextField
            select
            size="small"
            label={translate('resources.cards.bulk_edit.field')}
            value={operation.field}
            onChange={(event) => update(index, { field: event.target.value })}
            sx={{ minWidth: 220 }}
          >
            {Object.keys(BULK_FIELDS).map((field) => (
              <MenuItem key={field} value={field}>
                {translate(`resources.cards.fields.${field}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={translate('resources.cards.bulk_edit.kind')}
            value={operation.kind}
            onChange={(event) => update(index, { kind: event.target.value as Operation['kind'] })}
            sx={{ minWidth: 140 }}
          >
            {Object.entries(KINDS).map(([kind, key]) => (
              <MenuItem key={kind} value={kind}>
                {translate(key)}
              </MenuItem>
            ))}
          </TextField>
          {operation.kind !== 'today' && (
            <TextField
              size="small"
              label={translate('resources.cards.bulk_edit.value')}
              value={operation.value}
              onChange={(event) => update(index, { value: event.target.value })}
              error={operation.value !== '' && problems[index] !== undefined}
              helperText={operation.value !== '' && problems[index] ? translate(problems[index]) : undefined}
            />
          )}
          <IconButton
            aria-label={translate('resources.cards.bulk_edit.remove')}
            disabled={operations.length === 1}
            onClick={() => setOperations((all) => all.filter((_, i) => i !== index))}
            sx={{ minWidth: 44, minHeight: 44 }}
          >
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
      <Button
        size="small"
        onClick={() => setOperations((all) => [...all, { field: 'annual_fee', kind: 'add', value: '' }])}
      >
        {translate('resources.cards.bulk_edit.add')}
      </Button>
      <RecomputeExampleCheckbox checked={recompute} onChange={setRecompute} />
    </ChangePreviewDialog>
  );
}
