import { describe, expect, it } from 'vitest';
import { validateCard as cardKeys } from '../../src/resources/cards/cardValidation';
import { editorialValidator as editorialKeys } from '../../src/components/editorial/editorialStatuses';
import { validateReview as reviewKeys } from '../../src/resources/reviews/reviewStatuses';
import { validateBank as bankKeys } from '../../src/resources/banks/bankValidation';
import { validateNetwork as networkKeys } from '../../src/resources/networks/networkValidation';
import { validateCategory as categoryKeys } from '../../src/resources/categories/categoryValidation';
import { inSwedish } from './swedish';
import { LENGTH_LIMITS } from '../../src/lib/lengthLimits';

const validateCard = inSwedish(cardKeys);
const editorialValidator = (table: Parameters<typeof editorialKeys>[0]) => inSwedish(editorialKeys(table));
const validateReview = inSwedish(reviewKeys);
const validateBank = inSwedish(bankKeys);
const validateNetwork = inSwedish(networkKeys);
const validateCategory = inSwedish(categoryKeys);

const validCard = { name: 'SEB Classic', slug: 'seb-classic', bank_id: 1, network_id: 1, min_age: 18 };

describe('form rules: field rules, length limits and cross-field rules in one validate', () => {
  it('accepts a valid card', () => {
    expect(validateCard(validCard)).toEqual({});
  });

  it('puts every field rule on its field, in Swedish', () => {
    const errors = validateCard({
      ...validCard,
      name: '   ',
      slug: 'Bad Slug!',
      annual_fee: -100,
      effective_rate: 500,
      image_url: 'ftp://example.se/kort.png',
      credit_limit_max: 3_000_000_000,
      example_term_months: 0,
    });
    expect(errors).toEqual({
      name: 'Ange kortets namn',
      slug: 'Endast a–z, 0–9 och bindestreck (t.ex. arets-basta-kort)',
      annual_fee: 'Får inte vara negativt',
      effective_rate: 'Högst 100 %',
      image_url: 'Adressen måste börja med http:// eller https://',
      credit_limit_max: 'Högst 2\u00a0147\u00a0483\u00a0647 kr',
      example_term_months: 'Minst 1 månader',
    });
  });

  it('enforces the database length limits in the form', () => {
    expect(validateCard({ ...validCard, name: 'x'.repeat(10_000) }).name).toBe('Högst 120 tecken (nu 10000)');
    expect(
      editorialValidator('news_articles')({ title: 't'.repeat(201), slug: 'a', status: 'draft' }).title,
    ).toBe('Högst 200 tecken (nu 201)');
    expect(validateReview({ body: 'b'.repeat(5001) }).body).toBe('Högst 5000 tecken (nu 5001)');
    expect(
      editorialValidator('blog_posts')({ title: 't', slug: 'a', status: 'draft', seo_title: 's'.repeat(121) })
        .seo_title,
    ).toBe('Högst 120 tecken (nu 121)');
  });

  it('keeps the cross-field rules', () => {
    expect(validateCard({ ...validCard, nominal_rate_min: 20, nominal_rate_max: 10 }).nominal_rate_max).toBe(
      'Högsta räntan måste vara minst lika hög som lägsta',
    );
    // what a published card must have is the rule set's (validateCardRules), not validateCard's
    expect(validateCard({ ...validCard, is_published: true }).is_published).toBeUndefined();
  });
});

describe('length limits: the forms and the database use the same numbers', () => {
  // tests/integration/public-limits.test.ts checks that LENGTH_LIMITS is exactly the migrated database's
  // <table>_<column>_length constraints; these tests check that the forms apply it.
  const databaseLimits = LENGTH_LIMITS;

  it('covers every column an anonymous visitor writes (issue 18)', () => {
    expect(databaseLimits.reviews).toMatchObject({ author_email: 254, author_name: 120, body: 5000 });
    expect(databaseLimits.expert_inquiries).toMatchObject({ email: 254, phone: 32, name: 120 });
    expect(Object.keys(databaseLimits.chat_sessions).sort()).toEqual(
      ['feedback', 'page_url', 'user_agent_family', 'visitor_id'].sort(),
    );
    expect(databaseLimits.chat_messages).toEqual({ content: 10000 });
    expect(Object.keys(databaseLimits.cookie_consents).sort()).toEqual(
      ['ip_hash', 'locale', 'policy_version', 'user_agent_family'].sort(),
    );
  });

  it('reviews and inquiries: the admin form checks the same numbers', () => {
    expect(validateReview({ verification_method: 'v'.repeat(201) }).verification_method).toBe(
      'Högst 200 tecken (nu 201)',
    );
    expect(validateReview({ author_email: `${'a'.repeat(250)}@x.se` }).author_email).toBe(
      'Högst 254 tecken (nu 255)',
    );
  });
});

describe('bank, network and category forms: the database rules, checked before sending', () => {
  /** The limits the database enforces (LENGTH_LIMITS, see above), as `<table>.<column>` → characters. */
  const databaseLimits = Object.fromEntries(
    Object.entries(LENGTH_LIMITS).flatMap(([table, columns]) =>
      Object.entries(columns).map(([column, max]) => [`${table}.${column}`, max]),
    ),
  );

  const forms = [
    { table: 'banks', validate: validateBank, valid: { name: 'SEB', slug: 'seb' } },
    { table: 'networks', validate: validateNetwork, valid: { name: 'Visa', slug: 'visa' } },
    {
      table: 'categories',
      validate: validateCategory,
      valid: { name: 'Resor', slug: 'resor', sort_order: 10 },
    },
  ];

  for (const { table, validate, valid } of forms) {
    it(`${table}: accepts a valid record and applies every length limit of the database`, () => {
      expect(validate(valid)).toEqual({});
      const columns = Object.entries(databaseLimits).filter(([key]) => key.startsWith(`${table}.`));
      expect(columns.length).toBeGreaterThanOrEqual(3);
      for (const [key, max] of columns) {
        const column = key.split('.')[1];
        // A value of `length` characters that passes the column's other rules.
        const sample = (length: number) =>
          column.endsWith('_url')
            ? `https://${'x'.repeat(length - 8)}`
            : column === 'org_number'
              ? '502032-9081'.padEnd(length, '1')
              : (column === 'slug' ? 'a' : 'x').repeat(length);
        expect(validate({ ...valid, [column]: sample(max) })[column], key).toBeUndefined();
        // The organisation number's format (NNNNNN-NNNN) is its length: that message comes first.
        expect(validate({ ...valid, [column]: sample(max + 1) })[column], key).toBe(
          column === 'org_number'
            ? 'Skriv organisationsnumret som NNNNNN-NNNN'
            : `Högst ${max} tecken (nu ${max + 1})`,
        );
      }
    });

    it(`${table}: needs a name and a slug in the database's format`, () => {
      const errors = validate({ ...valid, name: '  ', slug: 'Inte OK!' });
      expect(errors.name).toMatch(/^Ange (bankens|nätverkets|kategorins) namn$/);
      expect(errors.slug).toBe('Endast a–z, 0–9 och bindestreck (t.ex. arets-basta-kort)');
      expect(validate({ ...valid, slug: '' }).slug).toBe('Ange en slug');
      expect(validate({ ...valid, slug: 'dubbel--bindestreck' }).slug).toBeDefined();
    });
  }

  it('banks: organisation number and http(s) addresses', () => {
    const valid = { name: 'SEB', slug: 'seb' };
    expect(validateBank({ ...valid, org_number: '5020329081' }).org_number).toBe(
      'Skriv organisationsnumret som NNNNNN-NNNN',
    );
    expect(validateBank({ ...valid, org_number: '502032-9081' })).toEqual({});
    expect(validateBank({ ...valid, website_url: 'ftp://seb.se' }).website_url).toBe(
      'Adressen måste börja med http:// eller https://',
    );
    expect(validateBank({ ...valid, logo_url: 'seb.se/logo.png' }).logo_url).toBe(
      'Adressen måste börja med http:// eller https://',
    );
    expect(validateBank({ ...valid, website_url: 'https://seb.se', logo_url: null })).toEqual({});
  });

  it('networks: an http(s) logo address', () => {
    expect(validateNetwork({ name: 'Visa', slug: 'visa', logo_url: 'javascript:alert(1)' }).logo_url).toBe(
      'Adressen måste börja med http:// eller https://',
    );
  });

  it('categories: a whole, non-negative sort order that fits the integer column', () => {
    const valid = { name: 'Resor', slug: 'resor' };
    expect(validateCategory({ ...valid, sort_order: -1 }).sort_order).toBe('Får inte vara negativt');
    expect(validateCategory({ ...valid, sort_order: 1.5 }).sort_order).toBe('Ange ett heltal');
    expect(validateCategory({ ...valid, sort_order: 3_000_000_000 }).sort_order).toBe(
      'Högst 2\u00a0147\u00a0483\u00a0647',
    );
    expect(validateCategory({ ...valid, sort_order: null }).sort_order).toBe('Ange sorteringsordning');
  });
});
