export const CONSENT_ACTIONS = [
  { id: 'accept_all', name: 'resources.cookies.actions.accept_all' },
  { id: 'reject_all', name: 'resources.cookies.actions.reject_all' },
  { id: 'custom', name: 'resources.cookies.actions.custom' },
  { id: 'withdraw', name: 'resources.cookies.actions.withdraw' },
];

export const CONSENT_SOURCES = [
  { id: 'banner', name: 'resources.cookies.sources.banner' },
  { id: 'settings', name: 'resources.cookies.sources.settings' },
];

export function share(part: number, total: number): string {
  if (!total) return '–';
  return `${new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 1 }).format((part / total) * 100)} %`;
}
