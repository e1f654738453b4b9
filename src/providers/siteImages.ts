import type { ResourceCallbacks } from 'react-admin';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { AppSupabaseClient } from './appSupabaseClient';
import { IMAGE_BUCKET, imageSearchSlug, type ImageFolder } from './imageUpload';

/** The bucket's folders, one per kind of record (uploadImage writes `<folder>/<uuid>.<ext>`). */
export const IMAGE_FOLDERS: ImageFolder[] = ['cards', 'banks', 'networks', 'news', 'blog'];

/** A record that uses a file (public.site_image_usage). */
export interface ImageUse {
  table_name: string;
  row_id: number;
  label: string;
}

export interface BucketImage {
  path: string;
  url: string;
  size: number | null;
  updatedAt: string | null;
  usedBy: ImageUse[];
}

export interface ListImagesParams {
  /** Part of the file name, any case. */
  search?: string;
  /** At most this many, newest first. */
  limit?: number;
}

interface ListedObject {
  name: string;
  id: string | null;
  updated_at: string | null;
  metadata: { size?: number } | null;
}

/**
 * The bucket's images, newest first, each with its public URL and the records that use it. Storage's list (v1, one
 * level per folder, `search` on the name) under the bucket's policies: only admins see the objects.
 */
export async function listImages(
  client: AppSupabaseClient,
  params: ListImagesParams = {},
): Promise<BucketImage[]> {
  const limit = params.limit ?? 60;
  const bucket = (await client.loadStorage()).from(IMAGE_BUCKET);
  const folders = await Promise.all(
    IMAGE_FOLDERS.map(async (folder) => {
      const { data, error } = await bucket.list(folder, {
        limit,
        // Keys hold the file name as a slug (imageKeyName): "Diagram över" finds diagram-over-rantan-….png.
        search: imageSearchSlug(params.search ?? ''),
        sortBy: { column: 'updated_at', order: 'desc' },
      });
      if (error) throw error;
      return ((data ?? []) as ListedObject[])
        .filter((entry) => entry.id !== null) // folders have no id
        .map((entry) => ({ ...entry, path: `${folder}/${entry.name}` }));
    }),
  );
  const found = folders
    .flat()
    .sort((a, b) => (b.updated_at ?? '').localeCompare(a.updated_at ?? ''))
    .slice(0, limit);
  const uses = await imageUsage(
    client,
    found.map((entry) => entry.path),
  );
  return found.map((entry) => ({
    path: entry.path,
    url: bucket.getPublicUrl(entry.path).data.publicUrl,
    size: entry.metadata?.size ?? null,
    updatedAt: entry.updated_at,
    usedBy: uses.get(entry.path) ?? [],
  }));
}

/** The records using each path (admins only; RPC public.site_image_usage). */
export async function imageUsage(client: SupabaseClient, paths: string[]): Promise<Map<string, ImageUse[]>> {
  const byPath = new Map<string, ImageUse[]>();
  if (paths.length === 0) return byPath;
  const { data, error } = await client.rpc('site_image_usage', { p_paths: paths });
  if (error) throw error;
  for (const row of (data ?? []) as (ImageUse & { path: string })[]) {
    const list = byPath.get(row.path) ?? [];
    list.push({ table_name: row.table_name, row_id: row.row_id, label: row.label });
    byPath.set(row.path, list);
  }
  return byPath;
}

/**
 * Removes the files that lost their last reference (queued by the database when a record's image was replaced or
 * removed, or the record deleted) through Storage, as the admin. The bucket's delete policy refuses any file a
 * record still uses, so a file another admin started using meanwhile stays. Resolves to the removed paths.
 */
export async function cleanupImages(client: AppSupabaseClient): Promise<string[]> {
  const { data, error } = await client.rpc('site_image_cleanup_candidates');
  if (error) throw error;
  const paths = (data ?? []) as string[];
  if (paths.length === 0) return [];
  const removed = await (await client.loadStorage()).from(IMAGE_BUCKET).remove(paths);
  if (removed.error) throw removed.error;
  return (removed.data ?? []).map((object) => object.name);
}

/** The tables whose rows refer to site images (the triggers of migration 20261126120000). */
export const IMAGE_TABLES = ['credit_cards', 'banks', 'networks', 'news_articles', 'blog_posts'];

/**
 * After a successful update or delete of a record with images, the files it stopped using are removed (in the
 * background: a failure leaves them queued for the next save, and never fails the save).
 */
export function imageCleanupCallbacks(
  tables: Record<string, string>,
  client: AppSupabaseClient,
): ResourceCallbacks[] {
  const cleanup = <T>(result: T): Promise<T> => {
    cleanupImages(client).catch(() => undefined);
    return Promise.resolve(result);
  };
  return Object.entries(tables)
    .filter(([, table]) => IMAGE_TABLES.includes(table))
    .map(([resource]) => ({
      resource,
      afterUpdate: cleanup,
      afterUpdateMany: cleanup,
      afterDelete: cleanup,
      afterDeleteMany: cleanup,
    }));
}
