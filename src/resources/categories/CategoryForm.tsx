import { BooleanInput, NumberInput, SimpleForm, TextInput, required } from 'react-admin';
import { SlugInput } from '../../components/SlugInput';
import { FormToolbar } from '../../components/FormToolbar';
import { FormGrid, WideField } from '../../components/form/FormGrid';
import { validateCategory } from './categoryValidation';

// Every rule is in validateCategory (a form-level validate replaces the inputs' own); `required` marks the label.
export function CategoryForm() {
  return (
    <SimpleForm validate={validateCategory} toolbar={<FormToolbar />}>
      <FormGrid>
        <TextInput source="name" validate={required()} />
        <SlugInput from="name" />
        <WideField>
          <TextInput source="description" multiline />
        </WideField>
        <NumberInput source="sort_order" validate={required()} step={1} />
        <BooleanInput source="is_active" />
      </FormGrid>
    </SimpleForm>
  );
}
