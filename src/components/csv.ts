import { downloadCSV, type Exporter, type RaRecord } from 'react-admin';
import jsonExport from 'jsonexport/dist';
import { i18nProvider } from '../providers/i18nProvider';

/** CSV of the given fields, headed by their Swedish labels (`resources.<name>.fields.<field>`). */
export function exportCsv<T extends RaRecord>(
  filename: string,
  fields: Array<keyof T & string>,
): Exporter<T> {
  return (records, _fetchRelated, _dataProvider, resource) => {
    const headings = fields.map((field) => i18nProvider.translate(`resources.${resource}.fields.${field}`));
    const rows = records.map((record) =>
      Object.fromEntries(fields.map((field, index) => [headings[index], record[field] ?? ''])),
    );
    jsonExport(rows, { headers: headings, rowDelimiter: ';' }, (error: Error | null, csv: string) => {
      if (!error) downloadCSV(csv, filename);
    });
  };
}
