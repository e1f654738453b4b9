import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  FilterButton,
  FunctionField,
  NumberField,
  ReferenceField,
  TextField,
  TopToolbar,
  CreateButton,
  useTranslate,
} from 'react-admin';
import { ListShell } from '../../components/lists/ListShell';
import { ColumnsButton } from '../../components/ColumnsButton';
import { StatusChip } from '../../components/StatusChipField';
import { ImageThumbnail } from '../../components/ImageThumbnail';
import { ThumbnailNameField } from '../../components/ThumbnailNameField';
import { CARD_PUBLICATION_STATES, cardPublicationState } from '../../lib/publicationState';
import { PERCENT_FORMAT, SEK_FORMAT } from '../../lib/numberFormats';
import { exportCsv } from '../../components/csv';
import { PagedExportButton } from '../../components/PagedExportButton';
import { SavedViewsButton } from '../../components/SavedViewsButton';
import { formatSEK } from '../../lib/formatSEK';
import { formatPercent } from '../../lib/formatPercent';
import { cardFilters } from './CardFilters';
import { ToggleField } from './ToggleField';
import type { Tables } from '../../types/database';
import { BulkDeleteConfirmButton } from '../../components/BulkDeleteConfirmButton';
import { BulkEditButton } from './bulk/BulkEditButton';
import { ConditionalBulkUpdateButton } from '../../components/concurrency/ConditionalBulkUpdateButton';
import { ImportButton } from './import/ImportButton';
import { CARD_EXPORT_COLUMNS } from './cardFields';
import { RoleGate } from '../../components/RoleGate';
import { reuseReferenceRecords } from '../../components/form/referenceChoices';

const exporter = exportCsv<Tables<'credit_cards'>>('kreditkort', CARD_EXPORT_COLUMNS);

// Bulk edits, publishing and deleting are the admins' (src/lib/access.ts); an editor selects to export.
const CardBulkActions = () => (
  <RoleGate action="bulk_edit">
    <BulkEditButton />
    <ConditionalBulkUpdateButton
      label="resources.cards.action.publish"
      confirmTitle="resources.cards.message.publish_title"
      confirmContent="resources.cards.message.publish_content"
      data={{ is_published: true }}
      mutationMode="pessimistic"
    />
    <ConditionalBulkUpdateButton
      label="resources.cards.action.unpublish"
      confirmTitle="resources.cards.message.unpublish_title"
      confirmContent="resources.cards.message.unpublish_content"
      data={{ is_published: false }}
      mutationMode="pessimistic"
    />
    <BulkDeleteConfirmButton />
  </RoleGate>
);

// Five buttons do not fit beside the search at 1024 px: below 1280 px they move, together, to a row of their own
// (the list's toolbar wraps, see CARD_LIST_SX) instead of wrapping among themselves into three rows (issue 31).
const CardListActions = () => (
  // On a phone react-admin stacks the search and the actions in a column: the buttons take the column's width and
  // wrap there (with 'Sparade vyer' they no longer fit in one row: it scrolled sideways at 390 px).
  <TopToolbar
    sx={{ flexWrap: 'wrap', ml: 'auto', '@media (max-width: 599.95px)': { alignSelf: 'stretch', ml: 0 } }}
  >
    <FilterButton disableSaveQuery />
    <SavedViewsButton />
    <ColumnsButton />
    <CreateButton />
    <RoleGate action="bulk_edit">
      <ImportButton />
    </RoleGate>
    <PagedExportButton />
  </TopToolbar>
);

/** The rows' bank and network names come with the rows (react-admin's relationship prefetching, src/providers/cardCategoriesCallbacks.ts). */
const QUERY_OPTIONS = { meta: { prefetch: ['banks', 'networks'] } };

// Not below 600 px, where react-admin's toolbar is a column: a wrapping column's line is as wide as its widest item,
// so the actions would stick out of the frame instead of wrapping.
const CARD_LIST_SX = {
  '@media (min-width: 600px) and (max-width: 1279.95px)': { '& .RaList-actions': { flexWrap: 'wrap' } },
};

export function CardList() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  useState(() => ['banks', 'networks'].forEach((reference) => reuseReferenceRecords(queryClient, reference)));
  return (
    <ListShell<Tables<'credit_cards'>>
      actions={<CardListActions />}
      queryOptions={QUERY_OPTIONS}
      sx={CARD_LIST_SX}
      filters={cardFilters}
      sort={{ field: 'sort_rank', order: 'ASC' }}
      exporter={exporter}
      primaryText={(r) => r.name}
      secondaryText={(r) =>
        translate('resources.cards.list.fees', {
          annual_fee: formatSEK(r.annual_fee),
          effective_rate: formatPercent(r.effective_rate),
        })
      }
      tertiaryText={(r) => <StatusChip choices={CARD_PUBLICATION_STATES} value={cardPublicationState(r)} />}
      leftIcon={(r) => <ImageThumbnail src={r.image_url} kind="card" />}
      // Publishing at 768 px without opening the form: the same undoable switch as the grid's column.
      rowAction={() => <ToggleField source="is_published" />}
      // Below 1280 px the network and the order fold away (the column chooser still lists them), so that the
      // name, fees and both switches fit the frame without sideways scrolling; the public state with them (the
      // publishing switch beside it says the same but for a schedule).
      secondaryColumns={['network_id', 'sort_rank', 'publication_state']}
      configurable
      bulkActionButtons={<CardBulkActions />}
    >
      <ThumbnailNameField source="name" imageSource="image_url" kind="card" />
      <ReferenceField source="bank_id" reference="banks" link={false}>
        <TextField source="name" />
      </ReferenceField>
      <ReferenceField source="network_id" reference="networks" link={false}>
        <TextField source="name" />
      </ReferenceField>
      <NumberField source="annual_fee" locales="sv-SE" options={SEK_FORMAT} emptyText="–" />
      <NumberField source="effective_rate" locales="sv-SE" options={PERCENT_FORMAT} emptyText="–" />
      <NumberField source="sort_rank" label="resources.cards.list.sort_rank" />
      <ToggleField source="is_published" />
      <FunctionField<Tables<'credit_cards'>>
        source="publication_state"
        sortable={false}
        render={(r) => <StatusChip choices={CARD_PUBLICATION_STATES} value={cardPublicationState(r)} />}
      />
      <ToggleField source="is_sponsored" />
    </ListShell>
  );
}
