import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { constraintOf, fieldErrorOf, toSwedishError } from './databaseErrors';
import { i18nProvider } from './i18nProvider';

const text = (message: { key: string; args?: object } | undefined) =>
  message && i18nProvider.translate(message.key, message.args);

describe('database refusals in Swedish, on their field', () => {
  it('maps a length constraint to its field and limit', () => {
    expect(fieldErrorOf('credit_cards_name_length')?.field).toBe('name');
    expect(text(fieldErrorOf('credit_cards_name_length'))).toBe('Högst 120 tecken.');
    expect(fieldErrorOf('expert_inquiries_internal_note_length')?.field).toBe('internal_note');
    expect(text(fieldErrorOf('expert_inquiries_internal_note_length'))).toBe('Högst 2000 tecken.');
  });

  it('maps URL, blank, unique and cross-field rules named in the migrations', () => {
    expect(fieldErrorOf('banks_logo_url_http')?.field).toBe('logo_url');
    expect(fieldErrorOf('news_articles_title_not_blank')?.field).toBe('title');
    expect(fieldErrorOf('blog_posts_slug_key')?.field).toBe('slug');
    expect(text(fieldErrorOf('blog_posts_slug_key'))).toBe('Sluggen används redan av ett annat blogginlägg.');
    expect(fieldErrorOf('reviews_rejection_requires_reason')?.field).toBe('rejection_reason');
    expect(fieldErrorOf('credit_cards_published_requires_example')).toBeUndefined();
  });

  it('never passes PostgreSQL text through', () => {
    const raw = new HttpError(
      'new row for relation "credit_cards" violates check constraint "credit_cards_name_length"',
      400,
      {
        code: '23514',
        message: 'new row for relation "credit_cards" violates check constraint "credit_cards_name_length"',
      },
    );
    expect(constraintOf(raw.body)).toBe('credit_cards_name_length');
    const swedish = toSwedishError(raw) as HttpError;
    expect(i18nProvider.translate(swedish.message)).toBe('Ett värde bryter mot en regel i databasen.');
    expect(swedish.body.errors).toEqual({ name: 'Högst 120 tecken.' });

    const range = toSwedishError(
      new HttpError('value "3000000000" is out of range for type integer', 400, {
        code: '22003',
        message: 'value "3000000000" is out of range for type integer',
      }),
    ) as HttpError;
    expect(i18nProvider.translate(range.message)).toBe('Ett tal är för stort eller för litet.');
    const unknown = toSwedishError(
      new HttpError('some english', 400, { code: 'XX000', message: 'some english' }),
    );
    expect(i18nProvider.translate((unknown as HttpError).message)).toBe('Databasen tog inte emot ändringen.');
  });
});
