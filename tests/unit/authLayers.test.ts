import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverFolder, SQL, sqlIn } from './layerRules.ts';

/**
 * The auth server's layers (issue 19): handlers parse, authorise and answer; SQL lives only in the model modules
 * below, which in turn know nothing of requests, routes or the context.
 */
const AUTH = resolve(__dirname, '../../supabase/local/auth');

/** The model (store) modules: the only files of supabase/local/auth that talk to the database. */
const STORES = ['users.ts', 'sessions.ts', 'factors.ts', 'flowState.ts', 'oneTimeTokens.ts', 'userAdmin.ts'];
/** What a store may import besides other stores and modules outside auth/. */
const STORE_MAY_IMPORT = ['errors.ts', 'password.ts'];

const { files: authFiles, importsOutside, offenders } = serverFolder(AUTH);

/** Checking the caller: only the declared middleware (middleware.ts, with guards.ts and the context) does it. */
const HAND_CHECKS = [/\.authenticate\s*\(/, /\.requireAdmin\s*\(/, /\bjwtVerify\s*\(/];
const MAY_CHECK = ['middleware.ts', 'guards.ts', 'context.ts'];

describe('supabase/local/auth layers', () => {
  it('the detector finds the statements and calls that used to sit in handlers, and not route tables', () => {
    expect(sqlIn(`await ctx.sql.query('delete from auth.users where id = $1', [user.id]);`)).not.toEqual([]);
    expect(sqlIn('`select * from auth.users where ${where} order by created_at desc`')).not.toEqual([]);
    expect(sqlIn('`update auth.users set ${token} = $2 where id = $1`')).not.toEqual([]);
    expect(sqlIn('await ctx.sql.transaction(async (tx) => {')).not.toEqual([]);
    expect(sqlIn('create table if not exists auth.flow_state (')).not.toEqual([]);
    expect(sqlIn(`admin('DELETE', '/admin/users/:userId', removeUser, loadUser),`)).toEqual([]);
    expect(sqlIn(`'AAL2 session is required to update email or password when MFA is enabled.'`)).toEqual([]);
  });

  it('every store module exists (a renamed store must be renamed here too)', () => {
    for (const store of STORES) expect(existsSync(resolve(AUTH, store)), store).toBe(true);
  });

  it('no file outside the stores (handlers, middleware, server) contains SQL or calls the database', () => {
    expect(authFiles().length).toBeGreaterThan(STORES.length);
    expect(offenders(SQL, STORES)).toEqual([]);
  });

  it('stores import only other stores, errors and password hashing (never handlers or the context)', () => {
    const allowed = new Set([...STORES, ...STORE_MAY_IMPORT]);
    expect(STORES.flatMap((store) => importsOutside(store, allowed))).toEqual([]);
  });

  it('no handler checks the caller by hand: routes declare auth and middleware.ts applies it', () => {
    expect(offenders([/./], MAY_CHECK).length).toBeGreaterThan(0);
    expect(offenders(HAND_CHECKS, MAY_CHECK)).toEqual([]);
  });
});
