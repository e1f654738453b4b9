import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { conflictSummary, isRichText, valueText } from './conflictFields';

export interface ConflictDialogProps {
  resource: string;
  /** Who changed the record and when (the conflict's message). */
  message: string;
  loaded: Record<string, unknown>;
  theirs: Record<string, unknown> | null;
  mine: Record<string, unknown>;
  busy: boolean;
  onKeepTheirs(): void;
  onOverwrite(): void;
  onCopy(): void;
  onClose(): void;
}

/**
 * Someone saved the record after this editor loaded it: who and when, then field by field their value and
 * yours (rich text side by side, as text), and the three ways on. The form behind stays as the editor left it.
 */
export function ConflictDialog(props: ConflictDialogProps) {
  const translate = useTranslate();
  const { resource, theirs } = props;
  const { mine: fields, theirsOnly } = conflictSummary(props.loaded, theirs, props.mine);
  const label = (source: string) => translate(`resources.${resource}.fields.${source}`, { _: source });
  return (
    <Dialog open onClose={props.onClose} maxWidth="lg" fullWidth aria-labelledby="conflict-title">
      <DialogTitle id="conflict-title">{translate('app.conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{props.message}</DialogContentText>
        {theirs === null ? (
          <DialogContentText>{translate('app.conflict.gone')}</DialogContentText>
        ) : (
          <Table size="small" aria-label={translate('app.conflict.table')}>
            <TableHead>
              <TableRow>
                <TableCell component="th">{translate('app.conflict.field')}</TableCell>
                <TableCell component="th">{translate('app.conflict.theirs')}</TableCell>
                <TableCell component="th">{translate('app.conflict.mine')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {fields.map((field) => (
                <TableRow key={field.source} data-testid={`conflict-${field.source}`}>
                  <TableCell component="th" scope="row" sx={{ verticalAlign: 'top' }}>
                    {label(field.source)}
                    {field.clash ? ` (${translate('app.conflict.both_changed')})` : ''}
                  </TableCell>
                  <ValueCell value={field.theirs} />
                  <ValueCell value={field.mine} />
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {theirs !== null && theirsOnly.length > 0 && (
          <DialogContentText sx={{ mt: 2 }} data-testid="conflict-theirs-only">
            {translate('app.conflict.theirs_only', { fields: theirsOnly.map(label).join(', ') })}
          </DialogContentText>
        )}
        <DialogContentText sx={{ mt: 2 }}>{translate('app.conflict.overwrite_hint')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={props.onCopy}>{translate('app.conflict.copy')}</Button>
        <Button onClick={props.onKeepTheirs} disabled={props.busy}>
          {translate('app.conflict.keep_theirs')}
        </Button>
        <Button onClick={props.onOverwrite} disabled={props.busy || theirs === null} variant="contained">
          {translate('app.conflict.overwrite')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function ValueCell({ value }: { value: unknown }) {
  const text = valueText(value);
  return (
    <TableCell sx={{ verticalAlign: 'top', width: '40%' }}>
      <Box
        component="div"
        sx={{
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
          ...(isRichText(value)
            ? { maxHeight: 240, overflow: 'auto', border: 1, borderColor: 'divider', p: 1 }
            : {}),
        }}
        tabIndex={isRichText(value) ? 0 : undefined}
      >
        {text === '' ? '–' : text}
      </Box>
    </TableCell>
  );
}
