import {
  AutocompleteArrayInput,
  DateTimeInput,
  ReferenceArrayInput,
  SelectInput,
  SimpleForm,
  TextArrayInput,
  TextInput,
  required,
  regex,
} from 'react-admin';
import { RichTextInput } from 'ra-input-rich-text';
import { SlugInput } from '../SlugInput';
import { FormToolbar } from '../FormToolbar';
import { LengthHintInput } from './LengthHintInput';
import { PreviewButton } from './PreviewButton';
import {
  EDITORIAL_STATUSES,
  SEO_DESCRIPTION_HINT,
  SEO_TITLE_HINT,
  validateEditorial,
} from './editorialStatuses';

/** The shared form of news articles and blog posts; blog posts also have tags. */
export function EditorialForm({ withTags = false }: { withTags?: boolean }) {
  return (
    <SimpleForm
      validate={(values) => validateEditorial(values)}
      toolbar={
        <FormToolbar>
          <PreviewButton />
        </FormToolbar>
      }
      warnWhenUnsavedChanges
    >
      <TextInput source="title" validate={required('Ange en rubrik')} fullWidth />
      <SlugInput from="title" />
      <TextInput source="excerpt" multiline fullWidth />
      <RichTextInput source="body" fullWidth />
      <TextInput
        source="cover_image_url"
        validate={regex(/^https?:\/\//i, 'Adressen måste börja med http:// eller https://')}
        fullWidth
      />
      <TextInput source="author_name" />
      <SelectInput source="status" choices={EDITORIAL_STATUSES} validate={required('Välj status')} />
      <DateTimeInput source="published_at" />
      {withTags ? <TextArrayInput source="tags" /> : null}
      <ReferenceArrayInput source="related_card_ids" reference="cards" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteArrayInput optionText="name" />
      </ReferenceArrayInput>
      <LengthHintInput source="seo_title" hint={SEO_TITLE_HINT} />
      <LengthHintInput source="seo_description" hint={SEO_DESCRIPTION_HINT} multiline />
    </SimpleForm>
  );
}
