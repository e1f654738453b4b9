import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/GetApp';
import {
  Button,
  fetchRelatedRecords,
  useDataProvider,
  useListContext,
  useNotify,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { fetchAllPages } from '../lib/fetchAllPages';

/**
 * react-admin's ExportButton, but with every row the list's filter matches: react-admin asks for `maxResults`
 * rows in one request, which PostgREST cuts at 1,000. Pages through the data provider instead and says so when
 * it had to stop at the limit.
 */
export function PagedExportButton({ limit }: { limit?: number }) {
  const { filterValues, sort, exporter, resource, total } = useListContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);

  const exportAll = async () => {
    if (!exporter) return;
    setBusy(true);
    try {
      const { rows, complete } = await fetchAllPages<RaRecord>(
        (page, perPage) =>
          dataProvider.getList(resource, { filter: filterValues, sort, pagination: { page, perPage } }),
        { limit },
      );
      await exporter(rows, fetchRelatedRecords(dataProvider), dataProvider, resource);
      if (!complete) {
        notify('app.export.truncated', { type: 'warning', messageArgs: { smart_count: rows.length } });
      }
    } catch {
      notify('app.export.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    // aria-label: below 600 px react-admin draws a disabled button (nothing to export) as a bare icon without a name.
    <Button
      label="ra.action.export"
      aria-label={translate('ra.action.export')}
      onClick={() => void exportAll()}
      disabled={busy || total === 0}
    >
      <DownloadIcon />
    </Button>
  );
}
