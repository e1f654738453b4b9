/** Fields the database keeps itself: not shown in a conflict. */
const SYSTEM = new Set(['id', 'version', 'created_at', 'updated_at']);

/** An empty text box holds '' where the record had null: the same value to the admin. */
const normal = (value: unknown) => (value === '' || value === undefined ? null : value);
const same = (a: unknown, b: unknown) => JSON.stringify(normal(a)) === JSON.stringify(normal(b));

export interface ConflictField {
  source: string;
  theirs: unknown;
  mine: unknown;
  /** Both changed it, to different values. */
  clash: boolean;
  /** I changed it (my save would have written it). */
  changedByMe: boolean;
}

/**
 * The fields where their saved record and my form differ, given what I loaded: each with both values, whether
 * both of us changed it (a clash), or only one of us.
 */
export function conflictFields(
  loaded: Record<string, unknown>,
  theirs: Record<string, unknown> | null,
  mine: Record<string, unknown>,
): ConflictField[] {
  const sources = new Set([...Object.keys(mine), ...Object.keys(theirs ?? {})]);
  return [...sources]
    .filter((source) => !SYSTEM.has(source) && !same(theirs?.[source], mine[source]))
    .filter((source) => source in mine || source in loaded)
    .map((source) => {
      const changedByMe = source in mine && !same(mine[source], loaded[source]);
      const changedByThem = !same(theirs?.[source], loaded[source]);
      return {
        source,
        theirs: theirs?.[source] ?? null,
        mine: mine[source] ?? null,
        clash: changedByMe && changedByThem,
        changedByMe,
      };
    });
}

/**
 * What the conflict dialog lists: the fields the admin changed (theirs beside mine, clashes marked), and apart the
 * labels of the fields only the other admin changed, which stay as they saved them whatever the admin chooses.
 * Listing those as rows made the dialog show fields the admin never touched (issue 31).
 */
export function conflictSummary(
  loaded: Record<string, unknown>,
  theirs: Record<string, unknown> | null,
  mine: Record<string, unknown>,
) {
  const fields = conflictFields(loaded, theirs, mine);
  return {
    mine: fields.filter((field) => field.changedByMe),
    theirsOnly: fields.filter((field) => !field.changedByMe).map((field) => field.source),
  };
}

/** What "overwrite knowingly" sends: their record with only my own changes on top (theirs stay elsewhere). */
export function myChangesOver(
  loaded: Record<string, unknown>,
  theirs: Record<string, unknown>,
  mine: Record<string, unknown>,
): Record<string, unknown> {
  const changes = Object.fromEntries(
    Object.entries(mine).filter(([key, value]) => !SYSTEM.has(key) && !same(value, loaded[key])),
  );
  return { ...theirs, ...changes };
}

/** A value as text: rich-text HTML without its tags, arrays as lists, empty as an empty string. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  return isRichText(text)
    ? text
        .replace(/<\/(p|h\d|li|blockquote)>/gi, '\n')
        .replace(/<br\s*\/?>/gi, '\n')
        .replace(/<[^>]+>/g, '')
        .trim()
    : text;
}

export const isRichText = (value: unknown): boolean =>
  typeof value === 'string' && /<[a-z][^>]*>/i.test(value);
