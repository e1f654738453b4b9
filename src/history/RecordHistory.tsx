import { Alert, Box, Card, CardContent, List, ListItem, Skeleton, Typography } from '@mui/material';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import { ACTION_KEYS, FIELD_KEYS, formatAuditValue } from './auditLabels';
import { useAuditActors } from './useAuditActors';
import { ChangeSetNote, type ChangeSetColumns } from './UndoChangeSetButton';
import { formatDateTime } from '../lib/formatDate';

interface AuditRow extends RaRecord, ChangeSetColumns {
  occurred_at: string;
  actor_id: string | null;
  action: string;
  changed_fields: Record<string, unknown> | null;
  conflict_overwritten?: boolean;
}

/** A column's label: the resource's field label in sv.ts, else the history's own, else the column name. */
export function useFieldLabel(resource?: string) {
  const translate = useTranslate();
  return (field: string) => {
    const fallback = FIELD_KEYS[field] ? translate(FIELD_KEYS[field]) : field;
    return resource ? translate(`resources.${resource}.fields.${field}`, { _: fallback }) : fallback;
  };
}

/** Who made a change: the admin's e-mail, or the system (seed, migrations) when no user did. */
export function useActorName() {
  const translate = useTranslate();
  const actors = useAuditActors();
  return (actorId: string | null) =>
    actorId
      ? (actors.data?.get(actorId) ?? translate('app.history.unknown_actor'))
      : translate('app.history.system');
}

/** An audit action (INSERT, UPDATE, DELETE) in Swedish. */
export function useActionLabel() {
  const translate = useTranslate();
  return (action: string) => (ACTION_KEYS[action] ? translate(ACTION_KEYS[action]) : action);
}

/** Lines 'Label: old → new' of one UPDATE; nothing for INSERT and DELETE, which hold whole rows. */
export function ChangeLines({ row, resource }: { row: AuditRow; resource?: string }) {
  const label = useFieldLabel(resource);
  if (row.action !== 'UPDATE' || !row.changed_fields) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {Object.entries(row.changed_fields).map(([field, change]) => {
        const { old: before, new: after } = (change ?? {}) as { old?: unknown; new?: unknown };
        return (
          <li key={field}>
            <strong>{label(field)}</strong>: {formatAuditValue(before)} → {formatAuditValue(after)}
          </li>
        );
      })}
    </Box>
  );
}

/** The change history of one record, from public.audit_log (admins read it under row-level security). */
export function RecordHistory({ table, resource, id }: { table: string; resource: string; id: string }) {
  const translate = useTranslate();
  const actorName = useActorName();
  const actionLabel = useActionLabel();
  const history = useGetList<AuditRow>(
    'audit_log',
    {
      filter: { table_name: table, row_id: id },
      sort: { field: 'occurred_at', order: 'DESC' },
      pagination: { page: 1, perPage: 50 },
    },
    { refetchOnMount: 'always' },
  );
  return (
    <Card variant="outlined" sx={{ mt: 2 }} component="section" aria-labelledby="history-heading">
      <CardContent>
        <Typography variant="h6" component="h2" id="history-heading" gutterBottom>
          {translate('app.history.record_title')}
        </Typography>
        {history.isPending ? (
          <Skeleton aria-label={translate('ra.page.loading')} />
        ) : history.isError ? (
          <Alert severity="error">{translate('app.history.load_error')}</Alert>
        ) : (history.data ?? []).length === 0 ? (
          <Typography color="text.secondary">{translate('app.history.empty')}</Typography>
        ) : (
          <List dense disablePadding data-testid="record-history">
            {(history.data ?? []).map((row) => (
              <ListItem key={row.id} divider sx={{ display: 'block' }}>
                <Typography variant="body2">
                  {formatDateTime(row.occurred_at)} · {actorName(row.actor_id)} · {actionLabel(row.action)}
                  {row.conflict_overwritten ? ` · ${translate('app.history.conflict_overwritten')}` : ''}
                  <ChangeSetNote row={row} />
                </Typography>
                <ChangeLines row={row} resource={resource} />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
