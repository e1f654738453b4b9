import type { ReactNode } from 'react';
import {
  Datagrid,
  EditButton,
  NumberField,
  ReferenceManyField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin';
import { SEK_FORMAT } from '../lib/numberFormats';
import { GuardedDeleteButton } from './GuardedDeleteButton';
import { StatusChipField } from './StatusChipField';
import { CARD_PUBLICATION } from '../lib/statuses';

interface CardOwnerShowProps {
  /** The cards' column that points at the record: delete is refused while cards use it. */
  target: 'bank_id' | 'network_id';
  /** The i18n key of the card table's label (`resources.<name>.fields.cards`). */
  cardsLabel: string;
  /** Shows each card's annual fee beside its name. */
  withAnnualFee?: boolean;
  /** The record's own fields, above its cards. */
  children: ReactNode;
}

/** The show page of a record cards belong to (a bank, a network): its fields, then its cards by name. */
export function CardOwnerShow({ target, cardsLabel, withAnnualFee = false, children }: CardOwnerShowProps) {
  return (
    <Show
      emptyWhileLoading
      actions={
        <TopToolbar>
          <EditButton />
          <GuardedDeleteButton target={target} />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        {children}
        <ReferenceManyField
          reference="cards"
          target={target}
          label={cardsLabel}
          sort={{ field: 'name', order: 'ASC' }}
        >
          <Datagrid rowClick="edit" bulkActionButtons={false}>
            <TextField source="name" />
            {withAnnualFee && (
              <NumberField source="annual_fee" locales="sv-SE" options={SEK_FORMAT} emptyText="–" />
            )}
            <StatusChipField source="is_published" choices={CARD_PUBLICATION} />
          </Datagrid>
        </ReferenceManyField>
      </SimpleShowLayout>
    </Show>
  );
}
