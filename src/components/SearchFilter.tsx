import { SearchInput, useTranslate, type SearchInputProps } from 'react-admin';

/**
 * A list's search box with a translated placeholder: react-admin's SearchInput shows `placeholder` as given, so
 * this one takes an i18n key (`resources.<name>.search`).
 */
export function SearchFilter({ placeholder, ...props }: SearchInputProps & { placeholder: string }) {
  const translate = useTranslate();
  return <SearchInput {...props} placeholder={translate(placeholder)} />;
}
