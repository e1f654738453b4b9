import { BooleanField, DateField, SelectField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { CONSENT_ACTIONS, CONSENT_SOURCES } from './cookieConsentLabels';

export function CookieConsentShow() {
  return (
    <Show actions={false} title="Samtycke">
      <SimpleShowLayout>
        <TextField source="consent_id" label="Samtyckes-id" />
        <DateField source="created_at" label="Tidpunkt (servertid)" showTime locales="sv-SE" />
        <SelectField source="action" label="Beslut" choices={CONSENT_ACTIONS} />
        <SelectField source="source" label="Källa" choices={CONSENT_SOURCES} />
        <TextField source="policy_version" label="Policyversion" />
        <TextField source="locale" label="Språk" />
        <BooleanField source="necessary" label="Nödvändiga" />
        <BooleanField source="functional" label="Funktionella" />
        <BooleanField source="analytics" label="Statistik" />
        <BooleanField source="marketing" label="Marknadsföring" />
        <TextField source="previous_consent_id" label="Föregående samtycke" emptyText="–" />
        <DateField source="expires_at" label="Giltigt till" locales="sv-SE" />
        <TextField source="ip_hash" label="IP (hash)" />
        <TextField source="user_agent_family" label="Webbläsare" />
      </SimpleShowLayout>
    </Show>
  );
}
