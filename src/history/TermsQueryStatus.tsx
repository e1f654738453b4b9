import { Alert, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A terms section's query while it runs (a spinner) or once it failed (`failed`: the section's own message key). */
export function TermsQueryStatus({
  isPending,
  isError,
  failed,
}: {
  isPending: boolean;
  isError: boolean;
  failed: string;
}) {
  const translate = useTranslate();
  return (
    <>
      {isPending ? <CircularProgress size={24} aria-label={translate('ra.page.loading')} /> : null}
      {isError ? <Alert severity="error">{translate(failed)}</Alert> : null}
    </>
  );
}
