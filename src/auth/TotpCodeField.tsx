import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The authenticator app's six-digit code: numeric keyboard, the browser's one-time-code autofill, focused. */
export function TotpCodeField({
  label,
  value,
  onChange,
  fullWidth = false,
}: {
  /** i18n key of the field's label. */
  label: string;
  value: string;
  onChange: (code: string) => void;
  fullWidth?: boolean;
}) {
  const translate = useTranslate();
  return (
    <TextField
      label={translate(label)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      inputProps={{ inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 }}
      required
      autoFocus
      fullWidth={fullWidth}
    />
  );
}
