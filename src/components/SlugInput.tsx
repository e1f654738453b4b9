import { useEffect, useRef } from 'react';
import { TextInput, required, regex } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { slugify } from '../lib/slugify';
import { SLUG_PATTERN } from '../lib/slugPattern';

export { SLUG_PATTERN };
export const validateSlug = [
  required('app.validation.slug_required'),
  regex(SLUG_PATTERN, 'app.validation.slug_format'),
];

/** Follows the source field (title or name) until the user edits the slug by hand. */
export function SlugInput({ from }: { from: string }) {
  const { setValue, getFieldState, formState } = useFormContext();
  const sourceValue = useWatch({ name: from }) as string | undefined;
  const initialSlug = useRef<string | undefined>(formState.defaultValues?.slug as string | undefined);

  useEffect(() => {
    if (initialSlug.current) return;
    if (getFieldState('slug').isDirty && getFieldState('slug').isTouched) return;
    setValue('slug', slugify(sourceValue ?? ''), { shouldValidate: Boolean(sourceValue) });
  }, [sourceValue, setValue, getFieldState]);

  return <TextInput source="slug" validate={validateSlug} helperText="app.slug_hint" />;
}

/** A record's required name (or title) and the slug that follows it: the first row of every form that has one. */
export function NameAndSlug({ source }: { source: 'name' | 'title' }) {
  return (
    <>
      <TextInput source={source} validate={required()} />
      <SlugInput from={source} />
    </>
  );
}
