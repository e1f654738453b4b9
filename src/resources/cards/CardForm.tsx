import {
  ArrayInput,
  AutocompleteInput,
  BooleanInput,
  NumberInput,
  ReferenceArrayInput,
  AutocompleteArrayInput,
  ReferenceInput,
  SimpleFormIterator,
  TabbedForm,
  TextInput,
  minValue,
  maxValue,
  required,
  number,
} from 'react-admin';
import { SwedishDateInput } from '../../components/SwedishDateInputs';
import { Box } from '@mui/material';
import { SlugInput } from '../../components/SlugInput';
import { DecimalInput } from './DecimalInput';
import { RepresentativeExamplePreview } from './RepresentativeExamplePreview';
import { validateCard } from './cardValidation';

const kronor = [number('Ange ett heltal i kronor'), minValue(0, 'Får inte vara negativt')];
const url = (value: unknown) =>
  value && !/^https?:\/\//i.test(String(value))
    ? 'Adressen måste börja med http:// eller https://'
    : undefined;

const Row = ({ children }: { children: React.ReactNode }) => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, width: '100%', '& > *': { minWidth: 200 } }}>
    {children}
  </Box>
);

export function CardForm() {
  return (
    <TabbedForm validate={validateCard} warnWhenUnsavedChanges>
      <TabbedForm.Tab label="Grunduppgifter">
        <TextInput source="name" label="Namn" validate={required('Ange kortets namn')} fullWidth />
        <SlugInput from="name" />
        <Row>
          <ReferenceInput source="bank_id" reference="banks" sort={{ field: 'name', order: 'ASC' }}>
            <AutocompleteInput label="Bank" optionText="name" validate={required('Välj bank')} />
          </ReferenceInput>
          <ReferenceInput source="network_id" reference="networks" sort={{ field: 'name', order: 'ASC' }}>
            <AutocompleteInput label="Nätverk" optionText="name" validate={required('Välj nätverk')} />
          </ReferenceInput>
        </Row>
        <ReferenceArrayInput
          source="category_ids"
          reference="categories"
          sort={{ field: 'sort_order', order: 'ASC' }}
        >
          <AutocompleteArrayInput label="Kategorier" optionText="name" />
        </ReferenceArrayInput>
        <TextInput source="image_url" label="Bild-URL" validate={url} fullWidth />
        <TextInput source="short_description" label="Kort beskrivning" multiline fullWidth />
        <ArrayInput source="highlights" label="Säljpunkter (högst 3)">
          <SimpleFormIterator inline disableReordering>
            <TextInput source="" label="Säljpunkt" />
          </SimpleFormIterator>
        </ArrayInput>
        <TextInput source="pros" label="Fördelar" multiline fullWidth />
        <TextInput source="cons" label="Nackdelar" multiline fullWidth />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="Avgifter">
        <Row>
          <NumberInput source="annual_fee" label="Årsavgift (kr)" validate={kronor} step={1} />
          <NumberInput source="setup_fee" label="Uppläggningsavgift (kr)" validate={kronor} step={1} />
          <NumberInput source="invoice_fee" label="Aviavgift (kr)" validate={kronor} step={1} />
          <NumberInput source="extra_card_fee" label="Extrakort (kr)" validate={kronor} step={1} />
          <NumberInput source="withdrawal_fee_fixed" label="Uttagsavgift (kr)" validate={kronor} step={1} />
          <DecimalInput source="withdrawal_fee_percent" label="Uttagsavgift (%)" />
          <DecimalInput source="currency_surcharge_percent" label="Valutapåslag (%)" />
        </Row>
      </TabbedForm.Tab>
      <TabbedForm.Tab label="Ränta och kredit">
        <Row>
          <DecimalInput source="nominal_rate_min" label="Nominell ränta från (%)" />
          <DecimalInput source="nominal_rate_max" label="Nominell ränta till (%)" />
          <DecimalInput source="effective_rate" label="Effektiv ränta (%)" />
          <NumberInput
            source="interest_free_days"
            label="Räntefria dagar"
            validate={[minValue(0, 'Minst 0'), maxValue(60, 'Högst 60')]}
          />
          <DecimalInput source="min_monthly_payment_percent" label="Lägsta månadsbetalning (%)" />
          <NumberInput source="credit_limit_min" label="Kreditgräns från (kr)" validate={kronor} />
          <NumberInput source="credit_limit_max" label="Kreditgräns till (kr)" validate={kronor} />
        </Row>
      </TabbedForm.Tab>
      <TabbedForm.Tab label="Förmåner">
        <TextInput source="bonus_description" label="Bonus" multiline fullWidth />
        <DecimalInput source="cashback_percent" label="Cashback (%)" />
        <BooleanInput source="has_travel_insurance" label="Reseförsäkring" />
        <BooleanInput source="has_purchase_protection" label="Köpskydd" />
        <BooleanInput source="has_lounge_access" label="Lounge" />
        <TextInput source="insurance_notes" label="Om försäkringarna" multiline fullWidth />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="Krav">
        <Row>
          <NumberInput
            source="min_age"
            label="Lägsta ålder"
            validate={[
              required('Ange lägsta ålder'),
              minValue(18, 'Minst 18 år'),
              maxValue(30, 'Högst 30 år'),
            ]}
          />
          <NumberInput source="min_annual_income" label="Lägsta årsinkomst (kr)" validate={kronor} />
          <TextInput source="credit_bureau" label="Kreditupplysning (t.ex. UC)" />
        </Row>
        <BooleanInput source="accepts_payment_remarks" label="Godtar betalningsanmärkning" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="Räkneexempel">
        <RepresentativeExamplePreview />
        <Row>
          <NumberInput source="example_credit_amount" label="Kreditbelopp (kr)" validate={kronor} />
          <NumberInput
            source="example_term_months"
            label="Löptid (månader)"
            validate={[minValue(1, 'Minst 1 månad'), maxValue(360, 'Högst 360 månader')]}
          />
          <NumberInput source="example_total_payable" label="Totalt att betala (kr)" validate={kronor} />
          <NumberInput source="example_monthly_payment" label="Per månad (kr)" validate={kronor} />
          <SwedishDateInput source="example_updated_on" label="Kontrollerat den" />
        </Row>
      </TabbedForm.Tab>
      <TabbedForm.Tab label="Publicering">
        <RepresentativeExamplePreview />
        <TextInput source="apply_url" label="Ansökningslänk" validate={url} fullWidth />
        <BooleanInput source="is_published" label="Publicerat" />
        <BooleanInput source="is_sponsored" label="Sponsrat (märks som annons)" />
        <Row>
          <NumberInput source="sort_rank" label="Sorteringsordning" />
          <NumberInput
            source="editor_rating"
            label="Redaktionens betyg (1–5)"
            step={0.1}
            validate={[minValue(1, 'Minst 1'), maxValue(5, 'Högst 5')]}
          />
        </Row>
      </TabbedForm.Tab>
    </TabbedForm>
  );
}
