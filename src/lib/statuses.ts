/** A chip colour by meaning: waiting = warning, in progress = info, done = success, refused = error, else default. */
export type StatusColor = 'default' | 'info' | 'success' | 'warning' | 'error';

/** One entry of a status list: the stored value, the i18n key of its Swedish name and the colour of its chip. */
export interface StatusChoice {
  id: string | boolean;
  name: string;
  color: StatusColor;
}

/** The entry for a stored value; an unknown value shows as itself on a grey chip (translate passes it through). */
export function statusChoice(choices: readonly StatusChoice[], value: unknown): StatusChoice | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  return (
    choices.find((choice) => choice.id === value) ?? {
      id: String(value),
      name: String(value),
      color: 'default',
    }
  );
}

/** A card's publication state as a status (cards store it as is_published). */
export const CARD_PUBLICATION: StatusChoice[] = [
  { id: true, name: 'resources.cards.statuses.published', color: 'success' },
  { id: false, name: 'resources.cards.statuses.unpublished', color: 'default' },
];
