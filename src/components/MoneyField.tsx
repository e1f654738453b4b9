import { useRecordContext } from 'react-admin';
import { formatSEK } from '../lib/formatSEK';

export function MoneyField({ source }: { source: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  const value = record?.[source] as number | null | undefined;
  return <span>{value === null || value === undefined ? '–' : formatSEK(value)}</span>;
}
