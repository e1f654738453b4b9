import type { ReferenceChoices } from '../../components/form/referenceChoices';

/** The card form's reference inputs (its basics tab), also prefetched by the card list when idle. */
export const CARD_BANK: ReferenceChoices = { source: 'bank_id', reference: 'banks', sortBy: 'name' };
export const CARD_NETWORK: ReferenceChoices = { source: 'network_id', reference: 'networks', sortBy: 'name' };
export const CARD_CATEGORIES: ReferenceChoices = {
  source: 'category_ids',
  reference: 'categories',
  sortBy: 'sort_order',
};
export const CARD_FORM_REFERENCES = [CARD_BANK, CARD_NETWORK, CARD_CATEGORIES];
