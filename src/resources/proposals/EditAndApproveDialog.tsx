import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { parseProposalValue, proposalValueText } from './proposalValues';

/** Redigera och godkänn: the proposed values, editable, then approved as edited (the proposal records the edit). */
export function EditAndApproveDialog({
  open,
  busy,
  changes,
  card,
  onClose,
  onApprove,
}: {
  open: boolean;
  busy: boolean;
  changes: Record<string, unknown>;
  card: Record<string, unknown>;
  onClose: () => void;
  onApprove: (changes: Record<string, unknown>) => void;
}) {
  const translate = useTranslate();
  const [values, setValues] = useState<Record<string, unknown>>(changes);
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      Object.entries(changes).map(([key, value]) => [
        key,
        typeof value === 'number' ? String(value).replace('.', ',') : String(value ?? ''),
      ]),
    ),
  );
  const submit = () =>
    onApprove(
      Object.fromEntries(
        Object.entries(changes).map(([key, original]) => [
          key,
          typeof original === 'boolean' ? values[key] : parseProposalValue(texts[key] ?? '', original),
        ]),
      ),
    );
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="edit-proposal-title" fullWidth maxWidth="sm">
      <DialogTitle id="edit-proposal-title">{translate('resources.proposals.edit.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {Object.entries(changes).map(([key, original]) => {
            const label = translate(`resources.cards.fields.${key}`);
            const now = translate('resources.proposals.edit.now', {
              value: proposalValueText(translate, card[key]),
            });
            return typeof original === 'boolean' ? (
              <FormControlLabel
                key={key}
                sx={{ minHeight: 48 }}
                control={
                  <Switch
                    checked={Boolean(values[key])}
                    onChange={(event) => setValues({ ...values, [key]: event.target.checked })}
                  />
                }
                label={`${label} (${now})`}
              />
            ) : (
              <TextField
                key={key}
                label={label}
                helperText={now}
                value={texts[key] ?? ''}
                onChange={(event) => setTexts({ ...texts, [key]: event.target.value })}
                fullWidth
              />
            );
          })}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 48 }}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" disabled={busy} onClick={submit} sx={{ minHeight: 48 }}>
          {translate('resources.proposals.actions.approve')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
