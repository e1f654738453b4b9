import { FormControlLabel, Switch } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { APPROVAL_SETTING_KEY, useApprovalSetting } from '../../components/useApprovalSetting';

/** The four-eyes setting, switched by an admin above the proposals. */
export function ApprovalSettingSwitch() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const setting = useApprovalSetting();
  if (!setting.data) return null;
  const toggle = async (required: boolean) => {
    try {
      await dataProvider.setApprovalSetting(required, setting.data.version);
      notify('resources.proposals.setting.saved', { type: 'info' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
    await queryClient.invalidateQueries({ queryKey: APPROVAL_SETTING_KEY });
  };
  return (
    <FormControlLabel
      sx={{ px: 2, py: 1, minHeight: 48 }}
      control={
        <Switch checked={setting.data.required} onChange={(event) => void toggle(event.target.checked)} />
      }
      label={translate('resources.proposals.setting.label')}
    />
  );
}
