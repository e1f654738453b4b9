/**
 * A Datagrid's `sx` that, below `widthPx`, shows each row as a block of lines instead of a table row, so nothing
 * scrolls sideways and no word is cut to fit a narrow column; each line starts with its column's label (in
 * order; an empty label, none), which the hidden table head no longer gives, and links marked `className="folded-link"` are 44 px touch
 * targets (issue 31). Wider, cells keep 8 px at their sides.
 */
export function foldTableRows(labels: string[], widthPx: number, linkClass = 'folded-link') {
  return {
    '& .MuiTableCell-root': { px: 1 },
    [`@media (max-width: ${widthPx - 0.05}px)`]: {
      '& thead': { display: 'none' },
      '& table, & tbody, & tr, & td': { display: 'block', width: '100%' },
      '& tr': { py: 1, borderBottom: 1, borderColor: 'divider' },
      '& td': { border: 0, py: 0.25, overflowWrap: 'break-word', textAlign: 'left' },
      ...Object.fromEntries(
        labels.flatMap((label, index) =>
          label
            ? [
                [
                  `& td:nth-of-type(${index + 1})::before`,
                  { content: JSON.stringify(`${label}: `), fontWeight: 600 },
                ],
              ]
            : [],
        ),
      ),
      [`& .${linkClass}`]: { display: 'inline-flex', alignItems: 'center', minHeight: 44 },
    },
  };
}
