import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { proposalValueText } from './proposalValues';

/** Field by field: its Swedish label, the card's value now and the proposed one. */
export function ProposalDiff({
  changes,
  card,
}: {
  changes: Record<string, unknown>;
  card: Record<string, unknown> | undefined;
}) {
  const translate = useTranslate();
  return (
    <Table size="small" aria-labelledby="proposal-diff-caption" data-testid="proposal-diff">
      <caption id="proposal-diff-caption" style={{ captionSide: 'top', textAlign: 'left' }}>
        {translate('resources.proposals.diff.caption')}
      </caption>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {translate('resources.proposals.diff.field')}
          </TableCell>
          <TableCell component="th" scope="col">
            {translate('resources.proposals.diff.current')}
          </TableCell>
          <TableCell component="th" scope="col">
            {translate('resources.proposals.diff.proposed')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {Object.entries(changes).map(([field, value]) => (
          <TableRow key={field} data-field={field}>
            <TableCell component="th" scope="row">
              {translate(`resources.cards.fields.${field}`)}
            </TableCell>
            <TableCell>{card ? proposalValueText(translate, card[field]) : '…'}</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>{proposalValueText(translate, value)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
