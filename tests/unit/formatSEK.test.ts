import { describe, expect, it } from 'vitest';
import { formatSEK } from '../../src/lib/formatSEK';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatSEK', () => {
  it('formats whole kronor the Swedish way without decimals', () => {
    expect(plain(formatSEK(10000))).toBe('10 000 kr');
    expect(plain(formatSEK(295))).toBe('295 kr');
    expect(plain(formatSEK(0))).toBe('0 kr');
    expect(plain(formatSEK(1234567))).toBe('1 234 567 kr');
  });

  it('rounds away öre', () => {
    expect(plain(formatSEK(199.6))).toBe('200 kr');
  });

  it('uses no-break spaces so amounts never wrap', () => {
    expect(formatSEK(10000)).toBe('10\u00a0000\u00a0kr');
  });
});
