import { Alert, Box } from '@mui/material';
import { Toolbar, useRecordContext, useTranslate } from 'react-admin';
import { useRole } from '../../components/RoleGate';
import { useWatch } from 'react-hook-form';
import { useApprovalSetting } from '../../components/useApprovalSetting';
import { ProposeButton } from './ProposeButton';

/**
 * The card form's toolbar: react-admin's own (save, delete), or, where a published card's terms need a second
 * admin (an editor always, an admin while the setting is on; issue 35 part B), "Skicka för godkännande" with a
 * notice. The database refuses the direct write there either way.
 */
export function CardToolbar() {
  const translate = useTranslate();
  const record = useRecordContext();
  const published = useWatch({ name: 'is_published' }) as boolean | undefined;
  const { role: permissions } = useRole();
  const setting = useApprovalSetting();
  const needsApproval =
    record?.id !== undefined &&
    Boolean(record.is_published || published) &&
    (permissions !== 'admin' || Boolean(setting.data?.required));
  if (!needsApproval) return <Toolbar />;
  return (
    <Box>
      <Alert severity="info" sx={{ mx: 2, mt: 1 }} data-testid="proposal-notice">
        {translate('resources.cards.proposal.notice')}
      </Alert>
      <Toolbar>
        <ProposeButton />
      </Toolbar>
    </Box>
  );
}
