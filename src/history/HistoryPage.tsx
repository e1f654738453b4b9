import { Typography } from '@mui/material';
import {
  Datagrid,
  DateInput,
  FunctionField,
  List,
  SelectInput,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { RESOURCE_OF_TABLE, TABLE_LABELS } from './auditLabels';
import { ChangeLines, useActionLabel, useActorName } from './RecordHistory';
import { useAuditActors } from './useAuditActors';
import { ChangeSetNote, type ChangeSetColumns } from './UndoChangeSetButton';
import { DateTimeField } from '../components/DateFields';

const endOfDay = (value: string) => (value ? `${value}T23:59:59.999` : value);
const dateOnly = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : value);

interface AuditRecord extends RaRecord, ChangeSetColumns {
  occurred_at: string;
  actor_id: string | null;
  table_name: string;
  row_id: string | null;
  action: string;
  changed_fields: Record<string, unknown> | null;
  conflict_overwritten?: boolean;
}

/** Senaste ändringar: every change in public.audit_log, newest first, filterable by table, admin and date. */
export function HistoryPage() {
  const actors = useAuditActors();
  const actorName = useActorName();
  const actionLabel = useActionLabel();
  const translate = useTranslate();
  const filters = [
    <SelectInput
      key="table"
      source="table_name"
      label="app.history.fields.table"
      choices={Object.entries(TABLE_LABELS).map(([id, name]) => ({ id, name }))}
      translateChoice={false}
      alwaysOn
    />,
    <SelectInput
      key="actor"
      source="actor_id"
      label="app.history.fields.actor"
      choices={[...(actors.data ?? new Map<string, string>()).entries()].map(([id, name]) => ({ id, name }))}
      translateChoice={false}
      alwaysOn
    />,
    <DateInput key="from" source="occurred_at@gte" label="app.history.fields.from" alwaysOn />,
    <DateInput
      key="to"
      source="occurred_at@lte"
      label="app.history.fields.to"
      parse={endOfDay}
      format={dateOnly}
      alwaysOn
    />,
  ];
  return (
    <>
      <List<AuditRecord>
        resource="audit_log"
        title="app.history.title"
        filters={filters}
        sort={{ field: 'occurred_at', order: 'DESC' }}
        perPage={25}
        storeKey="audit_log.history"
        exporter={false}
      >
        <Datagrid bulkActionButtons={false} rowClick={false} data-testid="history-list">
          <DateTimeField source="occurred_at" label="app.history.fields.occurred_at" />
          <FunctionField<AuditRecord>
            label="app.history.fields.table"
            sortBy="table_name"
            render={(record) => TABLE_LABELS[record.table_name] ?? record.table_name}
          />
          <FunctionField<AuditRecord>
            label="app.history.fields.row"
            sortable={false}
            render={(record) => {
              const resource = RESOURCE_OF_TABLE[record.table_name];
              if (!record.row_id) return '–';
              return resource && record.action !== 'DELETE' ? (
                <Link to={`/${resource}/${encodeURIComponent(record.row_id)}`}>#{record.row_id}</Link>
              ) : (
                `#${record.row_id}`
              );
            }}
          />
          <FunctionField<AuditRecord>
            label="app.history.fields.actor"
            sortBy="actor_id"
            render={(record) => actorName(record.actor_id)}
          />
          <FunctionField<AuditRecord>
            label="app.history.fields.action"
            sortBy="action"
            render={(record) => (
              <>
                {record.conflict_overwritten
                  ? `${actionLabel(record.action)} · ${translate('app.history.conflict_overwritten')}`
                  : actionLabel(record.action)}
                <ChangeSetNote row={record} />
              </>
            )}
          />
          <FunctionField<AuditRecord>
            label="app.history.fields.changes"
            sortable={false}
            render={(record) =>
              record.action === 'UPDATE' ? (
                <ChangeLines row={record} resource={RESOURCE_OF_TABLE[record.table_name]} />
              ) : (
                <Typography variant="body2" color="text.secondary">
                  –
                </Typography>
              )
            }
          />
        </Datagrid>
      </List>
    </>
  );
}
