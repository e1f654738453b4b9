import { createClient, type SupabaseClient } from '@supabase/supabase-js';

/** The seed's admin (supabase/seed.sql), as the benches sign in. */
export const BENCH_ADMIN = { email: 'admin@example.se', password: 'Demo-1234!' };

/** A supabase-js client of the stack signed in as the seed's admin; `auth` adds to its session options. */
export async function signedInAdmin(
  stack: { url: string; anonKey: string },
  auth: { autoRefreshToken?: boolean } = {},
): Promise<SupabaseClient> {
  const client = createClient(stack.url, stack.anonKey, { auth: { persistSession: false, ...auth } });
  const { error } = await client.auth.signInWithPassword(BENCH_ADMIN);
  if (error) throw error;
  return client;
}
