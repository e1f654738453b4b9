import { describe, expect, it } from 'vitest';
import { validateCard } from '../../src/resources/cards/cardValidation';
import { editorialValidator } from '../../src/components/editorial/editorialStatuses';
import { validateReview } from '../../src/resources/reviews/reviewStatuses';

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
  });

  it('keeps the cross-field rules', () => {
    expect(validateCard({ ...validCard, nominal_rate_min: 20, nominal_rate_max: 10 }).nominal_rate_max).toBe(
      'Högsta räntan måste vara minst lika hög som lägsta',
    );
    expect(validateCard({ ...validCard, is_published: true }).is_published).toMatch(/kan inte publiceras/);
  });
});
