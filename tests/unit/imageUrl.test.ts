import { describe, expect, it } from 'vitest';
import { loadableImageUrl } from '../../src/lib/imageUrl';

describe('loadableImageUrl', () => {
  it('loads absolute http and https addresses only', () => {
    expect(loadableImageUrl('https://bank.se/logo.svg')).toBe('https://bank.se/logo.svg');
    expect(loadableImageUrl('  HTTP://127.0.0.1:4193/kort.png ')).toBe('http://127.0.0.1:4193/kort.png');
  });

  it('never loads other schemes, relative paths or half-typed addresses', () => {
    for (const value of [
      'ftp://bank.se/logo.png',
      'javascript:alert(1)',
      'data:image/png;base64,iVBORw0KGgo=',
      '//bank.se/logo.png',
      '/logo.png',
      'https://',
      'https:/',
      '',
      null,
      undefined,
      42,
    ]) {
      expect(loadableImageUrl(value), String(value)).toBeNull();
    }
  });
});
