import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createClient, type Session } from '@supabase/supabase-js';
import { AuthProvider, useAuth } from '../../src/auth/AuthContext';

const URL = 'http://127.0.0.1:54321';

function fakeSession(): Session {
  const payload = btoa(
    JSON.stringify({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600, aud: 'authenticated' }),
  );
  return {
    access_token: `e30.${payload}.sig`,
    refresh_token: 'r1',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    token_type: 'bearer',
    user: {
      id: 'u1',
      email: 'admin@example.se',
      aud: 'authenticated',
      app_metadata: {},
      user_metadata: {},
      created_at: '',
    },
  };
}

function clientAnswering(status: number) {
  const storage = new Map<string, string>();
  const requests: string[] = [];
  const client = createClient(URL, 'anon', {
    auth: {
      persistSession: true,
      autoRefreshToken: false,
      storageKey: 'sb-test-auth-token',
      storage: {
        getItem: (k) => storage.get(k) ?? null,
        setItem: (k, v) => void storage.set(k, v),
        removeItem: (k) => void storage.delete(k),
      },
    },
    global: {
      fetch: async (input: RequestInfo | URL) => {
        requests.push(String(input));
        return new Response(JSON.stringify({ code: status, error_code: 'session_not_found', msg: 'gone' }), {
          status,
          headers: { 'content-type': 'application/json' },
        });
      },
    },
  });
  storage.set('sb-test-auth-token', JSON.stringify(fakeSession()));
  return { client, storage, requests };
}

function Probe() {
  const { user, loading } = useAuth();
  return <p>{loading ? 'laddar' : (user?.email ?? 'utloggad')}</p>;
}

describe('auth context', () => {
  it("throws 'useAuth must be used within an AuthProvider' outside the provider", () => {
    const spy = console.error;
    console.error = () => {};
    expect(() => render(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
    console.error = spy;
  });

  it('is loading until the first session arrives, then holds the user', async () => {
    const { client } = clientAnswering(200);
    render(
      <AuthProvider client={client}>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByText('laddar')).toBeInTheDocument();
    expect(await screen.findByText('admin@example.se')).toBeInTheDocument();
  });

  for (const status of [401, 403, 404]) {
    it(`sign-out clears the local session when the server answers ${status}`, async () => {
      const { client, storage, requests } = clientAnswering(status);
      render(
        <AuthProvider client={client}>
          <Probe />
        </AuthProvider>,
      );
      await screen.findByText('admin@example.se');
      const { error } = await client.auth.signOut();
      expect(error).toBeNull();
      expect(requests.some((r) => r.includes('/auth/v1/logout'))).toBe(true);
      expect(storage.has('sb-test-auth-token')).toBe(false);
      await waitFor(() => expect(screen.getByText('utloggad')).toBeInTheDocument());
    });
  }
});
