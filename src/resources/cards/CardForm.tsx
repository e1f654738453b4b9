// Inputs name their required fields (the label's asterisk); every rule runs in validateCard (src/lib/formRules.ts).
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
  required,
  type TextInputProps,
} from 'react-admin';
import { LazyFormTab } from '../../components/LazyFormTab';
import { SwedishDateInput } from '../../components/SwedishDateInputs';
import { FormGrid, WideField } from '../../components/form/FormGrid';
import { SlugInput } from '../../components/SlugInput';
import { ImageUrlInput } from '../../components/ImageUrlInput';
import { DecimalInput } from './DecimalInput';
import { RepresentativeExamplePreview } from './RepresentativeExamplePreview';
import { ComputedExample } from './ComputedExample';
import { CardFormWithPreview } from './CardPreviewPanel';
import { validateCard } from './cardValidation';

/**
 * A plain fixed-height <textarea>: MUI's multiline TextField always renders TextareaAutosize, which measures a
 * hidden copy on mount and on every change (a forced layout each). The user can still drag it taller.
 */
const LongText = (props: TextInputProps) => (
  <TextInput
    {...props}
    fullWidth
    slotProps={{ input: { inputComponent: 'textarea' }, htmlInput: { rows: 3 } }}
    sx={{ '& textarea': { height: 'auto', resize: 'vertical' } }}
  />
);

/**
 * Seven tabs, each mounted on its first visit (LazyFormTab): a first open on a tablet builds the basics tab only.
 * Every rule is in validateCard, so the tabs not yet shown are validated on save and their headers marked.
 */
export function CardForm() {
  return (
    <TabbedForm validate={validateCard} warnWhenUnsavedChanges component={CardFormWithPreview}>
      <LazyFormTab label="resources.cards.tabs.basics" sources={['slug']}>
        <FormGrid>
          <TextInput source="name" validate={required()} />
          <SlugInput from="name" />
          <ReferenceInput source="bank_id" reference="banks" sort={{ field: 'name', order: 'ASC' }}>
            <AutocompleteInput optionText="name" validate={required()} />
          </ReferenceInput>
          <ReferenceInput source="network_id" reference="networks" sort={{ field: 'name', order: 'ASC' }}>
            <AutocompleteInput optionText="name" validate={required()} />
          </ReferenceInput>
        </FormGrid>
        <ReferenceArrayInput
          source="category_ids"
          reference="categories"
          sort={{ field: 'sort_order', order: 'ASC' }}
        >
          <AutocompleteArrayInput optionText="name" />
        </ReferenceArrayInput>
        <ImageUrlInput source="image_url" kind="card" folder="cards" />
        <LongText source="short_description" />
        <ArrayInput source="highlights">
          <SimpleFormIterator inline disableReordering>
            <TextInput source="" label="resources.cards.fields.highlights" />
          </SimpleFormIterator>
        </ArrayInput>
        <LongText source="pros" />
        <LongText source="cons" />
      </LazyFormTab>
      <LazyFormTab label="resources.cards.tabs.fees">
        <FormGrid>
          <NumberInput source="annual_fee" step={1} />
          <NumberInput source="setup_fee" step={1} />
          <NumberInput source="invoice_fee" step={1} />
          <NumberInput source="extra_card_fee" step={1} />
          <NumberInput source="withdrawal_fee_fixed" step={1} />
          <DecimalInput source="withdrawal_fee_percent" />
          <DecimalInput source="currency_surcharge_percent" />
        </FormGrid>
      </LazyFormTab>
      <LazyFormTab label="resources.cards.tabs.rates">
        <FormGrid>
          <DecimalInput source="nominal_rate_min" />
          <DecimalInput source="nominal_rate_max" />
          <DecimalInput source="effective_rate" />
          <NumberInput source="interest_free_days" />
          <DecimalInput source="min_monthly_payment_percent" />
          <NumberInput source="credit_limit_min" />
          <NumberInput source="credit_limit_max" />
        </FormGrid>
      </LazyFormTab>
      <LazyFormTab label="resources.cards.tabs.benefits">
        <FormGrid>
          <WideField>
            <LongText source="bonus_description" />
          </WideField>
          <DecimalInput source="cashback_percent" />
          <WideField>
            <FormGrid>
              <BooleanInput source="has_travel_insurance" />
              <BooleanInput source="has_purchase_protection" />
              <BooleanInput source="has_lounge_access" />
            </FormGrid>
          </WideField>
          <WideField>
            <LongText source="insurance_notes" />
          </WideField>
        </FormGrid>
      </LazyFormTab>
      <LazyFormTab label="resources.cards.tabs.requirements">
        <FormGrid>
          <NumberInput source="min_age" validate={required()} />
          <NumberInput source="min_annual_income" />
          <TextInput source="credit_bureau" />
        </FormGrid>
        <BooleanInput source="accepts_payment_remarks" />
      </LazyFormTab>
      <LazyFormTab label="resources.cards.tabs.example">
        <RepresentativeExamplePreview />
        <FormGrid>
          <NumberInput source="example_credit_amount" />
          <NumberInput source="example_term_months" />
          <NumberInput source="example_total_payable" />
          <NumberInput source="example_monthly_payment" />
          <SwedishDateInput source="example_updated_on" />
        </FormGrid>
        <ComputedExample />
      </LazyFormTab>
      <LazyFormTab label="resources.cards.tabs.publishing">
        <RepresentativeExamplePreview />
        <ComputedExample />
        <TextInput source="apply_url" fullWidth />
        <BooleanInput source="is_published" />
        <BooleanInput source="is_sponsored" helperText="resources.cards.helpers.is_sponsored" />
        <FormGrid>
          <NumberInput source="sort_rank" />
          <NumberInput source="editor_rating" step={0.1} />
        </FormGrid>
      </LazyFormTab>
    </TabbedForm>
  );
}
