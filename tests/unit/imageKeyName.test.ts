import { describe, expect, it } from 'vitest';
import { imageKeyName, imageSearchSlug } from '../../src/providers/imageUpload';

describe('image keys keep the file name (issue 31 item 8)', () => {
  it("starts a stored file's key with the admin's file name as a slug", () => {
    expect(imageKeyName(new File(['x'], 'Diagram över räntan.png'))).toBe('diagram-over-rantan-');
    expect(imageKeyName(new File(['x'], 'SEB Logo_2026.JPEG'))).toBe('seb-logo-2026-');
    expect(imageKeyName(new File(['x'], `${'långt namn '.repeat(20)}.webp`)).length).toBeLessThanOrEqual(61);
    expect(imageKeyName(new File(['x'], '.png'))).toBe('');
    expect(imageKeyName(new Blob(['x']))).toBe('');
  });

  it('searches for a name as the keys hold it', () => {
    expect(imageSearchSlug('  Diagram över ')).toBe('diagram-over');
    expect(imageSearchSlug('Diagram över räntan.png')).toBe('diagram-over-rantan');
    expect(imageSearchSlug('')).toBe('');
  });
});
