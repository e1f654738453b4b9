import { useState } from 'react';
import { SectionCard } from '../components/SectionCard';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import {
  CreateBase,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  email,
  required,
  useNotify,
  useRefresh,
  type HttpError,
} from 'react-admin';
import type { InvitedAdmin } from '../providers/adminsProvider';

const validateEmail = [required(), email('app.admins.email_invalid')];
const trim = (value: string) => value.trim();

/** Bjud in administratör: react-admin's create form over the `admins` resource (the Edge Function's POST). */
export function InviteAdminForm() {
  const notify = useNotify();
  const refresh = useRefresh();
  // A new form after each invitation: the field starts empty again.
  const [round, setRound] = useState(0);
  return (
    <SectionCard id="invite-heading" title="app.admins.invite_title" sx={{ mb: 2 }} headerSx={{ pb: 0 }}>
      <CreateBase<InvitedAdmin, InvitedAdmin, HttpError>
        key={round}
        resource="admins"
        redirect={false}
        mutationOptions={{
          onSuccess: (result) => {
            notify(result.invited ? 'app.admins.invited' : 'app.admins.promoted', {
              type: 'success',
              messageArgs: { email: result.email },
            });
            setRound((n) => n + 1);
            refresh();
          },
          onError: (error, variables) =>
            notify(error.message, {
              type: 'error',
              messageArgs: { email: String(variables.data?.email ?? ''), _: error.message },
            }),
        }}
      >
        <SimpleForm
          noValidate
          toolbar={
            <Toolbar>
              <SaveButton label="app.admins.invite" icon={<PersonAddIcon />} />
            </Toolbar>
          }
        >
          <TextInput
            source="email"
            type="email"
            label="app.admins.email"
            helperText="app.admins.email_help"
            validate={validateEmail}
            parse={trim}
            sx={{ maxWidth: 420 }}
          />
        </SimpleForm>
      </CreateBase>
    </SectionCard>
  );
}
