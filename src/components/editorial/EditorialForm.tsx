import {
  AutocompleteArrayInput,
  ReferenceArrayInput,
  SelectInput,
  SimpleForm,
  TextArrayInput,
  TextInput,
  required,
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
import { ImageUrlInput } from '../ImageUrlInput';

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
      <TextInput source="title" validate={required()} fullWidth />
      <SlugInput from="title" />
      <TextInput source="excerpt" multiline fullWidth />
      <RichTextEditorInput source="body" fullWidth imageFolder={withTags ? 'blog' : 'news'} />
      <ImageUrlInput source="cover_image_url" kind="cover" folder={withTags ? 'blog' : 'news'} />
      <TextInput source="author_name" />
      <SelectInput source="status" choices={EDITORIAL_STATUSES} validate={required()} />
      <SwedishDateTimeInput source="published_at" />
      {withTags ? <TextArrayInput source="tags" /> : null}
      <ReferenceArrayInput source="related_card_ids" reference="cards" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteArrayInput optionText="name" />
      </ReferenceArrayInput>
      <LengthHintInput source="seo_title" hint={SEO_TITLE_HINT} />
      <LengthHintInput source="seo_description" hint={SEO_DESCRIPTION_HINT} multiline />
    </SimpleForm>
  );
}
