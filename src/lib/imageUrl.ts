/** The URL to load for an image field, or null: only absolute http(s) URLs are ever requested. */
export function loadableImageUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    return url.hostname ? url.href : null;
  } catch {
    return null;
  }
}
