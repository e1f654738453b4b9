import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { constraintOf, fieldErrorOf, swedishDatabaseMessage, toSwedishError } from './databaseErrors';
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

describe('database errors in Swedish', () => {
  it('names the broken rule', () => {
    const swedish = (body: Parameters<typeof swedishDatabaseMessage>[0]) =>
      i18nProvider.translate(swedishDatabaseMessage(body) ?? '');
    expect(
      swedish({
        code: '23514',
        message:
          'new row for relation "credit_cards" violates check constraint "credit_cards_published_requires_example"',
      }),
    ).toMatch(/räkneexempel/);
    expect(swedish({ code: '23505', message: 'duplicate key' })).toMatch(/används redan/);
    expect(swedish({ code: '23503', message: 'fk' })).toMatch(/kan inte tas bort/);
    expect(swedish({ code: '42501', message: 'rls' })).toMatch(/behörighet/);
  });

  it("names an editor's refusal by the database's hint (issue 35)", () => {
    const swedish = (hint: string) =>
      i18nProvider.translate(swedishDatabaseMessage({ code: '42501', message: 'x', hint }) ?? '');
    expect(swedish('editor_publish')).toBe(
      'Endast administratörer får publicera eller ändra publiceringstiden. Spara som utkast.',
    );
    expect(swedish('editor_published')).toMatch(/^Det här är publicerat/);
    expect(swedish('editor_refused')).toMatch(/^Som redaktör får du inte ta bort/);
    expect(swedish('something_else')).toMatch(/behörighet/);
  });
});
