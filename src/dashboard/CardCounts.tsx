import { Chip, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RaFilter } from '../providers/raFilter';
import { useCount } from './useCount';

const countFormatter = new Intl.NumberFormat('sv-SE');

/** A card's number: a placeholder until its count-only select answers, an error on this card only if it fails. */
export function CardCount({ resource }: { resource: string }) {
  const translate = useTranslate();
  const { data, isPending, isError } = useCount(resource);
  if (isPending)
    return <Skeleton variant="text" width={60} height={48} aria-label={translate('ra.page.loading')} />;
  if (isError)
    return (
      <Typography color="error" role="alert">
        {translate('app.dashboard.error')}
      </Typography>
    );
  return (
    <Typography variant="h4" component="p" data-testid="count">
      {countFormatter.format(data)}
    </Typography>
  );
}

/** The red '{n} väntar' badge: the count of the rows matching `filter`, shown when there are any. */
export function PendingBadge({ resource, filter }: { resource: string; filter: RaFilter }) {
  const translate = useTranslate();
  const { data, isError } = useCount(resource, filter);
  if (isError)
    return (
      <Typography variant="caption" color="error" role="alert">
        {translate('app.dashboard.error')}
      </Typography>
    );
  if (!data) return null;
  return (
    <Chip
      size="small"
      color="error"
      label={translate('app.dashboard.pending', { smart_count: data })}
      data-testid="pending-badge"
    />
  );
}
