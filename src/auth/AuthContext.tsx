import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { Session, SupabaseClient, User } from '@supabase/supabase-js';

export interface AuthState {
  user: User | null;
  session: Session | null;
  /** True until the first session or auth event has arrived. */
  loading: boolean;
}

function sameSession(a: Session | null, b: Session | null): boolean {
  if (!a || !b) return a === b;
  return (
    a.access_token === b.access_token &&
    a.user.id === b.user.id &&
    a.user.updated_at === b.user.updated_at &&
    a.user.email === b.user.email &&
    JSON.stringify(a.user.factors) === JSON.stringify(b.user.factors)
  );
}

const AuthContext = createContext<AuthState | undefined>(undefined);

export function AuthProvider({ client, children }: { client: SupabaseClient; children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ user: null, session: null, loading: true });

  useEffect(() => {
    let active = true;
    // getSession and the INITIAL_SESSION/SIGNED_IN events often hand over the same session: keep the state (and every
    // reader's render) unless the token or the user changed (issue 24).
    const settle = (session: Session | null) => {
      if (!active) return;
      setState((previous) =>
        !previous.loading && sameSession(previous.session, session)
          ? previous
          : { session, user: session?.user ?? null, loading: false },
      );
    };
    client.auth.getSession().then(({ data }) => settle(data.session));
    const { data } = client.auth.onAuthStateChange((_event, session) => settle(session));
    return () => {
      active = false;
      data.subscription.unsubscribe();
    };
  }, [client]);

  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (context === undefined) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
