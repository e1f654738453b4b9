import { LENGTH_LIMITS } from './lengthLimits';
import { SLUG_PATTERN } from './slugPattern';

/**
 * react-admin hands a form-level `validate` to react-hook-form as its resolver, and react-hook-form then skips every
 * input's own `validate` (https://marmelab.com/react-admin/Validation.html: the two cannot be combined). Forms with
 * rules over several fields therefore declare all their rules here, field by field, and get one `validate` that
 * runs them all: each message lands on its field (and turns its tab red) before anything is sent.
 */
export type FieldRule = (value: unknown, values: Record<string, unknown>) => string | undefined;
export type FormValidate = (values: Record<string, unknown>) => Record<string, string>;

const blank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

export const rules = {
  required:
    (message: string): FieldRule =>
    (value) =>
      blank(value) ? message : undefined,
  maxLength:
    (max: number): FieldRule =>
    (value) =>
      typeof value === 'string' && value.length > max
        ? `Högst ${max} tecken (nu ${value.length})`
        : undefined,
  url: (): FieldRule => (value) =>
    !blank(value) && !/^https?:\/\/\S+$/i.test(String(value))
      ? 'Adressen måste börja med http:// eller https://'
      : undefined,
  pattern:
    (pattern: RegExp, message: string): FieldRule =>
    (value) =>
      !blank(value) && !pattern.test(String(value)) ? message : undefined,
  /** Whole numbers from min to max; the database's integer columns end at 2 147 483 647. */
  integer:
    (min: number, max: number, unit = ''): FieldRule =>
    (value) => {
      if (blank(value)) return undefined;
      const number = Number(value);
      if (!Number.isFinite(number) || !Number.isInteger(number)) return 'Ange ett heltal';
      if (number < min) return min === 0 ? 'Får inte vara negativt' : `Minst ${min}${unit}`;
      if (number > max) return `Högst ${max.toLocaleString('sv-SE')}${unit}`;
      return undefined;
    },
  decimal:
    (min: number, max: number, unit = ''): FieldRule =>
    (value) => {
      if (blank(value)) return undefined;
      const number = Number(value);
      if (!Number.isFinite(number)) return 'Ange ett tal';
      if (number < min) return min === 0 ? 'Får inte vara negativt' : `Minst ${min}${unit}`;
      if (number > max) return `Högst ${String(max).replace('.', ',')}${unit}`;
      return undefined;
    },
};

/** A required slug in the format of the database's *_slug_format constraints. */
export const slugRules: FieldRule[] = [
  rules.required('Ange en slug'),
  rules.pattern(SLUG_PATTERN, 'Endast a–z, 0–9 och bindestreck (t.ex. arets-basta-kort)'),
];

export const KRONOR_MAX = 2_147_483_647;
export const kronor = rules.integer(0, KRONOR_MAX, ' kr');
export const percent = rules.decimal(0, 100, ' %');

/**
 * One form-level validate from per-field rules, the table's length limits and the form's rules over several
 * fields. The first failing rule of a field wins.
 */
export function formValidator(
  table: string,
  fieldRules: Record<string, FieldRule[]>,
  crossField?: (values: Record<string, unknown>) => Record<string, string>,
): FormValidate {
  const limits = LENGTH_LIMITS[table] ?? {};
  return (values) => {
    const errors: Record<string, string> = {};
    const fields = new Set([...Object.keys(fieldRules), ...Object.keys(limits)]);
    for (const field of fields) {
      const checks = [
        ...(fieldRules[field] ?? []),
        ...(limits[field] ? [rules.maxLength(limits[field])] : []),
      ];
      for (const check of checks) {
        const message = check(values[field], values);
        if (message) {
          errors[field] = message;
          break;
        }
      }
    }
    for (const [field, message] of Object.entries(crossField?.(values) ?? {})) {
      errors[field] ??= message;
    }
    return errors;
  };
}
