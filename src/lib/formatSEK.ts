const sekFormatter = new Intl.NumberFormat('sv-SE', {
  style: 'currency',
  currency: 'SEK',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Whole Swedish kronor, sv-SE: 10000 → "10 000 kr" (Intl separates with no-break spaces). */
export function formatSEK(amount: number): string {
  return sekFormatter.format(amount);
}
