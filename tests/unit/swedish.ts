import type { ValidationErrorMessage } from 'react-admin';
import { i18nProvider } from '../../src/providers/i18nProvider';

/** A validation message as react-admin shows it: the key translated with its values. */
export function swedish(message: ValidationErrorMessage | undefined): string | undefined {
  if (message === undefined) return undefined;
  if (typeof message === 'string') return i18nProvider.translate(message, { _: message });
  return i18nProvider.translate(message.message, { _: message.message, ...message.args });
}

/** A validator whose messages come back as the user reads them. */
export function inSwedish<A extends unknown[]>(
  validate: (...args: A) => Record<string, ValidationErrorMessage>,
): (...args: A) => Record<string, string | undefined> {
  return (...args) =>
    Object.fromEntries(
      Object.entries(validate(...args)).map(([field, message]) => [field, swedish(message)]),
    );
}
