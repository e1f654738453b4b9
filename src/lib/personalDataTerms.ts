/**
 * The search terms of the Personuppgifter page: split on commas, semicolons and line breaks, trimmed, blanks and
 * duplicates dropped. The rules are the database's (private.personal_data_terms, migration 20261128005100), so the
 * page can say what is wrong before it asks; `error` is an i18n key.
 */
export type TermsResult = { terms: string[]; error?: undefined } | { terms?: undefined; error: string };

export const MAX_TERMS = 10;

export function parsePersonalDataTerms(text: string): TermsResult {
  const terms = [...new Set(text.split(/[,;\n]/).map((term) => term.trim()))].filter((term) => term !== '');
  if (terms.length === 0) return { error: 'app.personal_data.errors.none' };
  if (terms.length > MAX_TERMS) return { error: 'app.personal_data.errors.too_many' };
  if (terms.some((term) => [...term].length < 3 || [...term].length > 254)) {
    return { error: 'app.personal_data.errors.length' };
  }
  // Quotes, backslashes and control characters (the database's [:cntrl:]).
  // eslint-disable-next-line no-control-regex
  if (terms.some((term) => /["\\\u0000-\u001f\u007f]/.test(term))) {
    return { error: 'app.personal_data.errors.characters' };
  }
  return { terms };
}
