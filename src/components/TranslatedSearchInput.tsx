import { SearchInput, useTranslate, type SearchInputProps } from 'react-admin';

/** react-admin's SearchInput with its placeholder as an i18n key (SearchInput shows a given placeholder as is). */
export function TranslatedSearchInput({ placeholder, ...props }: SearchInputProps & { placeholder: string }) {
  const translate = useTranslate();
  return <SearchInput {...props} placeholder={translate(placeholder)} />;
}
