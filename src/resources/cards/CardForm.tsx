// Inputs name their required fields (the label's asterisk); every rule runs in validateCard (src/lib/formRules.ts),
// the caps by date in useCardValidation.
// The grids of numbers and switches list their tab's descriptors (cardFields.ts); other inputs are placed here.
import {
  ArrayInput,
  BooleanInput,
  NumberInput,
  SimpleFormIterator,
  TabbedForm,
  TextInput,
  required,
  type TextInputProps,
  type ValidateForm,
} from 'react-admin';
import { LazyFormTab } from '../../components/LazyFormTab';
import { SwedishDateInput } from '../../components/SwedishDateInputs';
import { FormGrid, WideField } from '../../components/form/FormGrid';
import { WrappingFormTabs } from '../../components/form/WrappingFormTabs';
import { NameAndSlug } from '../../components/SlugInput';
import { ReferenceNameInput, ReferenceNamesInput } from '../../components/form/ReferenceNameInputs';
import { AmountGrid } from './AmountGrid';
import { BooleanInputs } from '../../components/form/BooleanInputs';
import { ImageUrlInput } from '../../components/ImageUrlInput';
import { DecimalInput } from './DecimalInput';
import { RepresentativeExamplePreview } from './RepresentativeExamplePreview';
import { ComputedExample } from './ComputedExample';
import { RecomputeExample } from './RecomputeExample';
import { CardFormWithPreview } from './CardPreviewPanel';
import { useCardValidation } from './useCardValidation';
import { CardScheduleInputs } from './CardScheduleInputs';
import { CARD_BANK, CARD_CATEGORIES, CARD_NETWORK } from './cardReferences';
import { dateTimeSources, gridSources } from './cardFields';
import { LinkStatus } from '../../components/LinkStatus';
import { CreditWarningInput, RateTypeInput } from './CardRuleInputs';
import { RoleGate } from '../../components/RoleGate';
import { CardToolbar } from './CardToolbar';

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

/** The grids of the fees, rates, benefits and example tabs: their descriptors' order (cardFields.ts). */
const FEES = gridSources('fees');
const RATES = gridSources('rates');
const INSURANCES = gridSources('benefits');
const EXAMPLE = gridSources('example');
const SCHEDULE = dateTimeSources('publishing');

/**
 * Eight tabs, each mounted on its first visit (LazyFormTab): a first open on a tablet builds the basics tab only
 * (the identity: names, bank, network, categories, image; the texts have a tab of their own, issue 24).
 * Every rule is in validateCard, so the tabs not yet shown are validated on save and their headers marked; the tab
 * bar wraps (WrappingFormTabs), so every header, red or not, is in sight at every width.
 */
export function CardForm() {
  return cardTabbedForm(useCardValidation());
}

/** The card form's element for a validator, without hooks (tests read its tabs as the form declares them). */
export function cardTabbedForm(validate: ValidateForm) {
  return (
    <TabbedForm
      validate={validate}
      warnWhenUnsavedChanges
      component={CardFormWithPreview}
      tabs={<WrappingFormTabs />}
      toolbar={<CardToolbar />}
    >
      <LazyFormTab label="resources.cards.tabs.basics" sources={['slug']}>
        <FormGrid>
          <NameAndSlug source="name" />
          <ReferenceNameInput {...CARD_BANK} />
          <ReferenceNameInput {...CARD_NETWORK} />
        </FormGrid>
        <ReferenceNamesInput {...CARD_CATEGORIES} />
        <ImageUrlInput source="image_url" kind="card" folder="cards" />
      </LazyFormTab>
      <LazyFormTab label="resources.cards.tabs.texts">
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
        <AmountGrid sources={FEES} step={1} />
        <RecomputeExample offerOnly />
      </LazyFormTab>
      <LazyFormTab label="resources.cards.tabs.rates" sources={['rate_type']}>
        <AmountGrid sources={RATES} />
        <RateTypeInput />
        <RecomputeExample offerOnly />
      </LazyFormTab>
      <LazyFormTab label="resources.cards.tabs.benefits">
        <FormGrid>
          <WideField>
            <LongText source="bonus_description" />
          </WideField>
          <DecimalInput source="cashback_percent" />
          <WideField>
            <FormGrid>
              <BooleanInputs sources={INSURANCES} />
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
        <AmountGrid sources={EXAMPLE}>
          <SwedishDateInput source="example_updated_on" />
        </AmountGrid>
        <ComputedExample />
      </LazyFormTab>
      <LazyFormTab label="resources.cards.tabs.publishing" sources={['credit_warning']}>
        <RepresentativeExamplePreview />
        <ComputedExample />
        <TextInput source="apply_url" fullWidth />
        <LinkStatus urlSource="apply_url" target="card_id" />
        <CreditWarningInput />
        <RoleGate action="publish">
          <BooleanInput source="is_published" />
        </RoleGate>
        <BooleanInput source="is_sponsored" helperText="resources.cards.helpers.is_sponsored" />
        <FormGrid>
          <NumberInput source="sort_rank" />
          <NumberInput source="editor_rating" step={0.1} />
        </FormGrid>
        <RoleGate action="publish">
          <CardScheduleInputs sources={SCHEDULE} />
        </RoleGate>
      </LazyFormTab>
    </TabbedForm>
  );
}
