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

describe('authProvider: the role beside the user check (issue 36)', () => {
  const tokenFor = (sub: string) =>
    `h.${btoa(JSON.stringify({ sub, role: 'authenticated' })).replace(/=+$/, '')}.s`;

  /** A client whose GET /user answers `verified`, recording the order of the calls and each role asked. */
  function fakeClient(token: string, verified: string, roles: Record<string, string>) {
    const calls: string[] = [];
    let answerUser: () => void = () => undefined;
    const client = {
      auth: {
        getSession: async () => ({ data: { session: { access_token: token } } }),
        getUser: vi.fn(() => {
          calls.push('user');
          return new Promise((resolve) => {
            answerUser = () => resolve({ data: { user: { id: verified } }, error: null });
          });
        }),
      },
      from: () => ({
        select: () => ({
          eq: (_column: string, id: string) => ({
            maybeSingle: async () => {
              calls.push(`role:${id}`);
              return { data: roles[id] ? { role: roles[id] } : null, error: null };
            },
          }),
        }),
      }),
    };
    return { client, calls, answerUser: () => answerUser() };
  }

  it('reads the token’s subject, and nothing from a token that is not a JWT', async () => {
    const { tokenSubject } = await import('./authProvider');
    expect(tokenSubject(tokenFor('a0000000-0000-4000-8000-000000000001'))).toBe(
      'a0000000-0000-4000-8000-000000000001',
    );
    expect(tokenSubject('opaque')).toBeUndefined();
  });

  it.each([
    {
      when: 'keeps it when Auth vouches for the same user',
      subject: 'u1',
      role: 'admin',
      calls: ['role:u1', 'user'],
    },
    {
      when: 'asks again for the verified user when the token names another one',
      subject: 'u2',
      role: null,
      calls: ['role:u2', 'user', 'role:u1'],
    },
  ])('asks for the role before GET /user answers and $when', async ({ subject, role, calls }) => {
    const { createAuthProvider } = await import('./authProvider');
    const fake = fakeClient(tokenFor(subject), 'u1', { u2: 'admin', u1: role ?? '' });
    const permissions = createAuthProvider(fake.client as never).getPermissions!({});
    await vi.waitFor(() => expect(fake.calls).toEqual([`role:${subject}`, 'user']));
    fake.answerUser();
    expect(await permissions).toBe(role);
    expect(fake.calls).toEqual(calls);
  });
});
