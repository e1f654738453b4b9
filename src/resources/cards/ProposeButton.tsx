import { useState } from 'react';
import { Button } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useFormContext } from 'react-hook-form';
import {
  useDataProvider,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { splitTermChanges } from '../../lib/cardTerms';

/**
 * "Skicka för godkännande": the form's other changes are saved as usual, then its changes of the public terms go
 * to public.propose_card_change at the card's new version, and wait in Ändringsförslag for another admin.
 */
export function ProposeButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const dataProvider = useDataProvider<AppDataProvider>();
  const record = useRecordContext<RaRecord>();
  const form = useFormContext();
  const [busy, setBusy] = useState(false);

  const send = form.handleSubmit(async (values) => {
    if (!record) return;
    setBusy(true);
    try {
      const { terms, other } = splitTermChanges(values, record);
      let version = record.version as number;
      if (Object.keys(other).length) {
        const saved = await dataProvider.update('cards', {
          id: record.id,
          data: { ...record, ...other },
          previousData: record,
        });
        version = saved.data.version as number;
      }
      if (Object.keys(terms).length) await dataProvider.proposeCardChange(Number(record.id), version, terms);
      form.reset(values);
      notify(Object.keys(terms).length ? 'resources.cards.proposal.sent' : 'ra.notification.updated', {
        type: 'info',
        messageArgs: { smart_count: 1 },
      });
      redirect('list', 'cards');
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', {
        type: 'error',
        autoHideDuration: 10_000,
      });
    } finally {
      setBusy(false);
    }
  });

  return (
    <Button
      variant="contained"
      startIcon={<SendIcon />}
      disabled={busy}
      onClick={() => void send()}
      sx={{ minHeight: 48 }}
    >
      {translate('resources.cards.proposal.send')}
    </Button>
  );
}
