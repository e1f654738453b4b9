import { ERRORS } from './errors.ts';

/**
 * Names as supabase/storage src/storage/limits.ts @0303f32d checks them (isValidBucketName, mustBeValidKey,
 * parseFileSizeToBytes). Object keys also take Unicode letters (tenant migration 0026-unicode-object-names), so
 * "Kort å ä ö.png" is a key. Unlike S3, this stand-in keeps files on a disk, so a key may not contain control
 * characters (NUL included), start with '/', or have an empty, '.' or '..' segment: those answer InvalidKey.
 */
const BUCKET_NAME = /^(\w|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)+$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

export function isValidBucketName(name: string): boolean {
  return name.length > 0 && name.length < 64 && BUCKET_NAME.test(name);
}

export function mustBeValidBucketName(name: string | undefined): asserts name is string {
  if (!name || !isValidBucketName(name)) throw ERRORS.InvalidBucketName();
}

export function isValidKey(key: string): boolean {
  if (key.length === 0 || Buffer.byteLength(key) > 1024 || CONTROL.test(key)) return false;
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

export function mustBeValidKey(key: string | undefined): asserts key is string {
  if (!key || !isValidKey(key)) throw ERRORS.InvalidKey(key ?? '');
}

/** "5MB", "20GB", "30KB", "3B" or a number of bytes. */
export function parseFileSizeLimit(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < 0) throw ERRORS.InvalidFileSizeLimit();
    return value;
  }
  if (typeof value !== 'string') throw ERRORS.InvalidFileSizeLimit();
  if (/^\d+$/.test(value)) return Number(value);
  const match = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(value);
  if (!match) throw ERRORS.InvalidFileSizeLimit();
  const amount = +parseFloat(match[1]!).toPrecision(3);
  const unit = { GB: 1e9, MB: 1e6, KB: 1e3, B: 1 }[match[2]!.toUpperCase() as 'GB' | 'MB' | 'KB' | 'B'];
  return Math.round(amount * unit);
}

/** The MIME type without parameters, lower case. */
export function baseMimeType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

/** Storage's validateMimeType: exact types or `type/*` wildcards; an empty allow-list allows everything. */
export function mustBeAllowedMimeType(mimeType: string, allowed: string[] | null): void {
  if (!allowed || allowed.length === 0) return;
  const [type] = mimeType.split('/');
  const ok = allowed.some((entry) => {
    const [allowedType, allowedSub] = entry.toLowerCase().split('/');
    return allowedSub === '*' ? allowedType === type : entry.toLowerCase() === mimeType;
  });
  if (!ok) throw ERRORS.InvalidMimeType(mimeType);
}
