import { BooleanInput, NumberInput, SimpleForm, required } from 'react-admin';
import { NameAndSlug } from '../../components/SlugInput';
import { FormToolbar } from '../../components/FormToolbar';
import { FormGrid, WideText } from '../../components/form/FormGrid';
import { validateCategory } from './categoryValidation';

// Every rule is in validateCategory (a form-level validate replaces the inputs' own); `required` marks the label.
export function CategoryForm() {
  return (
    <SimpleForm validate={validateCategory} toolbar={<FormToolbar />}>
      <FormGrid>
        <NameAndSlug source="name" />
        <WideText source="description" />
        <NumberInput source="sort_order" validate={required()} step={1} />
        <BooleanInput source="is_active" />
      </FormGrid>
    </SimpleForm>
  );
}
