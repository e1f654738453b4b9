import { BooleanInput, ReferenceInput, SearchInput, SelectInput } from 'react-admin';

export const cardFilters = [
  <SearchInput key="q" source="name@ilike" placeholder="Sök kortnamn" alwaysOn />,
  <ReferenceInput key="bank" source="bank_id" reference="banks" sort={{ field: 'name', order: 'ASC' }}>
    <SelectInput optionText="name" />
  </ReferenceInput>,
  <ReferenceInput
    key="network"
    source="network_id"
    reference="networks"
    sort={{ field: 'name', order: 'ASC' }}
  >
    <SelectInput optionText="name" />
  </ReferenceInput>,
  <ReferenceInput
    key="category"
    source="category_id"
    reference="categories"
    sort={{ field: 'sort_order', order: 'ASC' }}
  >
    <SelectInput optionText="name" />
  </ReferenceInput>,
  <BooleanInput key="published" source="is_published" />,
  <BooleanInput key="sponsored" source="is_sponsored" />,
];
