import { useRef, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { needsSecondFactor, verifySecondFactor } from '../auth/verifySecondFactor';
import { TotpCodeField } from '../auth/TotpCodeField';

export interface Outcome {
  error: { code?: string; message?: string } | null;
}

type Action<T extends Outcome> = () => Promise<T>;

const INSUFFICIENT_AAL: Outcome = { error: { code: 'insufficient_aal' } };

/**
 * Supabase Auth refuses an aal1 session of a user with a verified factor to enrol a factor or change the password
 * or e-mail (mfa.go, user.go: insufficient_aal). `run` asks for the authenticator code first when the session is
 * known to be aal1, and again when the server answers insufficient_aal (the session was lowered elsewhere, e.g. a
 * factor removed on another device), then repeats the action at aal2. `done` gets the final outcome.
 */
export function useStepUp() {
  const translate = useTranslate();
  const pending = useRef<{ action: Action<Outcome>; done: (outcome: Outcome) => void }>(undefined);
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const ask = <T extends Outcome>(action: Action<T>, done: (outcome: T) => void) => {
    pending.current = { action, done: done as (outcome: Outcome) => void };
    setCode('');
    setError(undefined);
    setOpen(true);
  };

  const run = async <T extends Outcome>(action: Action<T>, done: (outcome: T) => void) => {
    if (await needsSecondFactor().catch(() => false)) return ask(action, done);
    const outcome = await action();
    if (outcome.error?.code === 'insufficient_aal') return ask(action, done);
    done(outcome);
  };

  const close = () => {
    setOpen(false);
    pending.current?.done(INSUFFICIENT_AAL);
    pending.current = undefined;
  };

  const verify = async (event: React.FormEvent) => {
    event.preventDefault();
    // React bubbles the portal's submit to the section's own form.
    event.stopPropagation();
    const current = pending.current;
    if (!current) return;
    setBusy(true);
    setError(undefined);
    const failed = await verifySecondFactor(code);
    if (failed) {
      setBusy(false);
      return setError(translate(failed));
    }
    setOpen(false);
    pending.current = undefined;
    const outcome = await current.action();
    setBusy(false);
    current.done(outcome);
  };

  const dialog = (
    <Dialog open={open} onClose={close} aria-labelledby="step-up-title" aria-describedby="step-up-intro">
      <form onSubmit={verify} noValidate>
        <DialogTitle id="step-up-title">{translate('app.account.step_up.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="step-up-intro" sx={{ mb: 2 }}>
            {translate('app.account.step_up.intro')}
          </DialogContentText>
          {error ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {error}
            </Alert>
          ) : null}
          <TotpCodeField label="app.auth.mfa_code" value={code} onChange={setCode} fullWidth />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || code.trim().length < 6}>
            {translate('app.auth.mfa_verify')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );

  return { run, dialog };
}
