// Pure rules of the Storage stand-in; here rather than tests/unit because it imports the stack's Node code.
import { describe, expect, it } from 'vitest';
import { parseConfigSize } from '../../supabase/local/storage/config.ts';
import {
  isValidBucketName,
  isValidKey,
  mustBeAllowedMimeType,
  parseFileSizeLimit,
} from '../../supabase/local/storage/validate.ts';

describe('Storage stand-in rules', () => {
  it('takes Unicode keys and refuses traversal, absolute paths, empty segments and control characters', () => {
    expect(isValidKey('kort/Åsa och Örjan.png')).toBe(true);
    for (const key of [
      '',
      '../x.png',
      'a/../b.png',
      './a.png',
      '/abs.png',
      'a//b.png',
      'nul\u0000.png',
      'a\nb.png',
    ])
      expect(isValidKey(key), JSON.stringify(key)).toBe(false);
    expect(isValidKey('x'.repeat(1025))).toBe(false);
  });

  it('checks bucket names as Storage does', () => {
    expect(isValidBucketName('site-images')).toBe(true);
    expect(isValidBucketName('a/b')).toBe(false);
    expect(isValidBucketName('x'.repeat(64))).toBe(false);
  });

  it('parses sizes in the API form and in config.toml form', () => {
    expect(parseFileSizeLimit('5MB')).toBe(5_000_000);
    expect(parseFileSizeLimit(1024)).toBe(1024);
    expect(parseFileSizeLimit(null)).toBeNull();
    expect(() => parseFileSizeLimit('5 parsecs')).toThrow('Invalid file size format');
    expect(parseConfigSize('50MiB')).toBe(50 * 1024 * 1024);
    expect(parseConfigSize('5MiB')).toBe(5_242_880);
    expect(() => parseConfigSize('lots')).toThrow('invalid size');
  });

  it('matches MIME types exactly or by type/* and ignores parameters', () => {
    const allowed = ['image/png', 'image/jpeg'];
    expect(() => mustBeAllowedMimeType('image/png', allowed)).not.toThrow();
    expect(() => mustBeAllowedMimeType('image/svg+xml', allowed)).toThrow(
      'mime type image/svg+xml is not supported',
    );
    expect(() => mustBeAllowedMimeType('image/svg+xml', ['image/*'])).not.toThrow();
    expect(() => mustBeAllowedMimeType('text/plain', null)).not.toThrow();
  });
});
