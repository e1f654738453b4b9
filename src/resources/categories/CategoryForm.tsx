import { BooleanInput, NumberInput, SimpleForm, TextInput, minValue, required } from 'react-admin';
import { SlugInput } from '../../components/SlugInput';

export function CategoryForm() {
  return (
    <SimpleForm>
      <TextInput source="name" validate={required('Ange kategorins namn')} />
      <SlugInput from="name" />
      <TextInput source="description" multiline fullWidth />
      <NumberInput source="sort_order" validate={minValue(0, 'Minst 0')} />
      <BooleanInput source="is_active" />
    </SimpleForm>
  );
}
