import { describe, expect, it } from 'vitest';
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
