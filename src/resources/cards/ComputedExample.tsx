import { Box, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { ColumnHeads } from '../../components/ColumnHeads';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { formatSEK } from '../../lib/formatSEK';
import { RecomputeExample } from './RecomputeExample';
import { computeExample, exampleMismatches, exampleTermsOf, type ExampleSource } from './exampleFigures';

const rate = (value: number) =>
  `${value.toLocaleString('sv-SE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} %`;

const given = (value: unknown) => value !== null && value !== undefined && value !== '';

const COLUMNS = [
  'resources.cards.computed.figure',
  'resources.cards.computed.stated',
  'resources.cards.computed.computed',
  'resources.cards.computed.status',
];
const FIGURES = ['resources.cards.computed.stated', 'resources.cards.computed.computed'];

/** The entered figures of the example beside the computed ones, while the editor types. */
export function ComputedExample() {
  const translate = useTranslate();
  const values = useWatch() as ExampleSource;
  const terms = exampleTermsOf(values);
  if (!terms) {
    return (
      <Typography variant="body2" sx={{ my: 1 }} data-testid="computed-example">
        {translate('resources.cards.computed.incomplete')}
      </Typography>
    );
  }
  const computed = computeExample(terms);
  const mismatches = exampleMismatches(values);
  const rows = [
    {
      field: 'effective_rate',
      stated: values.effective_rate,
      format: rate,
      value: computed.effectiveRate,
    },
    {
      field: 'example_monthly_payment',
      stated: values.example_monthly_payment,
      format: formatSEK,
      value: computed.monthlyPayment,
    },
    {
      field: 'example_total_payable',
      stated: values.example_total_payable,
      format: formatSEK,
      value: computed.totalPayable,
    },
  ] as const;
  return (
    <Box sx={{ my: 1, maxWidth: 720 }} data-testid="computed-example">
      <Typography variant="subtitle2" component="h2">
        {translate('resources.cards.computed.title')}
      </Typography>
      <Table size="small">
        <caption>{translate('resources.cards.computed.caption')}</caption>
        <ColumnHeads labels={COLUMNS} right={FIGURES} />
        <TableBody>
          {rows.map(({ field, stated, format, value }) => {
            const differs = field in mismatches;
            return (
              <TableRow key={field} data-field={field}>
                <TableCell component="th" scope="row">
                  {translate(`resources.cards.fields.${field}`)}
                </TableCell>
                <TableCell align="right">
                  {given(stated) ? format(Number(stated)) : translate('resources.cards.computed.missing')}
                </TableCell>
                <TableCell align="right">
                  {value === null ? translate('resources.cards.computed.none') : format(value)}
                </TableCell>
                <TableCell sx={{ color: differs ? 'error.main' : undefined, fontWeight: 600 }}>
                  {given(stated)
                    ? translate(differs ? 'resources.cards.computed.differs' : 'resources.cards.computed.ok')
                    : '–'}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <RecomputeExample />
    </Box>
  );
}
