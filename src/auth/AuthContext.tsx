import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Session, SupabaseClient, User } from '@supabase/supabase-js';

export interface AuthState {
  user: User | null;
  session: Session | null;
  /** True until the first session or auth event has arrived. */
  loading: boolean;
}

const AuthContext = createContext<AuthState | undefined>(undefined);

export function AuthProvider({ client, children }: { client: SupabaseClient; children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ user: null, session: null, loading: true });

  useEffect(() => {
    let active = true;
    const settle = (session: Session | null) => {
      if (active) setState({ session, user: session?.user ?? null, loading: false });
    };
    client.auth.getSession().then(({ data }) => settle(data.session));
    const { data } = client.auth.onAuthStateChange((_event, session) => settle(session));
    return () => {
      active = false;
      data.subscription.unsubscribe();
    };
  }, [client]);

  const value = useMemo(() => state, [state]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (context === undefined) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
