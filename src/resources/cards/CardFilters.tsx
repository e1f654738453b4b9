import { BooleanInput, ReferenceInput, SelectInput } from 'react-admin';
import { SearchFilter } from '../../components/SearchFilter';

export const cardFilters = [
  <SearchFilter key="q" source="name@ilike" placeholder="resources.cards.search" alwaysOn />,
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
