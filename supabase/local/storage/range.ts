/**
 * Byte ranges on downloads, as Supabase Storage serves them: the Range header goes to the backend
 * (supabase/storage src/http/routes/object/getObject.ts → src/storage/renderer/asset.ts, which sets 206,
 * Content-Range and Content-Length from the backend's answer), whose file backend reads `bytes=a-b`, `bytes=a-` and
 * `bytes=-n` with the unit in any case (src/storage/backend/file.ts @6f58fe23 and file-range.test.ts @e902f128).
 * A range that starts past the end is S3's 416 InvalidRange with `Content-Range: bytes *\/<size>` (hosted Storage
 * serves objects from S3); a header that is no single byte range is ignored (the whole object, 200), as S3 does.
 */
export type RangeResult = { start: number; end: number } | 'unsatisfiable' | null;

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/i;

export function parseRange(header: string | undefined, size: number): RangeResult {
  if (!header) return null;
  const match = SINGLE_RANGE.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    // The last n bytes.
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (match[2] !== '' && Number(match[2]) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
