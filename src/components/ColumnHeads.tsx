import { TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A table's header row: one column header (`th`, scope col) per i18n key, in order; the columns named in `right`
 * (figures) are aligned right like their cells.
 */
export function ColumnHeads({ labels, right = [] }: { labels: string[]; right?: string[] }) {
  const translate = useTranslate();
  return (
    <TableHead>
      <TableRow>
        {labels.map((label) => (
          <TableCell
            key={label}
            component="th"
            scope="col"
            align={right.includes(label) ? 'right' : undefined}
          >
            {translate(label)}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}
