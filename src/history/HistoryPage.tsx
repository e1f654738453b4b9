import { Typography } from '@mui/material';
import { FunctionField, List, SelectInput, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { RESOURCE_OF_TABLE, tableChoices, tableLabel } from './auditLabels';
import { ChangeLines, useActionLabel, type AuditRow } from './RecordHistory';
import { useAuditActors } from '../components/useAuditActors';
import { ChangeSetNote } from './UndoChangeSetButton';
import { ListAuditNames, useListAuditNames } from './useAuditNames';
import { resourceOfRow } from './auditNames';
import { DateTimeField } from '../components/DateFields';
import { SwedishDateInput } from '../components/SwedishDateInputs';
import { FoldedDatagrid } from '../components/lists/FoldedDatagrid';

/** The record a change is about, by name, linked to its edit page while it exists. */
function RowName({ record }: { record: AuditRow }) {
  const names = useListAuditNames();
  const resource = resourceOfRow(record);
  const name = names.row(record);
  return resource && record.row_id && record.action !== 'DELETE' ? (
    <Link to={`/${resource}/${encodeURIComponent(record.row_id)}`} className="history-record-link">
      {name}
    </Link>
  ) : (
    <>{name}</>
  );
}

function ActorName({ record }: { record: AuditRow }) {
  return <>{useListAuditNames().person(record.actor_id)}</>;
}

function Changes({ record }: { record: AuditRow }) {
  const names = useListAuditNames();
  return record.action === 'UPDATE' ? (
    <ChangeLines row={record} resource={RESOURCE_OF_TABLE[record.table_name]} names={names} />
  ) : (
    <Typography variant="body2" color="text.secondary">
      –
    </Typography>
  );
}

/** Senaste ändringar: every change in public.audit_log, newest first, filterable by table, admin and date. */
export function HistoryPage() {
  const actors = useAuditActors();
  const actionLabel = useActionLabel();
  const translate = useTranslate();
  const filters = [
    <SelectInput
      key="table"
      source="table_name"
      label="app.history.fields.table"
      choices={tableChoices()}
      translateChoice={false}
      alwaysOn
    />,
    <SelectInput
      key="actor"
      source="actor_id"
      label="app.history.fields.actor"
      choices={[...(actors.data?.values() ?? [])].map((actor) => ({
        id: actor.actor_id,
        name: actor.full_name ? `${actor.full_name} (${actor.email})` : actor.email,
      }))}
      translateChoice={false}
      alwaysOn
    />,
    <SwedishDateInput
      key="from"
      source="occurred_at@gte"
      label="app.history.fields.from"
      dayBound="start"
      alwaysOn
    />,
    <SwedishDateInput
      key="to"
      source="occurred_at@lte"
      label="app.history.fields.to"
      dayBound="end"
      alwaysOn
    />,
  ];
  return (
    <List<AuditRow>
      resource="audit_log"
      title="app.history.title"
      filters={filters}
      sort={{ field: 'occurred_at', order: 'DESC' }}
      perPage={25}
      storeKey="audit_log.history"
      exporter={false}
    >
      <ListAuditNames>
        {/* Below 1280 px each change is a block of labelled lines (the undo button widens the table past 1024 px). */}
        <FoldedDatagrid data-testid="history-list" foldBelowPx={1280} linkClass="history-record-link">
          <DateTimeField source="occurred_at" label="app.history.fields.occurred_at" />
          <FunctionField<AuditRow>
            label="app.history.fields.table"
            sortBy="table_name"
            render={(record) => tableLabel(record.table_name)}
          />
          <FunctionField<AuditRow>
            label="app.history.fields.row"
            sortable={false}
            render={(record) => <RowName record={record} />}
          />
          <FunctionField<AuditRow>
            label="app.history.fields.actor"
            sortBy="actor_id"
            render={(record) => <ActorName record={record} />}
          />
          <FunctionField<AuditRow>
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
          <FunctionField<AuditRow>
            label="app.history.fields.changes"
            sortable={false}
            render={(record) => <Changes record={record} />}
          />
        </FoldedDatagrid>
      </ListAuditNames>
    </List>
  );
}
