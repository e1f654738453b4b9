import { CardActions, Stack, Typography } from '@mui/material';
import { Form, Link, SaveButton, TextInput, required, useNotify, useTranslate } from 'react-admin';
import { ForgotPasswordPage, useResetPassword } from 'ra-supabase';
import { AuthHeading, AuthShell } from './AuthShell';

/**
 * ra-supabase's forgot-password page with the signed-out pages' landmark and headings: its own form titles the
 * page with an h5 (no h1, and a skipped heading level), so the form is rebuilt here on its `useResetPassword`.
 */
export function ForgotPasswordScreen() {
  const translate = useTranslate();
  const notify = useNotify();
  const [, { mutateAsync: resetPassword }] = useResetPassword();

  const submit = async (values: { email?: string }) => {
    try {
      await resetPassword({ email: values.email ?? '' });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : 'ra.auth.sign_in_error';
      notify(message, { type: 'warning' });
    }
  };

  return (
    <AuthShell>
      <ForgotPasswordPage>
        <AuthHeading title={translate('ra-supabase.reset_password.forgot_password')} />
        <Form onSubmit={submit}>
          <Stack spacing={1} sx={{ px: 2, pt: 1 }}>
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
              {translate('ra-supabase.reset_password.forgot_password_details')}
            </Typography>
            <TextInput
              source="email"
              type="email"
              label="ra.auth.email"
              autoComplete="email"
              fullWidth
              validate={required()}
            />
          </Stack>
          <CardActions sx={{ flexDirection: 'column', gap: 1 }}>
            <SaveButton
              variant="contained"
              type="submit"
              fullWidth
              label="ra.action.reset_password"
              icon={<></>}
            />
            <Link to="/login" variant="body2">
              {translate('ra-supabase.auth.back_to_login')}
            </Link>
          </CardActions>
        </Form>
      </ForgotPasswordPage>
    </AuthShell>
  );
}
