import { HttpError } from 'react-admin';
import type { StorageClient } from '@supabase/storage-js';
import type { AppSupabaseClient } from './appSupabaseClient';
import { slugify } from '../lib/slugify';

/** The bucket and limits of migration 20261124120000_storage_site_images.sql. */
export const IMAGE_BUCKET = 'site-images';
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

export type ImageFolder = 'cards' | 'banks' | 'networks' | 'news' | 'blog';

export interface UploadImageOptions {
  folder: ImageFolder;
  /** 0…1 while the bytes are sent. */
  onProgress?: (fraction: number) => void;
}

/** Error message keys (app.image.errors.*), shown by the field. */
export type ImageErrorKey = 'too_large' | 'wrong_type' | 'no_network' | 'no_right' | 'failed';

const fail = (key: ImageErrorKey, status = 400) => new HttpError(`app.image.errors.${key}`, status, { key });

/**
 * The type the file's first bytes say it is (JPEG, PNG, WebP, AVIF), or null. Storage trusts the declared type;
 * the app also looks at the bytes so that a renamed file is refused at the field.
 */
export function sniffImageType(head: Uint8Array): string | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.slice(from, to));
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head[0] === 0x89 && ascii(1, 4) === 'PNG') return 'image/png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (ascii(4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(8, 12))) return 'image/avif';
  return null;
}

/** The first bytes of a file (FileReader: every browser, and jsdom in the unit tests). */
function headOf(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read'));
    reader.readAsArrayBuffer(file.slice(0, 16));
  });
}

/** Checks a file against the bucket's rules before anything is sent; the MIME type it will be stored with. */
export async function checkImageFile(file: Blob): Promise<string> {
  if (file.size > IMAGE_MAX_BYTES) throw fail('too_large', 413);
  const sniffed = sniffImageType(await headOf(file));
  if (!sniffed || (file.type && file.type !== sniffed)) throw fail('wrong_type', 415);
  return sniffed;
}

/** PUT with upload progress (fetch has none): the signed upload URL takes the raw bytes. */
function putWithProgress(url: string, file: Blob, type: string, onProgress?: (fraction: number) => void) {
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('content-type', type);
    xhr.setRequestHeader('cache-control', 'max-age=31536000');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(fail('no_network', 0));
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      let code = '';
      try {
        code = String((JSON.parse(xhr.responseText) as { statusCode?: string }).statusCode ?? '');
      } catch {
        // not Storage's JSON
      }
      reject(
        code === '413'
          ? fail('too_large', 413)
          : code === '415'
            ? fail('wrong_type', 415)
            : code === '403'
              ? fail('no_right', 403)
              : fail('failed', xhr.status),
      );
    };
    xhr.send(file);
  });
}

/**
 * The start of a stored file's name: the admin's own file name as a slug and a hyphen ('Diagram över räntan.png' →
 * 'diagram-over-rantan-'), so that the library's "Sök på filnamn" finds it by the name the admin gave (issue 31
 * item 8); the UUID after it keeps every key unique. Empty for a blob without a name (a pasted image).
 */
export function imageKeyName(file: Blob): string {
  const name = typeof (file as File).name === 'string' ? (file as File).name : '';
  const base = imageSearchSlug(name).slice(0, 60).replace(/-+$/, '');
  return base ? `${base}-` : '';
}

/** A file name or a search for one as the keys hold it: a slug, without an image extension. */
export function imageSearchSlug(text: string): string {
  return slugify(text.trim().replace(/\.(png|jpe?g|webp|avif|gif)$/i, ''));
}

/**
 * Uploads an image to the public bucket under `<folder>/<file-name-slug>-<uuid>.<ext>` and returns its public URL. A signed upload
 * URL is asked for first (Storage checks the caller's right to write there: admins only), then the bytes go with
 * progress events.
 */
export async function uploadImage(
  client: AppSupabaseClient,
  file: Blob,
  options: UploadImageOptions,
): Promise<string> {
  const type = await checkImageFile(file);
  const path = `${options.folder}/${imageKeyName(file)}${crypto.randomUUID()}.${IMAGE_TYPES[type]}`;
  let bucket: ReturnType<StorageClient['from']>;
  let signed: Awaited<ReturnType<typeof bucket.createSignedUploadUrl>>;
  try {
    bucket = (await client.loadStorage()).from(IMAGE_BUCKET);
    signed = await bucket.createSignedUploadUrl(path);
  } catch {
    throw fail('no_network', 0);
  }
  if (signed.error) {
    const status = (signed.error as { statusCode?: string }).statusCode;
    if (status === '403') throw fail('no_right', 403);
    if (!status) throw fail('no_network', 0);
    throw fail('failed', 400);
  }
  await putWithProgress(signed.data.signedUrl, file, type, options.onProgress);
  options.onProgress?.(1);
  return bucket.getPublicUrl(path).data.publicUrl;
}
