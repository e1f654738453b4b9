import { describe, expect, it } from 'vitest';
import { plainSpaces } from '../helpers';
import {
  validateCardCombinations,
  validateCardRules,
  type CardValues,
} from '../../src/resources/cards/cardValidation';
import { RULE_SET_2025 } from '../exampleCard';
import { inSwedish } from './swedish';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { representativeExample } from '../../src/resources/cards/representativeExample';
import { slugify } from '../../src/lib/slugify';
import { sanitizeHtml } from '../../src/lib/sanitizeHtml';
import { parseDecimal, formatPercent } from '../../src/lib/formatPercent';
import {
  moderationChanges,
  validateReviewCombinations as reviewKeys,
} from '../../src/resources/reviews/reviewStatuses';
import {
  inquiryStatusDates,
  validateInquiryCombinations as inquiryKeys,
} from '../../src/resources/inquiries/inquiryStatuses';
import {
  prepareEditorial,
  validateEditorial as editorialKeys,
  type EditorialValues,
} from '../../src/components/editorial/editorialStatuses';

const validateCard = inSwedish(validateCardCombinations);
const validateRules = inSwedish((values: CardValues) =>
  validateCardRules(
    values,
    new Date('2026-11-01T12:00:00Z'),
    [RULE_SET_2025],
    [{ valid_from: '2026-07-01', rate: 2 }],
  ),
);
const validateEditorial = inSwedish(editorialKeys);
const validateReview = inSwedish(reviewKeys);
const validateInquiry = inSwedish(inquiryKeys);

// Consistent: 20 000 kr over 12 months at 15,9 % with 295 kr a year and 25 kr a month in fees.
const completeExample = {
  annual_fee: 295,
  invoice_fee: 25,
  effective_rate: 23.64,
  nominal_rate_min: 15.9,
  example_credit_amount: 20000,
  example_term_months: 12,
  example_total_payable: 22359,
  example_monthly_payment: 1839,
  example_updated_on: '2026-11-01',
};

describe('credit card rules', () => {
  // Only the rule set valid at the publish moment decides what a published card needs (creditRules.ts): the form's
  // fixed checks beside it are gone, so a draft and the field rules alone never refuse a publish.
  it('refuses to publish without an effective rate and a complete example, by the rule set', () => {
    expect(validateCard({ is_published: true })).toEqual({});
    const errors = validateRules({ is_published: true });
    expect(errors.is_published).toBe(
      'Kortet kan inte publiceras: det uppfyller inte reglerna som gäller när det visas (se de markerade fälten)',
    );
    expect(errors.effective_rate).toBe('Effektiv ränta krävs för att publicera');
    expect(errors.example_updated_on).toBe('Datum för räkneexemplet krävs för att publicera');
    expect(validateRules({ is_published: true, ...completeExample })).toEqual({});
    expect(validateRules({ is_published: false })).toEqual({});
  });

  it('refuses to publish figures the example’s terms do not give, with the computed value on the field', () => {
    const errors = validateRules({ is_published: true, ...completeExample, effective_rate: 19.95 });
    expect(errors.effective_rate).toBe(
      'Effektiva räntan blir 23,64 % enligt räkneexemplets villkor (högst 0,1 procentenheters avvikelse tillåts)',
    );
    expect(errors.is_published).toMatch(/kan inte publiceras/);
    expect(validateRules({ is_published: false, ...completeExample, effective_rate: 19.95 })).toEqual({});
    const total = validateRules({ is_published: true, ...completeExample, example_total_payable: 22390 });
    expect(plainSpaces(total.example_total_payable ?? '')).toBe(
      'Totalt att betala blir 22 359 kr enligt räkneexemplets villkor (högst 1 kr avvikelse tillåts)',
    );
  });

  it('keeps ranges ordered and at most three highlights', () => {
    expect(validateCard({ nominal_rate_min: 20, nominal_rate_max: 10 }).nominal_rate_max).toMatch(
      /minst lika hög/,
    );
    expect(validateCard({ credit_limit_min: 50000, credit_limit_max: 10000 }).credit_limit_max).toBeDefined();
    expect(validateCard({ highlights: ['a', 'b', 'c', 'd'] }).highlights).toBe('Högst tre säljpunkter');
    expect(
      validateCard({ example_credit_amount: 20000, example_total_payable: 100 }).example_total_payable,
    ).toBeDefined();
  });

  it('writes the representative example as visitors read it', () => {
    expect(representativeExample({}, i18nProvider.translate)).toBeNull();
    expect(plainSpaces(representativeExample(completeExample, i18nProvider.translate) ?? '')).toBe(
      'Räkneexempel: Vid ett kreditbelopp om 20 000 kr som återbetalas på 12 månader med en nominell ränta om ' +
        '15,9 % och årsavgift 295 kr, aviavgift 25 kr blir den effektiva räntan 23,64 %. Totalt att betala ' +
        '22 359 kr, 1 839 kr per månad.',
    );
  });

  it('reads rates with a decimal comma', () => {
    expect(parseDecimal('1,65')).toBe(1.65);
    expect(parseDecimal('12.5')).toBe(12.5);
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('abc')).toBeNull();
    expect(formatPercent(1.65)).toBe('1,65 %');
  });
});

describe('slugs', () => {
  it('turns Swedish titles into URL slugs', () => {
    expect(slugify('Årets bästa kort för ÖVERSIKT')).toBe('arets-basta-kort-for-oversikt');
    expect(slugify('  Café & Resor: 2026!  ')).toBe('cafe-resor-2026');
    expect(slugify('re:member')).toBe('re-member');
  });
});

describe('sanitising editor HTML', () => {
  it.each([
    ['<img src=x onerror=alert(1)>', /onerror/],
    ['<a href="javascript:alert(1)">klick</a>', /javascript:/],
    ['<script>alert(1)</script><p>ok</p>', /<script/],
    ['<svg onload=alert(1)><circle/></svg>', /onload|<svg/],
    ['<iframe src="https://evil.example"></iframe>', /<iframe/],
    ['<p style="background:url(javascript:alert(1))">x</p>', /style=/],
  ])('removes the dangerous part of %s', (payload, forbidden) => {
    expect(sanitizeHtml(payload)).not.toMatch(forbidden);
  });

  it('keeps ordinary formatting and safe links', () => {
    const html =
      '<h2>Rubrik</h2><p><strong>Fet</strong> <a href="https://example.se">länk</a></p><ul><li>a</li></ul>';
    const clean = sanitizeHtml(html);
    expect(clean).toContain('<strong>Fet</strong>');
    expect(clean).toContain('href="https://example.se"');
    expect(clean).toContain('<li>a</li>');
  });

  it('keeps a picture inserted from Storage (src, alt, size) and nothing else of an <img>', () => {
    const src = 'http://127.0.0.1:54321/storage/v1/object/public/site-images/news/a%20%C3%A5.png';
    const kept = `<p>Text <img src="${src}" alt="Ett kort" width="320" height="200"></p>`;
    expect(sanitizeHtml(kept)).toBe(kept);
    const hostile =
      `<img src="${src}" alt="x" onerror="alert(1)" srcset="https://evil.example/a.png 2x" style="x" ` +
      'loading="lazy" class="c"><img src="javascript:alert(1)"><img src="data:image/png;base64,AAAA">';
    expect(sanitizeHtml(hostile)).toBe(`<img src="${src}" alt="x">`);
  });
});

describe('moderation and inquiries', () => {
  it('requires a reason to reject a review and a method to mark it verified', () => {
    expect(validateReview({ status: 'rejected', rejection_reason: '  ' }).rejection_reason).toBe(
      'Ange ett skäl när recensionen avvisas',
    );
    expect(validateReview({ status: 'approved' })).toEqual({});
    expect(validateReview({ is_verified: true }).verification_method).toBeDefined();
  });

  it('records who moderated and when, and publishes approved reviews', () => {
    const approved = moderationChanges('approved', 'admin-1');
    expect(approved).toMatchObject({ status: 'approved', moderated_by: 'admin-1', rejection_reason: null });
    expect(approved.published_at).toBe(approved.moderated_at);
    const rejected = moderationChanges('rejected', 'admin-1', 'Personuppgifter');
    expect(rejected).toMatchObject({ published_at: null, rejection_reason: 'Personuppgifter' });
  });

  it('needs an answer before an inquiry is answered and stamps the dates', () => {
    expect(validateInquiry({ status: 'answered', answer: '' }).answer).toBeDefined();
    expect(validateInquiry({ status: 'answered', answer: 'Svar' })).toEqual({});
    const now = new Date('2026-11-22T10:00:00Z');
    expect(inquiryStatusDates({ status: 'answered' }, now)).toEqual({
      answered_at: now.toISOString(),
      closed_at: null,
    });
    expect(inquiryStatusDates({ status: 'closed', answered_at: '2026-11-01T00:00:00Z' }, now)).toEqual({
      answered_at: '2026-11-01T00:00:00Z',
      closed_at: now.toISOString(),
    });
  });
});

describe('news and blog', () => {
  it('needs a future time to schedule and sets one when publishing without it', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(validateEditorial({ status: 'scheduled' }, now).published_at).toBe(
      'Ange när inlägget ska publiceras',
    );
    expect(
      validateEditorial({ status: 'scheduled', published_at: '2026-11-01T00:00:00Z' }, now).published_at,
    ).toMatch(/framtiden/);
    const prepared = prepareEditorial<EditorialValues>(
      { status: 'published', body: '<p onclick="x()">Hej</p>' },
      now,
    );
    expect(prepared.published_at).toBe(now.toISOString());
    expect(prepared.body).toBe('<p>Hej</p>');
  });
});
