import { useId, type ReactNode } from 'react';
import { Alert, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The outcome of a section's last action, shown under its intro. */
export interface SectionMessage {
  severity: 'success' | 'error';
  text: string;
}

/**
 * A section of the account page, named by its heading: the heading, an intro, the outcome of its last action (an
 * error as an alert, a success as a status), then its own content. `title` and `intro` are i18n keys.
 */
export function AccountSection({
  title,
  intro,
  message,
  children,
}: {
  title: string;
  intro: string;
  message: SectionMessage | undefined;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const heading = useId();
  return (
    <Stack spacing={2} component="section" aria-labelledby={heading}>
      <Typography variant="h6" component="h2" id={heading}>
        {translate(title)}
      </Typography>
      <Typography color="text.secondary">{translate(intro)}</Typography>
      {message ? (
        <Alert severity={message.severity} role={message.severity === 'error' ? 'alert' : 'status'}>
          {message.text}
        </Alert>
      ) : null}
      {children}
    </Stack>
  );
}
