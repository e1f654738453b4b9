import { kronor, percent, rules, slugRules, type FieldRule } from '../../lib/formRules';
import type { Tables } from '../../types/database';

/**
 * One descriptor per editable column of credit_cards: the form, validateCard, the create defaults, the CSV export,
 * the preview's fee and benefit rows, the bulk edit and the price-list import all read it (README, "Adding a card
 * field"). The label of every place is `resources.cards.fields.<source>` (src/i18n/sv.ts).
 */
export type CardColumn = keyof Tables<'credit_cards'>;

/** What a value is: money and percent bring their rule (kronor, percent) and their format (kr, decimal comma). */
export type CardFieldKind =
  | 'money'
  | 'percent'
  | 'integer'
  | 'decimal'
  | 'date'
  | 'dateTime'
  | 'text'
  | 'longText'
  | 'textList'
  | 'url'
  | 'slug'
  | 'boolean'
  | 'reference';

/** The card form's tabs (labels resources.cards.tabs.*), in the form's order. */
export type CardFormTab =
  'basics' | 'texts' | 'fees' | 'rates' | 'benefits' | 'requirements' | 'example' | 'publishing';

/**
 * Where the card preview shows a field by its descriptor: a row of its fees section (fields sharing a row are
 * shown together: a min and max as a range, others joined by " + "; the rows are ordered by `order`),
 * or a yes/no row of its benefits section. The preview draws the key figures, texts and requirements itself.
 */
export type CardPreviewPlacement =
  { section: 'fees'; label: string; order: number; range?: 'min' | 'max' } | { section: 'benefits' };

export interface CardFieldDescriptor {
  source: CardColumn;
  kind: CardFieldKind;
  tab: CardFormTab;
  /**
   * In the tab's grid of numbers (AmountGrid) or list of switches (BooleanInputs), in this order. Without it the
   * form places the input itself (CardForm.tsx, by its source).
   */
  grid?: true;
  /** Rules after the kind's own (money: kronor, percent: 0–100), the first failing one wins (validateCard). */
  rules?: FieldRule[];
  /** The value a new card starts with (CardCreate). */
  default?: unknown;
  /** A column of the card list's CSV export, in this order. */
  exported?: true;
  preview?: CardPreviewPlacement;
  /**
   * Written by public.bulk_update_cards: 'offered' in the bulk-edit dialog and the price-list import (money,
   * percent or date fields); 'rpcOnly' accepted by the function but offered by neither. The function's whitelist
   * (private.card_bulk_columns) must hold exactly these (tests/integration/cardFields.test.ts).
   */
  bulk?: 'offered' | 'rpcOnly';
  /** The price-list import's first guess: a column whose heading matches maps to this field. */
  importHeading?: RegExp;
  /**
   * A change of it makes the database judge a published card against the rules again (credit_cards_within_caps),
   * so the form checks it too (creditRules.ts, rulesChanged).
   */
  ruled?: true;
}

const required = (message: string) => [rules.required(message)];

/** In the form's order (tab by tab); the grids, the export, the bulk dialog and the import list them so. */
export const CARD_FIELDS = [
  // basics
  {
    source: 'name',
    kind: 'text',
    tab: 'basics',
    rules: required('app.validation.card.name_required'),
    exported: true,
    importHeading: /^(kort|kortnamn|namn|produkt)$/i,
  },
  { source: 'slug', kind: 'slug', tab: 'basics', rules: slugRules, exported: true, importHeading: /^slug$/i },
  {
    source: 'bank_id',
    kind: 'reference',
    tab: 'basics',
    rules: required('app.validation.card.bank_required'),
  },
  {
    source: 'network_id',
    kind: 'reference',
    tab: 'basics',
    rules: required('app.validation.card.network_required'),
  },
  { source: 'image_url', kind: 'url', tab: 'basics' },
  // texts
  { source: 'short_description', kind: 'longText', tab: 'texts' },
  { source: 'highlights', kind: 'textList', tab: 'texts', default: [] },
  { source: 'pros', kind: 'longText', tab: 'texts' },
  { source: 'cons', kind: 'longText', tab: 'texts' },
  // fees
  {
    source: 'annual_fee',
    ruled: true,
    kind: 'money',
    tab: 'fees',
    grid: true,
    default: 0,
    exported: true,
    bulk: 'offered',
    importHeading: /årsavgift/i,
  },
  {
    source: 'setup_fee',
    ruled: true,
    kind: 'money',
    tab: 'fees',
    grid: true,
    default: 0,
    preview: { section: 'fees', label: 'resources.cards.preview.setup_fee', order: 10 },
    bulk: 'offered',
    importHeading: /uppläggning/i,
  },
  {
    source: 'invoice_fee',
    ruled: true,
    kind: 'money',
    tab: 'fees',
    grid: true,
    default: 0,
    preview: { section: 'fees', label: 'resources.cards.preview.invoice_fee', order: 20 },
    bulk: 'offered',
    importHeading: /avi/i,
  },
  {
    source: 'extra_card_fee',
    kind: 'money',
    tab: 'fees',
    grid: true,
    preview: { section: 'fees', label: 'resources.cards.preview.extra_card_fee', order: 30 },
    bulk: 'offered',
    importHeading: /extrakort/i,
  },
  {
    source: 'withdrawal_fee_fixed',
    kind: 'money',
    tab: 'fees',
    grid: true,
    preview: { section: 'fees', label: 'resources.cards.preview.withdrawal_fee', order: 40 },
    bulk: 'offered',
    importHeading: /uttag(?!.*(%|procent))/i,
  },
  {
    source: 'withdrawal_fee_percent',
    kind: 'percent',
    tab: 'fees',
    grid: true,
    preview: { section: 'fees', label: 'resources.cards.preview.withdrawal_fee', order: 40 },
    bulk: 'offered',
    importHeading: /uttag.*%|uttag.*procent/i,
  },
  {
    source: 'currency_surcharge_percent',
    kind: 'percent',
    tab: 'fees',
    grid: true,
    preview: { section: 'fees', label: 'resources.cards.preview.currency_surcharge', order: 50 },
    bulk: 'offered',
    importHeading: /valuta/i,
  },
  // rates
  {
    source: 'nominal_rate_min',
    ruled: true,
    kind: 'percent',
    tab: 'rates',
    grid: true,
    exported: true,
    bulk: 'offered',
    importHeading: /nominell(?!.*(max|högsta|till))/i,
  },
  {
    source: 'nominal_rate_max',
    ruled: true,
    kind: 'percent',
    tab: 'rates',
    grid: true,
    exported: true,
    bulk: 'offered',
    importHeading: /nominell.*(max|högsta|till)/i,
  },
  {
    source: 'effective_rate',
    ruled: true,
    kind: 'percent',
    tab: 'rates',
    grid: true,
    exported: true,
    bulk: 'offered',
    importHeading: /effektiv/i,
  },
  // issue 34: the standard information of Directive (EU) 2023/2225 (placed by CardForm: a choice)
  { source: 'rate_type', ruled: true, kind: 'text', tab: 'rates' },
  {
    source: 'interest_free_days',
    kind: 'integer',
    tab: 'rates',
    grid: true,
    rules: [rules.integer(0, 60, 'days')],
    exported: true,
    bulk: 'rpcOnly',
  },
  {
    source: 'min_monthly_payment_percent',
    kind: 'percent',
    tab: 'rates',
    grid: true,
    preview: { section: 'fees', label: 'resources.cards.preview.min_monthly_payment', order: 70 },
    bulk: 'rpcOnly',
  },
  {
    source: 'credit_limit_min',
    kind: 'money',
    tab: 'rates',
    grid: true,
    preview: { section: 'fees', label: 'resources.cards.preview.credit_limit', order: 60, range: 'min' },
    bulk: 'rpcOnly',
  },
  {
    source: 'credit_limit_max',
    kind: 'money',
    tab: 'rates',
    grid: true,
    exported: true,
    preview: { section: 'fees', label: 'resources.cards.preview.credit_limit', order: 60, range: 'max' },
    bulk: 'rpcOnly',
  },
  // benefits
  { source: 'bonus_description', kind: 'longText', tab: 'benefits' },
  { source: 'cashback_percent', kind: 'percent', tab: 'benefits', bulk: 'rpcOnly' },
  {
    source: 'has_travel_insurance',
    kind: 'boolean',
    tab: 'benefits',
    grid: true,
    preview: { section: 'benefits' },
  },
  {
    source: 'has_purchase_protection',
    kind: 'boolean',
    tab: 'benefits',
    grid: true,
    preview: { section: 'benefits' },
  },
  {
    source: 'has_lounge_access',
    kind: 'boolean',
    tab: 'benefits',
    grid: true,
    preview: { section: 'benefits' },
  },
  { source: 'insurance_notes', kind: 'longText', tab: 'benefits' },
  // requirements
  {
    source: 'min_age',
    kind: 'integer',
    tab: 'requirements',
    rules: [rules.required('app.validation.card.min_age_required'), rules.integer(18, 30, 'years')],
    default: 18,
  },
  { source: 'min_annual_income', kind: 'money', tab: 'requirements' },
  { source: 'credit_bureau', kind: 'text', tab: 'requirements', default: 'UC' },
  { source: 'accepts_payment_remarks', kind: 'boolean', tab: 'requirements' },
  // example
  {
    source: 'example_credit_amount',
    ruled: true,
    kind: 'money',
    tab: 'example',
    grid: true,
    default: 20000,
    bulk: 'rpcOnly',
  },
  {
    source: 'example_term_months',
    ruled: true,
    kind: 'integer',
    tab: 'example',
    grid: true,
    rules: [rules.integer(1, 360, 'months')],
    default: 12,
    bulk: 'rpcOnly',
  },
  {
    source: 'example_total_payable',
    ruled: true,
    kind: 'money',
    tab: 'example',
    grid: true,
    bulk: 'offered',
    importHeading: /totalt/i,
  },
  {
    source: 'example_monthly_payment',
    ruled: true,
    kind: 'money',
    tab: 'example',
    grid: true,
    bulk: 'offered',
    importHeading: /(per månad|månadsbelopp)/i,
  },
  {
    source: 'example_updated_on',
    ruled: true,
    kind: 'date',
    tab: 'example',
    bulk: 'offered',
    importHeading: /(kontrollerat|datum)/i,
  },
  // publishing
  { source: 'apply_url', kind: 'url', tab: 'publishing' },
  // issue 34: the warning the rules require of a published card's advertising (placed by CardForm)
  { source: 'credit_warning', ruled: true, kind: 'text', tab: 'publishing' },
  {
    source: 'is_published',
    kind: 'boolean',
    tab: 'publishing',
    default: false,
    exported: true,
    bulk: 'rpcOnly',
  },
  {
    source: 'is_sponsored',
    kind: 'boolean',
    tab: 'publishing',
    default: false,
    exported: true,
    bulk: 'rpcOnly',
  },
  {
    source: 'sort_rank',
    kind: 'integer',
    tab: 'publishing',
    rules: [rules.integer(-1000000, 1000000)],
    default: 100,
    bulk: 'rpcOnly',
  },
  { source: 'editor_rating', kind: 'decimal', tab: 'publishing', rules: [rules.decimal(1, 5)] },
  // issue 33: the public sees the card from publish_from until publish_until and its offer until offer_ends_at,
  // whatever the time a job would run (20261128006000_scheduled_publishing.sql); the order rule is validateCard's.
  { source: 'publish_from', ruled: true, kind: 'dateTime', tab: 'publishing' },
  { source: 'publish_until', kind: 'dateTime', tab: 'publishing' },
  { source: 'offer_ends_at', kind: 'dateTime', tab: 'publishing' },
] as const satisfies readonly CardFieldDescriptor[];

/** The columns nobody edits: the key, the timestamps and the version the database keeps. */
export const CARD_COLUMNS_NOT_EDITABLE = [
  'id',
  'created_at',
  'updated_at',
  'version',
] as const satisfies readonly CardColumn[];

/**
 * PostgREST's computed columns of a card (functions of the row, no table columns): the state the public sees and the
 * offer it may show (20261128006000_scheduled_publishing.sql). The generated Row type lists them.
 */
export const CARD_COMPUTED_COLUMNS = [
  'publication_state',
  'current_offer',
  // issue 34: whether the card fails the rules valid now (20261129003100_card_rule_report.sql)
  'breaks_rules',
] as const satisfies readonly CardColumn[];

type Described =
  | (typeof CARD_FIELDS)[number]['source']
  | (typeof CARD_COLUMNS_NOT_EDITABLE)[number]
  | (typeof CARD_COMPUTED_COLUMNS)[number];
/** A column of credit_cards with neither a descriptor nor a place above fails the typecheck here. */
const everyColumnCovered: Exclude<CardColumn, Described> extends never ? true : never = true;
void everyColumnCovered;

const descriptors: readonly CardFieldDescriptor[] = CARD_FIELDS;
const BY_SOURCE = new Map<string, CardFieldDescriptor>(descriptors.map((field) => [field.source, field]));

export function cardField(source: string): CardFieldDescriptor | undefined {
  return BY_SOURCE.get(source);
}

/** The sources of a tab's grid (AmountGrid, BooleanInputs), in order. */
export function gridSources(tab: CardFormTab): CardColumn[] {
  return descriptors.filter((field) => field.tab === tab && field.grid).map((field) => field.source);
}

/** A tab's date-time fields (CardScheduleInputs), in order. */
export function dateTimeSources(tab: CardFormTab): CardColumn[] {
  return descriptors
    .filter((field) => field.tab === tab && field.kind === 'dateTime')
    .map((field) => field.source);
}

const KIND_RULES: Partial<Record<CardFieldKind, FieldRule[]>> = {
  money: [kronor],
  percent: [percent],
  url: [rules.url()],
};

/** Every field's rules for formValidator: its kind's, then its own. */
export const CARD_FIELD_RULES: Record<string, FieldRule[]> = Object.fromEntries(
  descriptors
    .map((field): [string, FieldRule[]] => [
      field.source,
      [...(KIND_RULES[field.kind] ?? []), ...(field.rules ?? [])],
    ])
    .filter(([, checks]) => checks.length > 0),
);

/** A new card's values (the create form's record). */
export const CARD_DEFAULTS: Record<string, unknown> = Object.fromEntries(
  descriptors.filter((field) => field.default !== undefined).map((field) => [field.source, field.default]),
);

/** The CSV export's columns, in order. */
export const CARD_EXPORT_COLUMNS: CardColumn[] = descriptors
  .filter((field) => field.exported)
  .map((field) => field.source);

/** How the bulk dialog and the import read and show a value. */
export type BulkKind = 'kronor' | 'percent' | 'date';
const BULK_KIND: Partial<Record<CardFieldKind, BulkKind>> = {
  money: 'kronor',
  percent: 'percent',
  date: 'date',
};

/** The fields the bulk dialog and the import offer, each with how its value is read. */
export const BULK_EDIT_FIELDS: Record<string, BulkKind> = Object.fromEntries(
  descriptors
    .filter((field) => field.bulk === 'offered')
    .map((field) => {
      const kind = BULK_KIND[field.kind];
      if (!kind) throw new Error(`${field.source}: a ${field.kind} field cannot be offered in a bulk edit`);
      return [field.source, kind];
    }),
);

/** Every column public.bulk_update_cards may write (its whitelist, private.card_bulk_columns). */
export const BULK_WRITABLE_COLUMNS: CardColumn[] = descriptors
  .filter((field) => field.bulk)
  .map((field) => field.source);

/** The columns whose change makes the database judge a published card again. */
export const RULED_COLUMNS: CardColumn[] = descriptors
  .filter((field) => field.ruled)
  .map((field) => field.source);

/** The import's heading guesses in order: the first that matches a heading wins. */
export const IMPORT_HEADING_GUESSES: Array<[RegExp, CardColumn]> = descriptors.flatMap((field) =>
  field.importHeading ? [[field.importHeading, field.source] as [RegExp, CardColumn]] : [],
);

/** One row of the preview's fees section: its label key and its fields (a range when they are a min and a max). */
export interface PreviewFeeRow {
  label: string;
  fields: Array<{ source: CardColumn; kind: CardFieldKind; range?: 'min' | 'max' }>;
}

export const PREVIEW_FEE_ROWS: PreviewFeeRow[] = (() => {
  const rows = new Map<string, PreviewFeeRow & { order: number }>();
  for (const field of descriptors) {
    const placement = field.preview;
    if (placement?.section !== 'fees') continue;
    const row = rows.get(placement.label) ?? { label: placement.label, order: placement.order, fields: [] };
    row.fields.push({ source: field.source, kind: field.kind, range: placement.range });
    rows.set(placement.label, row);
  }
  return [...rows.values()].sort((a, b) => a.order - b.order).map(({ label, fields }) => ({ label, fields }));
})();

/** The preview's yes/no rows of the benefits section, in order. */
export const PREVIEW_BENEFITS: CardColumn[] = descriptors
  .filter((field) => field.preview?.section === 'benefits')
  .map((field) => field.source);
