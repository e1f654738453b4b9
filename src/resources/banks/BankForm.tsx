import { BooleanInput, TextInput } from 'react-admin';
import { CardOwnerForm, LogoInput } from '../../components/form/CardOwnerForm';
import { WideText } from '../../components/form/FormGrid';
import { LinkStatus } from '../../components/LinkStatus';
import { validateBank } from './bankValidation';

// Every rule is in validateBank (a form-level validate replaces the inputs' own); `required` marks the label.
export function BankForm({ canDelete = false }: { canDelete?: boolean }) {
  return (
    <CardOwnerForm validate={validateBank} target="bank_id" canDelete={canDelete}>
      <TextInput source="org_number" />
      <TextInput source="website_url" />
      <LinkStatus urlSource="website_url" target="bank_id" />
      <LogoInput />
      <WideText source="description" />
      <BooleanInput source="is_active" />
    </CardOwnerForm>
  );
}
