import { Alert, Box, Button, Card, CardContent, List, ListItem, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useGetList, useTranslate, type RaRecord } from 'react-admin';
import type { AppDataProvider, PublicationEvent } from '../providers/dataProvider';
import { ChangeSetNote, type ChangeSetColumns } from './UndoChangeSetButton';
import { ACTION_KEYS, FIELD_KEYS } from './auditLabels';
import { useAuditNames, type AuditNames } from './useAuditNames';
import { formatDateTime } from '../lib/formatDate';

/** A row of the audit log as the history views read it. */
export interface AuditRow extends RaRecord, ChangeSetColumns {
  occurred_at: string;
  actor_id: string | null;
  table_name: string;
  row_id: string | null;
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

/** An audit action (INSERT, UPDATE, DELETE) in Swedish. */
export function useActionLabel() {
  const translate = useTranslate();
  return (action: string) => (ACTION_KEYS[action] ? translate(ACTION_KEYS[action]) : action);
}

/**
 * Lines 'Label: old → new' of one UPDATE, with names for people and records, Swedish statuses and numbers;
 * nothing for INSERT and DELETE, which hold whole rows.
 */
export function ChangeLines({
  row,
  resource,
  names,
}: {
  row: AuditRow;
  resource?: string;
  names: AuditNames;
}) {
  const label = useFieldLabel(resource);
  if (row.action !== 'UPDATE' || !row.changed_fields) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {Object.entries(row.changed_fields).map(([field, change]) => {
        const { old: before, new: after } = (change ?? {}) as { old?: unknown; new?: unknown };
        return (
          <li key={field}>
            <strong>{label(field)}</strong>: {names.value(row.table_name, field, before)} →{' '}
            {names.value(row.table_name, field, after)}
          </li>
        );
      })}
    </Box>
  );
}

/** The tables whose records go live and end by a schedule (public.publication_events). */
const SCHEDULED_TABLES = new Set(['news_articles', 'blog_posts', 'credit_cards']);
const PAGE = 50;

/**
 * The change history of one record, from public.audit_log (admins read it under row-level security), newest first,
 * 50 rows at a time ("Visa äldre ändringar" adds 50). The moments the record went live or ended by its schedule come
 * from its whole history (getPublicationEvents), and are shown among the rows loaded so far.
 */
export function RecordHistory({ table, resource, id }: { table: string; resource: string; id: string }) {
  const translate = useTranslate();
  const actionLabel = useActionLabel();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [perPage, setPerPage] = useState(PAGE);
  const history = useGetList<AuditRow>(
    'audit_log',
    {
      filter: { table_name: table, row_id: id },
      sort: { field: 'occurred_at', order: 'DESC' },
      pagination: { page: 1, perPage },
    },
    { refetchOnMount: 'always', placeholderData: (previous) => previous },
  );
  const events = useQuery({
    queryKey: ['audit_log', 'getPublicationEvents', { table, id }],
    queryFn: () => dataProvider.getPublicationEvents(table, id),
    enabled: SCHEDULED_TABLES.has(table),
    refetchOnMount: 'always',
  });
  const names = useAuditNames(history.data);
  const rows = history.data ?? [];
  const complete = history.total === undefined || rows.length >= history.total;
  return (
    <Card variant="outlined" sx={{ mt: 2 }} component="section" aria-labelledby="history-heading">
      <CardContent>
        <Typography variant="h6" component="h2" id="history-heading" gutterBottom>
          {translate('app.history.record_title')}
        </Typography>
        {history.isPending ? (
          <Skeleton role="status" aria-label={translate('ra.page.loading')} />
        ) : history.isError ? (
          <Alert severity="error">{translate('app.history.load_error')}</Alert>
        ) : rows.length === 0 ? (
          <Typography color="text.secondary">{translate('app.history.empty')}</Typography>
        ) : (
          <>
            <List dense disablePadding data-testid="record-history">
              {withPublicationEvents(rows, events.data ?? [], complete).map(({ row, event }) =>
                event ? (
                  <ListItem key={`${event.kind}-${event.at}`} divider data-testid="publication-event">
                    <Typography variant="body2">
                      {formatDateTime(event.at)} ·{' '}
                      {translate(PUBLICATION_KEYS[event.kind], { name: names.person(event.actor_id) })}
                    </Typography>
                  </ListItem>
                ) : (
                  <ListItem key={row.id} divider sx={{ display: 'block' }}>
                    <Typography variant="body2">
                      {formatDateTime(row.occurred_at)} · {names.person(row.actor_id)} ·{' '}
                      {actionLabel(row.action)}
                      {row.conflict_overwritten ? ` · ${translate('app.history.conflict_overwritten')}` : ''}
                      <ChangeSetNote row={row} />
                    </Typography>
                    <ChangeLines row={row} resource={resource} names={names} />
                  </ListItem>
                ),
              )}
            </List>
            {complete ? null : (
              <Button
                sx={{ mt: 1 }}
                onClick={() => setPerPage((shown) => shown + PAGE)}
                disabled={history.isFetching}
              >
                {translate('app.history.show_older')}
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

const PUBLICATION_KEYS: Record<PublicationEvent['kind'], string> = {
  live: 'app.history.publication.live',
  ended: 'app.history.publication.ended',
};

type HistoryEntry = { row: AuditRow; event?: undefined } | { row?: undefined; event: PublicationEvent };

/**
 * The audit rows (newest first) with the moments the record went live or ended by its schedule among them: all of
 * them once the whole history is loaded, else those no older than the oldest row shown (the rest come with
 * "Visa äldre ändringar").
 */
function withPublicationEvents(
  rows: AuditRow[],
  events: PublicationEvent[],
  complete: boolean,
): HistoryEntry[] {
  const at = (entry: HistoryEntry) =>
    new Date(entry.event ? entry.event.at : entry.row.occurred_at).getTime();
  const oldest = Math.min(...rows.map((row) => new Date(row.occurred_at).getTime()));
  return [
    ...rows.map((row) => ({ row })),
    ...events
      .filter((event) => complete || new Date(event.at).getTime() >= oldest)
      .map((event) => ({ event })),
  ].sort((a, b) => at(b) - at(a));
}
