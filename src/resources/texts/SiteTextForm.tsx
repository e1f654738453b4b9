import { SelectInput, TextInput, required } from 'react-admin';
import { SwedishDateTimeInput } from '../../components/SwedishDateInputs';
import { RichTextEditorInput } from '../../components/RichTextEditorInput';
import { PreviewableForm } from '../../components/editorial/PreviewableForm';
import { WideField } from '../../components/form/FormGrid';
import { SITE_TEXT_KEYS, SITE_TEXT_STATUSES, validateSiteText } from './siteTextChoices';
import { RoleGate } from '../../components/RoleGate';

/** One version of a site text: which text, its words, and from when the public reads it once published. */
export function SiteTextForm() {
  return (
    <PreviewableForm validate={validateSiteText}>
      <SelectInput source="key" choices={SITE_TEXT_KEYS} validate={required()} />
      <TextInput source="title" validate={required()} />
      <TextInput source="version_label" validate={required()} />
      <RoleGate action="publish">
        <SelectInput source="status" choices={SITE_TEXT_STATUSES} validate={required()} />
      </RoleGate>
      <SwedishDateTimeInput
        source="valid_from"
        validate={required()}
        helperText="resources.texts.helpers.valid_from"
      />
      <WideField>
        <RichTextEditorInput source="body" fullWidth />
      </WideField>
    </PreviewableForm>
  );
}
