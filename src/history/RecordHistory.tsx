import { Alert, Box, Card, CardContent, List, ListItem, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { supabaseClient } from '../providers/supabaseClient';
import { ACTION_LABELS, FIELD_LABELS, formatAuditValue } from './auditLabels';
import { useAuditActors } from './useAuditActors';

const dateTime = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'medium', timeStyle: 'short' });

interface AuditRow {
  id: number | string;
  occurred_at: string;
  actor_id: string | null;
  action: string;
  changed_fields: Record<string, unknown> | null;
}

export function useFieldLabel(resource?: string) {
  const translate = useTranslate();
  return (field: string) =>
    translate(resource ? `resources.${resource}.fields.${field}` : `audit.fields.${field}`, {
      _: FIELD_LABELS[field] ?? field,
    });
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
  const actors = useAuditActors();
  const history = useQuery({
    queryKey: ['audit', table, id],
    queryFn: async () => {
      const { data, error } = await supabaseClient
        .from('audit_log')
        .select('id, occurred_at, actor_id, action, changed_fields')
        .eq('table_name', table)
        .eq('row_id', id)
        .order('occurred_at', { ascending: false })
        .order('id', { ascending: false })
        .limit(50);
      if (error) throw error;
      return data as AuditRow[];
    },
    refetchOnMount: 'always',
  });
  return (
    <Card variant="outlined" sx={{ mt: 2 }} component="section" aria-labelledby="history-heading">
      <CardContent>
        <Typography variant="h6" component="h2" id="history-heading" gutterBottom>
          Ändringshistorik
        </Typography>
        {history.isPending ? (
          <Skeleton aria-label="Laddar" />
        ) : history.isError ? (
          <Alert severity="error">Kunde inte hämta historiken</Alert>
        ) : history.data.length === 0 ? (
          <Typography color="text.secondary">Inga ändringar registrerade.</Typography>
        ) : (
          <List dense disablePadding data-testid="record-history">
            {history.data.map((row) => (
              <ListItem key={row.id} divider sx={{ display: 'block' }}>
                <Typography variant="body2">
                  {dateTime.format(new Date(row.occurred_at))} ·{' '}
                  {row.actor_id ? (actors.data?.get(row.actor_id) ?? 'Okänd administratör') : 'Systemet'} ·{' '}
                  {ACTION_LABELS[row.action] ?? row.action}
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
