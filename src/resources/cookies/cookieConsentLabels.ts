export const CONSENT_ACTIONS = [
  { id: 'accept_all', name: 'Godkände alla' },
  { id: 'reject_all', name: 'Nekade alla' },
  { id: 'custom', name: 'Eget val' },
  { id: 'withdraw', name: 'Återkallade' },
];

export const CONSENT_SOURCES = [
  { id: 'banner', name: 'Banner' },
  { id: 'settings', name: 'Inställningar' },
];

export function share(part: number, total: number): string {
  if (!total) return '–';
  return `${new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 1 }).format((part / total) * 100)} %`;
}
