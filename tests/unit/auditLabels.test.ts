import { describe, expect, it } from 'vitest';
import { formatAuditValue, TABLE_LABELS } from '../../src/history/auditLabels';

describe('change history', () => {
  it('shows values in Swedish and plain text', () => {
    expect(formatAuditValue(null)).toBe('–');
    expect(formatAuditValue(true)).toBe('Ja');
    expect(formatAuditValue(['a', 'b'])).toBe('a, b');
    expect(formatAuditValue('<p>Hej <b>där</b></p>')).toBe('Hej där');
    expect(formatAuditValue('x'.repeat(200))).toHaveLength(118);
  });

  it('names every audited table in Swedish', () => {
    expect(TABLE_LABELS.credit_cards).toBe('Kreditkort');
    expect(TABLE_LABELS.user_roles).toBe('Administratörer');
  });
});
