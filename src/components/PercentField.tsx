import { useRecordContext } from 'react-admin';
import { formatPercent } from '../lib/formatPercent';

export function PercentField({ source }: { source: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  return <span>{formatPercent(record?.[source] as number | null | undefined)}</span>;
}
