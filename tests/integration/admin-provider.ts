import type { SupabaseClient } from '@supabase/supabase-js';
import { supabaseDataProvider } from 'ra-supabase-core';
import type { DataProvider } from 'react-admin';
import type { Stack } from '../../supabase/local/stack.ts';
import { ADMIN } from '../helpers.ts';
import { signedIn } from './personas.ts';

/**
 * The seeded admin's supabase-js client and the ra-supabase data provider over it, as the admin app pages lists
 * through PostgREST (for the tests of paging past PostgREST's row cap and of search).
 */
export async function adminDataProvider(
  stack: Stack,
): Promise<{ admin: SupabaseClient; provider: DataProvider }> {
  const admin = await signedIn(stack, ADMIN.email);
  const provider = supabaseDataProvider({
    instanceUrl: stack.url,
    apiKey: stack.anonKey,
    supabaseClient: admin,
  });
  return { admin, provider };
}
