import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Json } from '../types/database';
import { unwrap } from './postgrestResult';

/** A list's filters saved under a name: the owner's own, or shared with the team (table public.saved_views). */
export interface SavedView {
  id: number;
  resource: string;
  name: string;
  filter: Record<string, unknown>;
  shared: boolean;
  owner_id: string;
}

export interface NewSavedView {
  resource: string;
  name: string;
  filter: Record<string, unknown>;
  shared: boolean;
}

/** Shared views: RLS gives each caller their own views and the shared ones; only the owner deletes. */
export interface SavedViewMethods {
  getSavedViews(resource: string): Promise<SavedView[]>;
  createSavedView(view: NewSavedView): Promise<SavedView>;
  deleteSavedView(id: number): Promise<void>;
}

const COLUMNS = 'id, resource, name, filter, shared, owner_id';

export function savedViewMethods(client: SupabaseClient<Database>): SavedViewMethods {
  return {
    async getSavedViews(resource) {
      const rows = await unwrap(
        await client.from('saved_views').select(COLUMNS).eq('resource', resource).order('name'),
      );
      return rows as unknown as SavedView[];
    },
    async createSavedView({ resource, name, filter, shared }) {
      const row = await unwrap(
        await client
          .from('saved_views')
          .insert({
            resource,
            name: name.trim(),
            filter: filter as { [key: string]: Json | undefined },
            shared,
          })
          .select(COLUMNS)
          .single(),
      );
      // The filter column is Json; the app writes and reads objects only (saved_views_filter_object).
      return row as unknown as SavedView;
    },
    async deleteSavedView(id) {
      await unwrap(await client.from('saved_views').delete().eq('id', id));
    },
  };
}
