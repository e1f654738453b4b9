import { describe, expect, it } from 'vitest';
import { formatAuditValue, tableLabel } from '../../src/history/auditLabels';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { codeLabel, referencedIds, representRecord, resourceOfRow } from '../../src/history/auditNames';

const translate = (key: string) => i18nProvider.translate(key);

describe('change history', () => {
  it('shows values in Swedish and plain text', () => {
    expect(formatAuditValue(null)).toBe('–');
    expect(formatAuditValue(true)).toBe('Ja');
    expect(formatAuditValue(['a', 'b'])).toBe('a, b');
    expect(formatAuditValue('<p>Hej <b>där</b></p>')).toBe('Hej där');
    expect(formatAuditValue('x'.repeat(200))).toHaveLength(118);
  });

  it('writes numbers the Swedish way (decimal comma, space between thousands)', () => {
    expect(formatAuditValue(19.95)).toBe('19,95');
    expect(formatAuditValue(1995.5).replace(/\s/g, ' ')).toBe('1 995,5');
    expect(formatAuditValue(-0.5)).toMatch(/^[−-]0,5$/);
  });

  it('names every audited table in Swedish', () => {
    expect(tableLabel('credit_cards')).toBe('Kreditkort');
    expect(tableLabel('user_roles')).toBe('Administratörer');
    expect(tableLabel('not_audited')).toBe('not_audited');
  });

  it('gives statuses and roles their Swedish names, not their codes', () => {
    expect(codeLabel('reviews', 'status', 'approved', translate)).toBe('Godkänd');
    expect(codeLabel('reviews', 'status', 'pending', translate)).toBe('Väntar på granskning');
    expect(codeLabel('expert_inquiries', 'status', 'in_progress', translate)).toBe('Pågående');
    expect(codeLabel('news_articles', 'status', 'scheduled', translate)).toBe('Schemalagd');
    expect(codeLabel('user_roles', 'role', 'admin', translate)).toBe('Administratör');
    expect(codeLabel('reviews', 'title', 'approved', translate)).toBeUndefined();
  });

  it('names records as the app does elsewhere', () => {
    expect(representRecord('cards', { id: 7, name: 'SEB Classic' })).toBe('SEB Classic');
    expect(representRecord('reviews', { id: 3, title: 'Bra kort' })).toBe('#3 Bra kort');
    expect(representRecord('banks', { id: 2, name: null })).toBeUndefined();
    expect(representRecord('cards', undefined)).toBeUndefined();
  });

  it('collects the records a page of changes mentions, by resource', () => {
    const rows = [
      {
        table_name: 'credit_cards',
        row_id: '7',
        action: 'UPDATE',
        changed_fields: { bank_id: { old: 1, new: 2 } },
      },
      {
        table_name: 'card_categories',
        row_id: '9',
        action: 'DELETE',
        changed_fields: { card_id: 9, category_id: 4 },
      },
      {
        table_name: 'reviews',
        row_id: '5',
        action: 'UPDATE',
        changed_fields: { card_id: { old: 7, new: 8 } },
      },
      { table_name: 'user_roles', row_id: 'u1', action: 'INSERT', changed_fields: { user_id: 'u1' } },
      { table_name: 'chat_sessions', row_id: '3', action: 'UPDATE', changed_fields: null },
    ];
    expect(resourceOfRow(rows[1])).toBe('cards');
    expect(resourceOfRow(rows[3])).toBeUndefined();
    expect(referencedIds(rows)).toEqual({ cards: ['7', '8', '9'], banks: ['1', '2'], reviews: ['5'] });
  });
});
