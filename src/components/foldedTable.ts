/**
 * Below 1280 px each row of a Datagrid is a block of lines instead of a table row (the history: time, table, record,
 * who, what, the changes; the link check), so nothing scrolls sideways on a tablet (the undo button widens the table past a 1024 px screen) or a
 * phone; each line starts with its column's label, which the hidden table head no longer gives, and a link with
 * the class history-record-link is a 44 px touch target (issue 31). Wider, cells keep 8 px at their sides.
 */
export function foldBelowMd(labels: string[]) {
  return {
    '& .MuiTableCell-root': { px: 1 },
    '@media (max-width: 1279.95px)': {
      '& thead': { display: 'none' },
      '& table, & tbody, & tr, & td': { display: 'block', width: '100%' },
      '& tr': { py: 1, borderBottom: 1, borderColor: 'divider' },
      '& td': { border: 0, py: 0.25, overflowWrap: 'break-word' },
      ...Object.fromEntries(
        labels.map((label, index) => [
          `& td:nth-of-type(${index + 1})::before`,
          { content: JSON.stringify(`${label}: `), fontWeight: 600 },
        ]),
      ),
      '& .history-record-link': { display: 'inline-flex', alignItems: 'center', minHeight: 44 },
    },
  };
}
