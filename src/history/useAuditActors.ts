import { useQuery } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { supabaseClient } from '../providers/supabaseClient';

/** E-mail of every admin in the audit log (RPC public.audit_actors, admins only). */
export function useAuditActors() {
  return useQuery({
    queryKey: ['audit-actors'],
    queryFn: async () => {
      const { data, error } = await (supabaseClient as unknown as SupabaseClient).rpc('audit_actors');
      if (error) throw error;
      return new Map((data as Array<{ actor_id: string; email: string }>).map((a) => [a.actor_id, a.email]));
    },
    staleTime: 60_000,
  });
}
