import {
  AutocompleteArrayInput,
  ReferenceArrayInput,
  SelectInput,
  SimpleForm,
  TextArrayInput,
  TextInput,
  required,
  regex,
} from 'react-admin';
import { SwedishDateTimeInput } from '../SwedishDateInputs';
import { RichTextEditorInput } from '../RichTextEditorInput';
import { SlugInput } from '../SlugInput';
import { FormToolbar } from '../FormToolbar';
import { LengthHintInput } from './LengthHintInput';
import { PreviewButton } from './PreviewButton';
import {
  EDITORIAL_STATUSES,
  SEO_DESCRIPTION_HINT,
  SEO_TITLE_HINT,
  editorialValidator,
} from './editorialStatuses';

const validateNews = editorialValidator('news_articles');
const validateBlog = editorialValidator('blog_posts');

/** The shared form of news articles and blog posts; blog posts also have tags. */
export function EditorialForm({ withTags = false }: { withTags?: boolean }) {
  const validate = withTags ? validateBlog : validateNews;
  return (
    <SimpleForm
      validate={validate}
      toolbar={
        <FormToolbar>
          <PreviewButton />
        </FormToolbar>
      }
      warnWhenUnsavedChanges
    >
      <TextInput source="title" label="Rubrik" validate={required('Ange en rubrik')} fullWidth />
      <SlugInput from="title" />
      <TextInput source="excerpt" label="Ingress" multiline fullWidth />
      <RichTextEditorInput source="body" label="Brödtext" fullWidth />
      <TextInput
        source="cover_image_url"
        label="Omslagsbild (URL)"
        validate={regex(/^https?:\/\//i, 'Adressen måste börja med http:// eller https://')}
        fullWidth
      />
      <TextInput source="author_name" label="Författare" />
      <SelectInput
        source="status"
        label="Status"
        choices={EDITORIAL_STATUSES}
        validate={required('Välj status')}
      />
      <SwedishDateTimeInput source="published_at" label="Publiceras" />
      {withTags ? <TextArrayInput source="tags" label="Taggar" /> : null}
      <ReferenceArrayInput source="related_card_ids" reference="cards" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteArrayInput label="Relaterade kort" optionText="name" />
      </ReferenceArrayInput>
      <LengthHintInput source="seo_title" label="SEO-titel" hint={SEO_TITLE_HINT} />
      <LengthHintInput
        source="seo_description"
        label="SEO-beskrivning"
        hint={SEO_DESCRIPTION_HINT}
        multiline
      />
    </SimpleForm>
  );
}
