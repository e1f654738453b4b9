import type { ServerResponse } from 'node:http';

/**
 * Supabase Storage's errors, after supabase/storage src/internal/errors/codes.ts @08a9d280 (ERRORS),
 * storage-error.ts @03c59eb8 (render) and src/http/error-handler.ts @2e10538a: the body carries the error's own
 * status as the string `statusCode`, `code`, `error` (the error's legacy name, else the code) and `message`; the HTTP
 * status is 500 for a 500 and 400 for everything else (the "user status code"), unless an error sets its own.
 */
export class StorageError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly error?: string,
    readonly httpStatus?: number,
  ) {
    super(message);
  }

  render(): { statusCode: string; code: string; error: string; message: string } {
    return {
      statusCode: String(this.statusCode),
      code: this.code,
      error: this.error ?? this.code,
      message: this.message,
    };
  }

  get status(): number {
    return this.httpStatus ?? (this.statusCode === 500 ? 500 : 400);
  }
}

export const ERRORS = {
  NoSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  NoSuchKey: () => new StorageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  BucketNotEmpty: () =>
    new StorageError(409, 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
  MissingParameter: (name: string) =>
    new StorageError(400, 'MissingParameter', `Missing Required Parameter ${name}`),
  InvalidParameter: (name: string, message?: string) =>
    new StorageError(400, 'InvalidParameter', message ?? `Invalid Parameter ${name}`),
  InvalidJWT: (message = 'Invalid JWT') => new StorageError(400, 'InvalidJWT', message),
  AccessDenied: (message = 'Access denied') => new StorageError(403, 'AccessDenied', message, 'Unauthorized'),
  ResourceAlreadyExists: () =>
    new StorageError(409, 'ResourceAlreadyExists', 'The resource already exists', 'Duplicate'),
  KeyAlreadyExists: () =>
    new StorageError(409, 'KeyAlreadyExists', 'The resource already exists', 'Duplicate'),
  BucketAlreadyExists: () =>
    new StorageError(409, 'BucketAlreadyExists', 'The resource already exists', 'Duplicate'),
  InvalidSignature: (message = 'Invalid signature') => new StorageError(400, 'InvalidSignature', message),
  ExpiredSignature: () => new StorageError(400, 'ExpiredToken', 'The provided token has expired.'),
  InvalidMimeType: (mimeType: string) =>
    new StorageError(415, 'InvalidMimeType', `mime type ${mimeType} is not supported`, 'invalid_mime_type'),
  EntityTooLarge: () =>
    new StorageError(
      413,
      'EntityTooLarge',
      'The object exceeded the maximum allowed size',
      'Payload too large',
    ),
  InvalidBucketName: () => new StorageError(400, 'InvalidBucketName', 'Bucket name invalid', 'Invalid Input'),
  InvalidKey: (key: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${key}`),
  InvalidFileSizeLimit: () =>
    new StorageError(400, 'InvalidRequest', 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B'),
  NoContentProvided: () => new StorageError(400, 'InvalidRequest', 'No content provided'),
  InvalidRange: () => new StorageError(400, 'InvalidRange', 'invalid range provided', 'invalid_range'),
  // S3's answer to a range past the end, passed through by Storage's S3 backend with its own HTTP status.
  RangeNotSatisfiable: () =>
    new StorageError(416, 'InvalidRange', 'The requested range is not satisfiable', 'InvalidRange', 416),
  RelatedResourceNotFound: () =>
    new StorageError(404, 'InvalidRequest', 'The related resource does not exist'),
  FeatureNotEnabled: (feature: string) =>
    new StorageError(409, 'FeatureNotEnabled', `The feature ${feature} is not enabled for this resource`),
  InvalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', message),
  DatabaseTimeout: () =>
    new StorageError(544, 'DatabaseTimeout', 'The connection to the database timed out', undefined, 544),
  DatabaseError: (code: string) => new StorageError(500, 'DatabaseError', `database error, code: ${code}`),
  InternalError: (message = 'Internal server error') => new StorageError(500, 'InternalError', message),
};

/** Postgres errors as src/storage/database/errors.ts @27fd74b9 (DBError.fromDBError) maps them. */
export function fromDatabaseError(error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  const pg = error as { code?: string; message?: string };
  switch (pg.code) {
    case '42501':
      return ERRORS.AccessDenied(
        pg.message?.includes('row-level security')
          ? 'new row violates row-level security policy'
          : pg.message,
      );
    case '23505':
      return ERRORS.ResourceAlreadyExists();
    case '23503':
      return ERRORS.RelatedResourceNotFound();
    case '57014':
      return ERRORS.DatabaseTimeout();
    case '22P02':
      return ERRORS.InvalidParameter('value', pg.message);
    case undefined:
      return ERRORS.InternalError((error as Error)?.message);
    default:
      return ERRORS.DatabaseError(pg.code);
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

export function sendError(res: ServerResponse, error: unknown): void {
  const storageError = fromDatabaseError(error);
  sendJson(res, storageError.status, storageError.render());
}
