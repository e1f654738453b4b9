import { describe, expect, it, vi } from 'vitest';
import { swedishAuthError } from './authProvider';

describe('authProvider: Supabase Auth errors in Swedish', () => {
  it('names what the user can mend', () => {
    expect(swedishAuthError({ code: 'invalid_credentials', status: 400 }).message).toBe(
      'Fel e-post eller lösenord',
    );
    expect(swedishAuthError({ code: 'email_not_confirmed', status: 400 }).message).toBe(
      'E-postadressen är inte bekräftad',
    );
  });

  it('tells an unreachable server from a refusal it cannot name, never in English', () => {
    const unreachable = swedishAuthError({ message: 'Failed to fetch', status: 0 }).message;
    const failed = swedishAuthError({
      code: 'unexpected_failure',
      message: 'Internal error',
      status: 500,
    }).message;
    expect(unreachable).not.toBe(failed);
    for (const text of [unreachable, failed]) expect(text).not.toMatch(/fetch|internal|error/i);
  });
});

describe('authProvider: identity after sign-in', () => {
  it('takes the user the token endpoint answered with, and asks GET /user only for a token it did not issue', async () => {
    const { createAuthProvider } = await import('./authProvider');
    const user = { id: 'u1', email: 'admin@example.se' };
    let token = 'fresh-token';
    const getUser = vi.fn(async () => ({
      data: { user: { ...user, email: 'verifierad@example.se' } },
      error: null,
    }));
    const client = {
      auth: {
        signInWithPassword: vi.fn(async () => ({
          data: { user, session: { access_token: token, user } },
          error: null,
        })),
        getSession: async () => ({ data: { session: { access_token: token } } }),
        getUser,
      },
    };
    const provider = createAuthProvider(client as never);
    await provider.login({ email: user.email, password: 'Demo-1234!' });
    expect(await provider.getIdentity!()).toMatchObject({ id: 'u1', email: 'admin@example.se' });
    expect(getUser).not.toHaveBeenCalled();
    token = 'refreshed-token';
    expect(await provider.getIdentity!()).toMatchObject({ email: 'verifierad@example.se' });
    expect(getUser).toHaveBeenCalledWith('refreshed-token');
  });

  it('hands a refused sign-in back in Swedish and remembers nobody', async () => {
    const { createAuthProvider } = await import('./authProvider');
    const client = {
      auth: {
        signInWithPassword: async () => ({
          data: { user: null, session: null },
          error: { code: 'invalid_credentials', status: 400 },
        }),
      },
    };
    await expect(
      createAuthProvider(client as never).login({ email: 'a@example.se', password: 'fel' }),
    ).rejects.toThrow('Fel e-post eller lösenord');
  });
});
