/** react-admin NumberField options (Intl.NumberFormat, sv-SE) for the app's amounts and rates. */
export const SEK_FORMAT: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'SEK',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
};
/** Rates are stored as percent (1.65 means 1,65 %). */
export const PERCENT_FORMAT: Intl.NumberFormatOptions = {
  style: 'unit',
  unit: 'percent',
  maximumFractionDigits: 2,
};
