import { Chip, Typography } from '@mui/material';
import {
  Datagrid,
  FunctionField,
  List,
  NumberField,
  ReferenceField,
  SelectInput,
  TextField,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { DateTimeField } from '../components/DateFields';
import { foldTableRows } from '../components/lists/foldTableRows';
import { chipTextColor } from '../components/StatusChipField';
import {
  LINK_ERROR_LABELS,
  LINK_OUTCOME_CHOICES,
  LINK_OUTCOME_LABELS,
  type LinkCheckRow,
} from '../lib/linkCheckLabels';

const COLUMN_LABELS = [
  'app.link_checks.fields.target',
  'app.link_checks.fields.outcome',
  'app.link_checks.fields.url',
  'app.link_checks.fields.status_code',
  'app.link_checks.fields.final_host',
  'app.link_checks.fields.response_ms',
  'app.link_checks.fields.checked_at',
];

const CHIP_COLORS = { ok: 'success', redirected: 'warning', broken: 'error' } as const;

/** The card or bank whose link it is, linked to its form (where the status shows beside the field). */
function Target({ record }: { record: LinkCheckRow }) {
  const [reference, id] = record.card_id !== null ? ['cards', record.card_id] : ['banks', record.bank_id];
  return (
    <ReferenceField
      record={record}
      source={record.card_id !== null ? 'card_id' : 'bank_id'}
      reference={reference}
      link={false}
    >
      <Link to={`/${reference}/${id}`} className="history-record-link">
        <TextField source="name" />
      </Link>
    </ReferenceField>
  );
}

function Outcome({ record }: { record: LinkCheckRow }) {
  const translate = useTranslate();
  const reason = record.error ? translate(LINK_ERROR_LABELS[record.error]) : null;
  return (
    <>
      <Chip
        size="small"
        variant="outlined"
        color={CHIP_COLORS[record.outcome]}
        sx={{ color: (theme) => chipTextColor(theme, CHIP_COLORS[record.outcome]), fontWeight: 500 }}
        label={translate(LINK_OUTCOME_LABELS[record.outcome])}
      />
      {reason && (
        <Typography component="span" variant="body2" sx={{ ml: 1 }}>
          {reason}
        </Typography>
      )}
    </>
  );
}

/**
 * Länkkontroll: the latest answer of every link the Edge Function link-check checked (published cards' apply_url,
 * banks' website_url), broken ones first; Att göra's link lines open it filtered by outcome.
 */
export function LinkCheckPage() {
  const translate = useTranslate();
  const filters = [
    <SelectInput
      key="outcome"
      source="outcome"
      label="app.link_checks.fields.outcome"
      choices={LINK_OUTCOME_CHOICES}
      alwaysOn
    />,
  ];
  return (
    <List<LinkCheckRow>
      resource="link_checks"
      title="app.link_checks.title"
      filters={filters}
      sort={{ field: 'outcome', order: 'ASC' }}
      perPage={25}
      storeKey="link_checks.list"
      exporter={false}
      empty={<Typography sx={{ p: 2 }}>{translate('app.link_checks.empty')}</Typography>}
    >
      <Datagrid
        bulkActionButtons={false}
        rowClick={false}
        data-testid="link-check-list"
        sx={foldTableRows(
          COLUMN_LABELS.map((key) => translate(key)),
          1280,
          'history-record-link',
        )}
      >
        <FunctionField<LinkCheckRow>
          label={COLUMN_LABELS[0]}
          render={(record) => <Target record={record} />}
        />
        <FunctionField<LinkCheckRow>
          label={COLUMN_LABELS[1]}
          sortBy="outcome"
          render={(record) => <Outcome record={record} />}
        />
        <TextField source="url" label={COLUMN_LABELS[2]} sx={{ overflowWrap: 'anywhere' }} />
        <NumberField source="status_code" label={COLUMN_LABELS[3]} options={{ useGrouping: false }} />
        <TextField source="final_host" label={COLUMN_LABELS[4]} />
        <NumberField source="response_ms" label={COLUMN_LABELS[5]} />
        <DateTimeField source="checked_at" label={COLUMN_LABELS[6]} />
      </Datagrid>
    </List>
  );
}
