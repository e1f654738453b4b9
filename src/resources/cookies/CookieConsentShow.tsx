import { BooleanField, SelectField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { DateTimeField } from '../../components/DateFields';
import { CONSENT_ACTIONS, CONSENT_SOURCES } from './cookieConsentLabels';

export function CookieConsentShow() {
  return (
    <Show emptyWhileLoading actions={false}>
      <SimpleShowLayout>
        <TextField source="consent_id" />
        <DateTimeField source="created_at" />
        <SelectField source="action" choices={CONSENT_ACTIONS} />
        <SelectField source="source" choices={CONSENT_SOURCES} />
        <TextField source="policy_version" />
        <TextField source="locale" />
        <BooleanField source="necessary" />
        <BooleanField source="functional" />
        <BooleanField source="analytics" />
        <BooleanField source="marketing" />
        <TextField source="previous_consent_id" emptyText="–" />
        <DateTimeField source="expires_at" />
        <TextField source="ip_hash" />
        <TextField source="user_agent_family" />
      </SimpleShowLayout>
    </Show>
  );
}
