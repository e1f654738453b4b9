import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { useRole } from './RoleGate';
import type { AppDataProvider } from '../providers/dataProvider';

export const APPROVAL_SETTING_KEY = ['approval_settings', 'getApprovalSetting'] as const;

/** Whether admins' own changes of published cards' terms need approval (public.approval_settings; admins read it). */
export function useApprovalSetting() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { role: permissions } = useRole();
  return useQuery({
    queryKey: APPROVAL_SETTING_KEY,
    queryFn: () => dataProvider.getApprovalSetting(),
    enabled: permissions === 'admin',
  });
}
