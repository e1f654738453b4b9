import { CardOwnerForm, LogoInput } from '../../components/form/CardOwnerForm';
import { WideText } from '../../components/form/FormGrid';
import { validateNetwork } from './networkValidation';

// Every rule is in validateNetwork (a form-level validate replaces the inputs' own); `required` marks the label.
export function NetworkForm({ canDelete = false }: { canDelete?: boolean }) {
  return (
    <CardOwnerForm validate={validateNetwork} target="network_id" canDelete={canDelete}>
      <LogoInput />
      <WideText source="acceptance_note" />
    </CardOwnerForm>
  );
}
