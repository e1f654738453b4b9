import { BooleanInput, ReferenceInput, SelectInput, type ReferenceInputProps } from 'react-admin';
import { SearchFilter } from '../../components/SearchFilter';
import { CARD_PUBLICATION_STATES } from '../../lib/publicationState';

/** A filter choosing one referenced record by its name, the choices in `sortField` order. */
function ReferenceFilter({
  source,
  reference,
  sortField = 'name',
  ...props
}: Omit<ReferenceInputProps, 'sort' | 'children'> & { sortField?: string }) {
  return (
    <ReferenceInput
      {...props}
      source={source}
      reference={reference}
      sort={{ field: sortField, order: 'ASC' }}
    >
      <SelectInput optionText="name" />
    </ReferenceInput>
  );
}

export const cardFilters = [
  <SearchFilter key="q" source="name@ilike" placeholder="resources.cards.search" alwaysOn />,
  <ReferenceFilter key="bank" source="bank_id" reference="banks" />,
  <ReferenceFilter key="network" source="network_id" reference="networks" />,
  <ReferenceFilter key="category" source="category_id" reference="categories" sortField="sort_order" />,
  <BooleanInput key="published" source="is_published" />,
  // The state the public sees now (the computed column publication_state, issue 33).
  <SelectInput key="publication_state" source="publication_state" choices={CARD_PUBLICATION_STATES} />,
  <BooleanInput key="sponsored" source="is_sponsored" />,
];
