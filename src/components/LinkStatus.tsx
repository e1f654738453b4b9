import { Box, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import AltRouteIcon from '@mui/icons-material/AltRoute';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import { useGetList, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { formatDateTime } from '../lib/formatDate';
import { LINK_ERROR_LABELS, LINK_OUTCOME_LABELS, type LinkCheckRow } from '../lib/linkCheckLabels';

const ICONS = { ok: CheckCircleIcon, redirected: AltRouteIcon, broken: ErrorIcon } as const;
const COLORS = { ok: 'success.main', redirected: 'warning.main', broken: 'error.main' } as const;

/** What the last check found, in words: '404', 'svarade inte inom tidsgränsen', 'leder till www.annan.se'. */
function detail(row: LinkCheckRow, translate: (key: string, options?: object) => string): string {
  if (row.outcome === 'redirected')
    return translate('app.link_checks.status.leads_to', { host: row.final_host });
  if (row.error) return translate(LINK_ERROR_LABELS[row.error]);
  return translate('app.link_checks.status.http', { status: row.status_code });
}

/**
 * The link check's latest answer for the link in `urlSource` of the record being edited (a card's apply_url, a
 * bank's website_url), shown below the field. An address changed since the check is "not checked yet".
 */
export function LinkStatus({
  urlSource: source,
  target,
}: {
  urlSource: string;
  target: 'card_id' | 'bank_id';
}) {
  const translate = useTranslate();
  const record = useRecordContext();
  const url = useWatch({ name: source }) as string | null | undefined;
  const id = record?.id;
  const { data, isPending } = useGetList<LinkCheckRow>(
    'link_checks',
    { filter: { [target]: id }, pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'DESC' } },
    { enabled: id !== undefined && Boolean(url) },
  );
  if (id === undefined || !url || isPending) return null;
  const row = data?.[0];
  const checked = row && row.url === url ? row : undefined;
  const Icon = checked ? ICONS[checked.outcome] : HelpOutlineIcon;
  return (
    <Box
      data-testid={`link-status-${source}`}
      data-outcome={checked?.outcome ?? 'unchecked'}
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mt: -1, mb: 2 }}
    >
      <Icon
        fontSize="small"
        sx={{ color: checked ? COLORS[checked.outcome] : 'text.secondary', mt: '2px' }}
      />
      <Typography variant="body2" color="text.secondary">
        {checked
          ? translate('app.link_checks.status.checked', {
              outcome: translate(LINK_OUTCOME_LABELS[checked.outcome]),
              detail: detail(checked, translate),
              date: formatDateTime(checked.checked_at),
            })
          : translate(row ? 'app.link_checks.status.changed' : 'app.link_checks.status.unchecked')}
      </Typography>
    </Box>
  );
}
