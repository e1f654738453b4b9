import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  BooleanField,
  BooleanInput,
  NumberField,
  ReferenceField,
  ReferenceInput,
  AutocompleteInput,
  SelectInput,
  TextField,
} from 'react-admin';
import { DateTimeField } from '../../components/DateFields';
import { formatDateTime } from '../../lib/formatDate';
import { exportCsv } from '../../components/csv';
import { REVIEW_STATUSES } from './reviewStatuses';
import { ReviewBulkActions } from './ReviewBulkActions';
import type { Tables } from '../../types/database';
import { StatusQueueList, statusQueueFilters } from '../../components/lists/StatusQueueList';
import { SearchFilter } from '../../components/SearchFilter';
import { reuseReferenceRecords } from '../../components/form/referenceChoices';
import { REVIEW_LIST_QUERY } from './reviewListQuery';

const filters = statusQueueFilters(
  <SearchFilter key="q" source="body@ilike" placeholder="resources.reviews.search" alwaysOn />,
  REVIEW_STATUSES,
  <SelectInput
    key="rating"
    source="rating"
    choices={[1, 2, 3, 4, 5].map((n) => ({ id: n, name: `${n} av 5` }))}
  />,
  <ReferenceInput key="card" source="card_id" reference="cards" sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput optionText="name" />
  </ReferenceInput>,
  <BooleanInput key="verified" source="is_verified" />,
);

const exporter = exportCsv<Tables<'reviews'>>(
  'recensioner',
  ['id', 'card_id', 'rating', 'title', 'body', 'author_name', 'status', 'rejection_reason', 'created_at'],
  {
    labels: { status: REVIEW_STATUSES },
    references: { card_id: { resource: 'cards', text: 'name' } },
  },
);

export function ReviewList() {
  const queryClient = useQueryClient();
  useState(() => reuseReferenceRecords(queryClient, 'cards'));
  return (
    <StatusQueueList<Tables<'reviews'>>
      statuses={REVIEW_STATUSES}
      filters={filters}
      exporter={exporter}
      query={REVIEW_LIST_QUERY}
      primaryText={(r) => `${r.rating}/5 · ${r.title ?? r.body.slice(0, 40)}`}
      secondaryText={(r) => (
        <>
          <ReferenceField record={r} source="card_id" reference="cards" link={false}>
            <TextField source="name" />
          </ReferenceField>
          {` · ${formatDateTime(r.created_at)} · ${r.author_name}`}
        </>
      )}
      secondaryColumns={['author_name', 'is_verified']}
      configurable
      bulkActionButtons={<ReviewBulkActions />}
    >
      <DateTimeField source="created_at" />
      <ReferenceField source="card_id" reference="cards" link={false}>
        <TextField source="name" />
      </ReferenceField>
      <NumberField source="rating" />
      <TextField source="title" />
      <TextField source="author_name" />
      <BooleanField source="is_verified" />
    </StatusQueueList>
  );
}
