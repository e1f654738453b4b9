import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeLayers, sqlIn } from './layerRules';

/**
 * The auth server's layers (issue 19): handlers parse, authorise and answer; SQL lives only in the model modules
 * below, which in turn know nothing of requests, routes or the context.
 */
describeLayers('supabase/local/auth', {
  dir: resolve(__dirname, '../../supabase/local/auth'),
  stores: ['users.ts', 'sessions.ts', 'factors.ts', 'flowState.ts', 'oneTimeTokens.ts', 'userAdmin.ts'],
  storeMayImport: ['errors.ts', 'password.ts'],
  handChecks: [/\.authenticate\s*\(/, /\.requireAdmin\s*\(/, /\bjwtVerify\s*\(/],
  mayCheck: ['middleware.ts', 'guards.ts'],
});

describe('the SQL detector', () => {
  it('finds the statements and calls that used to sit in auth handlers, and not route tables', () => {
    expect(sqlIn(`await ctx.sql.query('delete from auth.users where id = $1', [user.id]);`)).not.toEqual([]);
    expect(sqlIn('`select * from auth.users where ${where} order by created_at desc`')).not.toEqual([]);
    expect(sqlIn('`update auth.users set ${token} = $2 where id = $1`')).not.toEqual([]);
    expect(sqlIn('await ctx.sql.transaction(async (tx) => {')).not.toEqual([]);
    expect(sqlIn('create table if not exists auth.flow_state (')).not.toEqual([]);
    expect(sqlIn(`admin('DELETE', '/admin/users/:userId', removeUser, loadUser),`)).toEqual([]);
    expect(sqlIn(`'AAL2 session is required to update email or password when MFA is enabled.'`)).toEqual([]);
  });
});
