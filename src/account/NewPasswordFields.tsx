import { useState } from 'react';
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Supabase Auth's minimum (minimum_password_length under [auth] in supabase/config.toml). */
export const MIN_PASSWORD_LENGTH = 6;

export interface NewPassword {
  password: string;
  repeat: string;
  setPassword: (value: string) => void;
  setRepeat: (value: string) => void;
  tooShort: boolean;
  mismatch: boolean;
  /** Long enough and typed the same twice: ready to send. */
  valid: boolean;
  reset: () => void;
}

/** The state of a new password and its repeat, with the two rules the fields show. */
export function useNewPassword(): NewPassword {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const tooShort = password.length > 0 && password.length < MIN_PASSWORD_LENGTH;
  const mismatch = repeat.length > 0 && repeat !== password;
  return {
    password,
    repeat,
    setPassword,
    setRepeat,
    tooShort,
    mismatch,
    valid: password.length >= MIN_PASSWORD_LENGTH && repeat === password,
    reset: () => {
      setPassword('');
      setRepeat('');
    },
  };
}

/** New password and its repeat, each with its rule in Swedish under it (the account page and set-password). */
export function NewPasswordFields({
  value,
  repeatLabel,
  autoFocus = false,
}: {
  value: NewPassword;
  /** i18n key of the repeat field's label. */
  repeatLabel: string;
  autoFocus?: boolean;
}) {
  const translate = useTranslate();
  return (
    <>
      <TextField
        label={translate('app.account.password.new')}
        type="password"
        autoComplete="new-password"
        value={value.password}
        onChange={(e) => value.setPassword(e.target.value)}
        error={value.tooShort}
        helperText={
          value.tooShort ? translate('app.account.password.min_length', { min: MIN_PASSWORD_LENGTH }) : ' '
        }
        autoFocus={autoFocus}
        required
      />
      <TextField
        label={translate(repeatLabel)}
        type="password"
        autoComplete="new-password"
        value={value.repeat}
        onChange={(e) => value.setRepeat(e.target.value)}
        error={value.mismatch}
        helperText={value.mismatch ? translate('app.account.password.mismatch') : ' '}
        required
      />
    </>
  );
}
