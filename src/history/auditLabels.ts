import { resourceRegistry } from '../resources/registry';
import { swedishMessages } from '../i18n/sv';

/** The plural of a resource's name in sv.ts ('Bank |||| Banker' → 'Banker'). */
const pluralName = (name: string): string => {
  const label = (swedishMessages.resources as Record<string, { name?: string }>)[name]?.name ?? name;
  return label.split('||||').pop()!.trim();
};

export const ACTION_LABELS: Record<string, string> = {
  INSERT: 'Skapad',
  UPDATE: 'Ändrad',
  DELETE: 'Borttagen',
};

/** Tables the audit log covers, with their Swedish names (the resources' names in sv.ts, plus the join and role tables). */
export const TABLE_LABELS: Record<string, string> = {
  ...Object.fromEntries(resourceRegistry.map((entry) => [entry.table, pluralName(entry.name)])),
  card_categories: 'Kortkategorier',
  user_roles: 'Administratörer',
};

/** Route of a table's resource (credit_cards → cards), for links to the edited record. */
export const RESOURCE_OF_TABLE: Record<string, string> = Object.fromEntries(
  resourceRegistry.map((entry) => [entry.table, entry.name]),
);

/**
 * Swedish labels of the columns that change most, used when the i18n catalogue has no
 * `resources.<name>.fields.<column>` entry.
 */
export const FIELD_LABELS: Record<string, string> = {
  name: 'Namn',
  slug: 'Slug',
  title: 'Rubrik',
  status: 'Status',
  content: 'Innehåll',
  excerpt: 'Ingress',
  description: 'Beskrivning',
  short_description: 'Kort beskrivning',
  is_published: 'Publicerad',
  is_active: 'Aktiv',
  is_sponsored: 'Sponsrad',
  published_at: 'Publiceras',
  annual_fee: 'Årsavgift',
  setup_fee: 'Uppläggningsavgift',
  invoice_fee: 'Aviavgift',
  extra_card_fee: 'Avgift för extrakort',
  nominal_rate_min: 'Nominell ränta från',
  nominal_rate_max: 'Nominell ränta till',
  effective_rate: 'Effektiv ränta',
  interest_free_days: 'Räntefria dagar',
  credit_limit_min: 'Kreditgräns från',
  credit_limit_max: 'Kreditgräns till',
  cashback_percent: 'Återbäring (%)',
  example_credit_amount: 'Exempel: kreditbelopp',
  example_term_months: 'Exempel: löptid (månader)',
  example_total_payable: 'Exempel: totalt att betala',
  example_monthly_payment: 'Exempel: månadsbelopp',
  example_updated_on: 'Representativt exempel uppdaterat',
  apply_url: 'Ansökningslänk',
  image_url: 'Bild-URL',
  logo_url: 'Logotyp-URL',
  website_url: 'Webbplats',
  bank_id: 'Bank',
  network_id: 'Nätverk',
  category_id: 'Kategori',
  card_id: 'Kort',
  sort_rank: 'Sorteringsordning',
  editor_rating: 'Redaktionens betyg',
  highlights: 'Säljpunkter',
  pros: 'Fördelar',
  cons: 'Nackdelar',
  rating: 'Betyg',
  rejection_reason: 'Skäl till avslag',
  answer: 'Svar',
  assigned_to: 'Handläggare',
  role: 'Roll',
  tags: 'Taggar',
  author: 'Författare',
};

export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nej';
  if (Array.isArray(value)) return value.length ? value.map(formatAuditValue).join(', ') : '–';
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value)
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}
