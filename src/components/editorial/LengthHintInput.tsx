import { TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';

/** A text input with a character counter that warns past the length search engines show. */
export function LengthHintInput({
  source,
  hint,
  multiline = false,
}: {
  source: string;
  hint: number;
  multiline?: boolean;
}) {
  const translate = useTranslate();
  const value = (useWatch({ name: source }) as string | undefined) ?? '';
  const over = value.length > hint;
  return (
    <TextInput
      source={source}
      multiline={multiline}
      fullWidth
      helperText={translate(over ? 'app.editorial.length_over' : 'app.editorial.length', {
        length: value.length,
        hint,
      })}
      FormHelperTextProps={{ sx: { color: over ? 'warning.main' : undefined } }}
    />
  );
}
