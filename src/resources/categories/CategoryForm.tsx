import { BooleanInput, NumberInput, SimpleForm, TextInput, required } from 'react-admin';
import { SlugInput } from '../../components/SlugInput';
import { FormToolbar } from '../../components/FormToolbar';
import { validateCategory } from './categoryValidation';

// Every rule is in validateCategory (a form-level validate replaces the inputs' own); `required` marks the label.
export function CategoryForm() {
  return (
    <SimpleForm validate={validateCategory} toolbar={<FormToolbar />}>
      <TextInput source="name" validate={required()} />
      <SlugInput from="name" />
      <TextInput source="description" multiline fullWidth />
      <NumberInput source="sort_order" validate={required()} step={1} />
      <BooleanInput source="is_active" />
    </SimpleForm>
  );
}
