import { SelectInput, TextArrayInput, TextInput, required } from 'react-admin';
import { SwedishDateTimeInput } from '../SwedishDateInputs';
import { RichTextEditorInput } from '../RichTextEditorInput';
import { NameAndSlug } from '../SlugInput';
import { LengthHintInput } from './LengthHintInput';
import { PreviewableForm } from './PreviewableForm';
import {
  EDITORIAL_STATUSES,
  SEO_DESCRIPTION_HINT,
  SEO_TITLE_HINT,
  editorialValidator,
} from './editorialStatuses';
import { ImageUrlInput } from '../ImageUrlInput';
import { WideField, WideText } from '../form/FormGrid';
import { ReferenceNamesInput } from '../form/ReferenceNameInputs';
import { RoleGate } from '../RoleGate';

const validateNews = editorialValidator('news_articles');
const validateBlog = editorialValidator('blog_posts');

/** The shared form of news articles and blog posts; blog posts also have tags. */
export function EditorialForm({ withTags = false }: { withTags?: boolean }) {
  const validate = withTags ? validateBlog : validateNews;
  return (
    <PreviewableForm validate={validate}>
      <NameAndSlug source="title" />
      <WideText source="excerpt" />
      <WideField>
        <RichTextEditorInput source="body" fullWidth imageFolder={withTags ? 'blog' : 'news'} />
      </WideField>
      <WideField>
        <ImageUrlInput source="cover_image_url" kind="cover" folder={withTags ? 'blog' : 'news'} />
      </WideField>
      <TextInput source="author_name" />
      {/* Publication is the admins' (src/lib/access.ts): an editor's post stays a draft. */}
      <RoleGate action="publish">
        <SelectInput source="status" choices={EDITORIAL_STATUSES} validate={required()} />
        <SwedishDateTimeInput source="published_at" />
        <SwedishDateTimeInput source="publish_until" />
      </RoleGate>
      {withTags ? <TextArrayInput source="tags" /> : null}
      <WideField>
        <ReferenceNamesInput source="related_card_ids" reference="cards" sortBy="name" />
      </WideField>
      <WideField>
        <LengthHintInput source="seo_title" hint={SEO_TITLE_HINT} />
      </WideField>
      <WideField>
        <LengthHintInput source="seo_description" hint={SEO_DESCRIPTION_HINT} multiline />
      </WideField>
    </PreviewableForm>
  );
}
