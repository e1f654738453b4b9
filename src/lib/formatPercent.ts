const percentFormatter = new Intl.NumberFormat('sv-SE', {
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** Annual rates and shares with a decimal comma: 1.65 → "1,65 %". */
export function formatPercent(value: number | null | undefined): string {
  return value === null || value === undefined ? '–' : `${percentFormatter.format(value)} %`;
}

/** Accepts "1,65" as well as "1.65" from a text field. */
export function parseDecimal(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return value;
  const parsed = Number(value.replace(/\s/g, '').replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : null;
}
