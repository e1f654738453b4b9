import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../types/database';
import { unwrap } from './postgrestResult';

/** Gallring: the clean-up run now by an admin (public.run_retention); a dry run only counts. */
export interface RetentionMethods {
  runRetention(dryRun: boolean): Promise<unknown>;
}

export function retentionMethods(client: SupabaseClient<Database>): RetentionMethods {
  return {
    async runRetention(dryRun) {
      return unwrap(await client.rpc('run_retention', { p_dry_run: dryRun }));
    },
  };
}
