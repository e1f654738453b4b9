import { describe, expect, it } from 'vitest';
import { plainSpaces } from '../helpers';
import { formatSEK } from '../../src/lib/formatSEK';

describe('formatSEK', () => {
  it('formats whole kronor the Swedish way without decimals', () => {
    expect(plainSpaces(formatSEK(10000))).toBe('10 000 kr');
    expect(plainSpaces(formatSEK(295))).toBe('295 kr');
    expect(plainSpaces(formatSEK(0))).toBe('0 kr');
    expect(plainSpaces(formatSEK(1234567))).toBe('1 234 567 kr');
  });

  it('rounds away öre', () => {
    expect(plainSpaces(formatSEK(199.6))).toBe('200 kr');
  });

  it('uses no-break spaces so amounts never wrap', () => {
    expect(formatSEK(10000)).toBe('10\u00a0000\u00a0kr');
  });
});
