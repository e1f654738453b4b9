import { useState } from 'react';
import { Button, Confirm, useDelete, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { HttpError } from 'react-admin';
import type { AdminRow } from '../providers/adminsProvider';

/** Ta bort behörighet: asks first, naming the admin; absent on your own row and when you are the only admin. */
export function RevokeAdminButton({ onlyOne }: { onlyOne: boolean }) {
  const record = useRecordContext<AdminRow>();
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete<AdminRow, HttpError>();
  if (!record) return null;
  if (record.is_self) return <span>{translate('app.admins.cannot_revoke_self')}</span>;
  if (onlyOne) return null;
  const confirm = () => {
    setOpen(false);
    remove(
      'admins',
      { id: record.id, previousData: record },
      {
        onSuccess: () => notify('app.admins.revoked', { messageArgs: { email: record.email } }),
        onError: (error) =>
          notify(error.message, { type: 'error', messageArgs: { email: record.email, _: error.message } }),
      },
    );
  };
  return (
    <>
      <Button
        color="error"
        label="app.admins.revoke"
        aria-label={translate('app.admins.revoke_for', { email: record.email })}
        onClick={() => setOpen(true)}
        disabled={isPending}
      />
      <Confirm
        isOpen={open}
        title="app.admins.revoke_title"
        titleTranslateOptions={{ email: record.email }}
        content="app.admins.revoke_content"
        confirm="app.admins.revoke"
        cancel="ra.action.cancel"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
