import { Chip, Typography } from '@mui/material';
import {
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
import { FoldedDatagrid } from '../components/lists/FoldedDatagrid';
import { chipTextColor } from '../components/StatusChipField';
import {
  LINK_ERROR_LABELS,
  LINK_OUTCOME_CHOICES,
  LINK_OUTCOME_LABELS,
  type LinkCheckRow,
} from '../lib/linkCheckLabels';

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
      <FoldedDatagrid data-testid="link-check-list" foldBelowPx={1280} linkClass="history-record-link">
        <FunctionField<LinkCheckRow>
          label="app.link_checks.fields.target"
          render={(record) => <Target record={record} />}
        />
        <FunctionField<LinkCheckRow>
          label="app.link_checks.fields.outcome"
          sortBy="outcome"
          render={(record) => <Outcome record={record} />}
        />
        <TextField source="url" label="app.link_checks.fields.url" sx={{ overflowWrap: 'anywhere' }} />
        <NumberField
          source="status_code"
          label="app.link_checks.fields.status_code"
          options={{ useGrouping: false }}
        />
        <TextField source="final_host" label="app.link_checks.fields.final_host" />
        <NumberField source="response_ms" label="app.link_checks.fields.response_ms" />
        <DateTimeField source="checked_at" label="app.link_checks.fields.checked_at" />
      </FoldedDatagrid>
    </List>
  );
}
