import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { ERRORS, StorageError } from './errors.ts';
import type { FileStore, StagedFile } from './files.ts';
import { baseMimeType, mustBeAllowedMimeType } from './validate.ts';

const JSON_LIMIT = 1024 * 1024;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A JSON request body (at most 1 MB); an empty body is `{}`. */
export async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > JSON_LIMIT) throw ERRORS.EntityTooLarge();
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new StorageError(400, 'InvalidRequest', 'Body is not valid JSON', 'Bad Request');
}

/** A value that becomes a response header on download: no control character (CR/LF would make it throw). */
export function mustBeHeaderValue(value: string | undefined, name: string): void {
  if (value && CONTROL.test(value)) throw ERRORS.InvalidParameter(name);
}

export interface ReceivedUpload {
  staged: StagedFile;
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

export function parseMetadata(text: string | undefined, base64: boolean): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(base64 ? Buffer.from(text, 'base64').toString('utf8') : text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    throw ERRORS.InvalidParameter('metadata', 'Invalid metadata');
  }
}

/** Leaves the rest of a refused body unread but flowing, so the answer reaches the client without buffering. */
function drain(req: IncomingMessage): void {
  req.unpipe();
  req.resume();
}

/**
 * The upload body as Storage's uploader reads it (supabase/storage src/storage/uploader.ts): a binary body with
 * `content-type`, `cache-control` (default no-cache) and base64 JSON `x-metadata`, or multipart/form-data (what
 * supabase-js sends for a Blob/File) with the file part's type, `cacheControl` (seconds) and `metadata` fields.
 * The MIME type is checked against the bucket's allow-list before any byte is stored, and the body is streamed to
 * a temporary file that stops at `limit` bytes (EntityTooLarge).
 */
export async function receiveUpload(
  req: IncomingMessage,
  store: FileStore,
  limit: number,
  allowedMimeTypes: string[] | null,
): Promise<ReceivedUpload> {
  const contentType = req.headers['content-type'] ?? '';
  try {
    if (/^multipart\/form-data/i.test(contentType))
      return await receiveMultipart(req, store, limit, allowedMimeTypes);
    // Stored as sent (a charset included), as Storage's uploader keeps request.headers['content-type'];
    // the bucket's allow-list is checked against the type without parameters.
    const mimetype = contentType.trim() || 'application/octet-stream';
    mustBeAllowedMimeType(baseMimeType(mimetype), allowedMimeTypes);
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) throw ERRORS.EntityTooLarge();
    const staged = await store.stage(req, limit);
    const header = req.headers['x-metadata'];
    return {
      staged,
      mimetype,
      cacheControl: (req.headers['cache-control'] as string | undefined) ?? 'no-cache',
      userMetadata: parseMetadata(typeof header === 'string' ? header : undefined, true),
    };
  } catch (error) {
    drain(req);
    throw error;
  }
}

function receiveMultipart(
  req: IncomingMessage,
  store: FileStore,
  limit: number,
  allowedMimeTypes: string[] | null,
): Promise<ReceivedUpload> {
  return new Promise<ReceivedUpload>((resolve, reject) => {
    const fields: Record<string, string> = {};
    let settled = false;
    let staging: Promise<void> | undefined;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      reject(error);
    };
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fields: 10, fieldSize: 64 * 1024 } });
    } catch {
      reject(ERRORS.InvalidRequest('Malformed multipart body'));
      return;
    }
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (_name, stream, info) => {
      const mimetype = baseMimeType(info.mimeType) || 'application/octet-stream';
      try {
        mustBeAllowedMimeType(mimetype, allowedMimeTypes);
      } catch (error) {
        stream.resume();
        fail(error);
        return;
      }
      staging = store.stage(stream, limit).then(
        (staged) => {
          if (settled) {
            void store.discard(staged.path);
            return;
          }
          try {
            const seconds = fields.cacheControl;
            // Stored as is, a CR or LF would make every download's Cache-Control header throw (a 500).
            mustBeHeaderValue(seconds, 'cacheControl');
            settled = true;
            resolve({
              staged,
              mimetype,
              cacheControl: seconds ? `max-age=${seconds}` : 'no-cache',
              userMetadata: parseMetadata(fields.metadata, false),
            });
          } catch (error) {
            void store.discard(staged.path);
            settled = false;
            fail(error);
          }
        },
        (error: unknown) => {
          stream.resume();
          fail(error);
        },
      );
    });
    parser.on('error', () => fail(ERRORS.InvalidRequest('Malformed multipart body')));
    parser.on('close', () => {
      if (!staging) fail(ERRORS.NoContentProvided());
    });
    req.pipe(parser);
  });
}
