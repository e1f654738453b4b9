import type { ValidationErrorMessage } from 'react-admin';
import { LENGTH_LIMITS } from './lengthLimits';
import { SLUG_PATTERN } from './slugPattern';

/**
 * react-admin hands a form-level `validate` to react-hook-form as its resolver, and react-hook-form then skips every
 * input's own `validate` (https://marmelab.com/react-admin/Validation.html: the two cannot be combined). Forms with
 * rules over several fields therefore declare all their rules here, field by field, and get one `validate` that
 * runs them all: each message lands on its field (and turns its tab red) before anything is sent.
 */
/** A rule's message is an i18n key (app.validation.*), with its values when it has any; react-admin translates it. */
export type FieldRule = (
  value: unknown,
  values: Record<string, unknown>,
) => ValidationErrorMessage | undefined;
export type FormValidate = (values: Record<string, unknown>) => Record<string, ValidationErrorMessage>;

/** The unit a bound is written with. */
export type Unit = 'plain' | 'kronor' | 'percent' | 'days' | 'years' | 'months';
const MIN: Record<Unit, string> = {
  plain: 'app.validation.min.plain',
  kronor: 'app.validation.min.kronor',
  percent: 'app.validation.min.percent',
  days: 'app.validation.min.days',
  years: 'app.validation.min.years',
  months: 'app.validation.min.months',
};
const MAX: Record<Unit, string> = {
  plain: 'app.validation.max.plain',
  kronor: 'app.validation.max.kronor',
  percent: 'app.validation.max.percent',
  days: 'app.validation.max.days',
  years: 'app.validation.max.years',
  months: 'app.validation.max.months',
};
const NON_NEGATIVE = 'app.validation.non_negative';

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
        ? { message: 'app.validation.max_length', args: { max, length: value.length } }
        : undefined,
  url: (): FieldRule => (value) =>
    !blank(value) && !/^https?:\/\/\S+$/i.test(String(value)) ? 'app.validation.url' : undefined,
  pattern:
    (pattern: RegExp, message: string): FieldRule =>
    (value) =>
      !blank(value) && !pattern.test(String(value)) ? message : undefined,
  /** Whole numbers from min to max; the database's integer columns end at 2 147 483 647. */
  integer:
    (min: number, max: number, unit: Unit = 'plain'): FieldRule =>
    (value) => {
      if (blank(value)) return undefined;
      const number = Number(value);
      if (!Number.isFinite(number) || !Number.isInteger(number)) return 'app.validation.integer';
      if (number < min) return min === 0 ? NON_NEGATIVE : { message: MIN[unit], args: { min } };
      if (number > max) return { message: MAX[unit], args: { max: max.toLocaleString('sv-SE') } };
      return undefined;
    },
  decimal:
    (min: number, max: number, unit: Unit = 'plain'): FieldRule =>
    (value) => {
      if (blank(value)) return undefined;
      const number = Number(value);
      if (!Number.isFinite(number)) return 'app.validation.number';
      if (number < min) return min === 0 ? NON_NEGATIVE : { message: MIN[unit], args: { min } };
      if (number > max) return { message: MAX[unit], args: { max: String(max).replace('.', ',') } };
      return undefined;
    },
};

/** A required slug in the format of the database's *_slug_format constraints. */
export const slugRules: FieldRule[] = [
  rules.required('app.validation.slug_required'),
  rules.pattern(SLUG_PATTERN, 'app.validation.slug_format'),
];

export const KRONOR_MAX = 2_147_483_647;
export const kronor = rules.integer(0, KRONOR_MAX, 'kronor');
export const percent = rules.decimal(0, 100, 'percent');

/**
 * One form-level validate from per-field rules, the table's length limits and the form's rules over several
 * fields. The first failing rule of a field wins.
 */
export function formValidator(
  table: string,
  fieldRules: Record<string, FieldRule[]>,
  crossField?: (values: Record<string, unknown>) => Record<string, ValidationErrorMessage>,
): FormValidate {
  const limits = LENGTH_LIMITS[table] ?? {};
  return (values) => {
    const errors: Record<string, ValidationErrorMessage> = {};
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
