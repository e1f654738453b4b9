import { useState } from 'react';
import { MenuItem, Select, type SelectChangeEvent } from '@mui/material';
import { Confirm, useNotify, useRecordContext, useTranslate, useUpdate, type HttpError } from 'react-admin';
import { STAFF_ROLES } from '../../supabase/functions/_shared/adminRow';
import type { AdminRow, StaffRole } from '../providers/adminsProvider';
import { TOUCH_MEDIA } from '../lib/touch';

/** The i18n key of each role's name. */
const ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'app.admins.roles.admin',
  editor: 'app.admins.roles.editor',
};

/**
 * Roll: an admin gives a member of the team the other role (the Edge Function's PATCH, after a confirmation).
 * Your own role and the last admin's are shown as text: the database refuses both changes (user_roles' triggers
 * forbid_self_revoke and keep_last_admin), and the function's Swedish message is shown if it still does.
 */
export function RoleSelect({ admins }: { admins: number }) {
  const record = useRecordContext<AdminRow>();
  const translate = useTranslate();
  const notify = useNotify();
  const [asked, setAsked] = useState<StaffRole | null>(null);
  const [update, { isPending }] = useUpdate<AdminRow, HttpError>();
  if (!record) return null;
  const label = translate(ROLE_LABELS[record.role]);
  if (record.is_self) return <span>{label}</span>;
  if (record.role === 'admin' && admins <= 1)
    return (
      <span>
        {label} ({translate('app.admins.errors.last_admin')})
      </span>
    );
  const confirm = () => {
    const role = asked;
    setAsked(null);
    if (!role) return;
    update(
      'admins',
      { id: record.id, data: { role }, previousData: record },
      {
        onSuccess: () =>
          notify('app.admins.role_changed', {
            type: 'success',
            messageArgs: { email: record.email, role: translate(ROLE_LABELS[role]).toLowerCase() },
          }),
        onError: (error) =>
          notify(error.message, { type: 'error', messageArgs: { email: record.email, _: error.message } }),
      },
    );
  };
  return (
    <>
      <Select<StaffRole>
        size="small"
        value={record.role}
        disabled={isPending}
        // On the combobox itself (Select hands inputProps to its SelectInput), each row's picker names its member.
        inputProps={{ 'aria-label': translate('app.admins.role_for', { email: record.email }) }}
        onChange={(event: SelectChangeEvent<StaffRole>) => {
          if (event.target.value !== record.role) setAsked(event.target.value as StaffRole);
        }}
        sx={{
          minWidth: 160,
          [TOUCH_MEDIA]: {
            // Above MUI's own min-height (.MuiSelect-select.MuiInputBase-input.MuiOutlinedInput-input).
            '&& .MuiSelect-select.MuiInputBase-input': {
              minHeight: 44,
              boxSizing: 'border-box',
              display: 'flex',
              alignItems: 'center',
            },
          },
        }}
      >
        {STAFF_ROLES.map((role) => (
          // On the item itself: MUI's own `min-height: auto` from 600 px up beat a rule set on the list (42 px).
          <MenuItem key={role} value={role} sx={{ [TOUCH_MEDIA]: { minHeight: 44 } }}>
            {translate(ROLE_LABELS[role])}
          </MenuItem>
        ))}
      </Select>
      <Confirm
        isOpen={asked !== null}
        title="app.admins.role_title"
        titleTranslateOptions={{ email: record.email }}
        content={asked === 'editor' ? 'app.admins.role_content_editor' : 'app.admins.role_content_admin'}
        confirm="app.admins.role_confirm"
        cancel="ra.action.cancel"
        onConfirm={confirm}
        onClose={() => setAsked(null)}
      />
    </>
  );
}
