import { downloadCSV } from 'react-admin';
import jsonExport from 'jsonexport/dist';

/** CSV with Swedish column names: `columns` maps a field to its heading. */
export function exportCsv<T extends Record<string, unknown>>(
  filename: string,
  columns: Record<string, string>,
  transform: (record: T) => Record<string, unknown> = (record) => record,
) {
  return (records: T[]) => {
    const rows = records.map((record) => {
      const source = transform(record);
      return Object.fromEntries(
        Object.entries(columns).map(([field, heading]) => [heading, source[field] ?? '']),
      );
    });
    jsonExport(
      rows,
      { headers: Object.values(columns), rowDelimiter: ';' },
      (error: Error | null, csv: string) => {
        if (!error) downloadCSV(csv, filename);
      },
    );
  };
}
