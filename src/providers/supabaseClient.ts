import { AppSupabaseClient } from './appSupabaseClient';

export const supabaseUrl: string = import.meta.env.VITE_SUPABASE_URL;
export const supabaseAnonKey: string = import.meta.env.VITE_SUPABASE_ANON_KEY;

/** The one client of the app: session in localStorage, refreshed automatically. */
export const supabaseClient = new AppSupabaseClient(supabaseUrl, supabaseAnonKey, {
  auth: {
    persistSession: true,
    autoRefreshToken: true,
    storage: globalThis.localStorage,
    detectSessionInUrl: true,
    // E-mail links (recovery, sign-up confirmation) come back with ?code=, exchanged with the verifier kept here.
    flowType: 'pkce',
  },
});
