import { createContext, useContext, type ReactNode } from 'react';
import { Alert, Box, Chip } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { useRecordPresence } from './usePresence';
import { useActorName } from '../useAuditActors';

/** "Anna Berg redigerar också det här kortet" while another admin has the record open (named as the history does). */
export function EditorsNotice({ resource, id }: { resource: string; id: Identifier | undefined }) {
  const translate = useTranslate();
  const others = useRecordPresence(resource, id);
  const nameOf = useActorName();
  if (!others?.length) return null;
  const names = [
    ...new Set(others.map((session) => nameOf(session.user_id, session.editor_email ?? '?'))),
  ].join(', ');
  return (
    <Alert severity="info" role="status" sx={{ mt: 1 }} data-testid="presence-notice">
      {translate(resource === 'cards' ? 'app.presence.editing_card' : 'app.presence.editing_record', {
        names,
        smart_count: others.length,
      })}
    </Alert>
  );
}

/** The list's other editors by record id (ResponsiveList provides it). */
export const ListPresenceContext = createContext<Map<string, string[]>>(new Map());

/**
 * The head of the grid's presence column: the marker's icon, its name 'Redigeras nu' for screen readers. The column
 * is empty but for records open elsewhere; its written name made it the width of the word 'Redigeras' in every row
 * and the card grid wider than 1280 px with the sidebar open.
 */
export function PresenceColumnHead() {
  const translate = useTranslate();
  return (
    <>
      <EditNoteIcon fontSize="small" aria-hidden sx={{ verticalAlign: 'middle' }} />
      <Box component="span" sx={visuallyHidden}>
        {translate('app.presence.column')}
      </Box>
    </>
  );
}

/** A marker on a list row that another admin has open (`label` titles the grid's column). */
export function PresenceMarker(_props: { label?: ReactNode }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const editors = useContext(ListPresenceContext).get(String(record?.id));
  if (!editors?.length) return null;
  return (
    <Chip
      size="small"
      color="info"
      icon={<EditNoteIcon />}
      label={translate('app.presence.marker', { names: editors.join(', ') })}
      data-testid="presence-marker"
    />
  );
}
