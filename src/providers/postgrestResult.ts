import { HttpError } from 'react-admin';
import type { PostgrestError } from '@supabase/supabase-js';

/**
 * A supabase-js error as react-admin's HttpError, with the Swedish text the user sees. The constraint → message
 * table is loaded with the first error, not with the sign-in page.
 */
export async function swedishHttpError(error: PostgrestError, status: number): Promise<HttpError> {
  const { swedishDatabaseMessage } = await import('./databaseErrors');
  return new HttpError(swedishDatabaseMessage(error, status) ?? 'ra.notification.http_error', status, error);
}

/** A supabase-js answer's data, or its error as a Swedish HttpError. */
export async function unwrap<T>({
  data,
  error,
  status,
}: {
  data: T | null;
  error: PostgrestError | null;
  status: number;
}): Promise<T> {
  if (error) throw await swedishHttpError(error, status);
  return data as T;
}
