import { describe, expect, it } from 'vitest';
import { EditButton, TextField } from 'react-admin';
import { columnLabels } from '../../src/components/lists/FoldedDatagrid';
import { foldTableRows } from '../../src/components/lists/foldTableRows';

describe('FoldedDatagrid', () => {
  it("labels each folded line with its column's own label, in order; a column without one stays unlabelled", () => {
    const labels = columnLabels([
      <TextField key="a" source="name" label="app.retention.fields.name" />,
      <EditButton key="b" />,
      <TextField key="c" source="keep_days" label="app.retention.fields.keep_days" />,
    ]);
    expect(labels).toEqual(['app.retention.fields.name', '', 'app.retention.fields.keep_days']);
    const folded = foldTableRows(['Namn', '', 'Dagar'], 900)['@media (max-width: 899.95px)'] as Record<
      string,
      unknown
    >;
    expect(folded['& td:nth-of-type(1)::before']).toEqual({ content: '"Namn: "', fontWeight: 600 });
    expect(folded['& td:nth-of-type(2)::before']).toBeUndefined();
    expect(folded['& td:nth-of-type(3)::before']).toEqual({ content: '"Dagar: "', fontWeight: 600 });
  });
});
