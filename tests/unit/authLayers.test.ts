import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The auth server's layers (issue 19): handlers parse, authorise and answer; SQL lives only in the model modules
 * below, which in turn know nothing of requests, routes or the context.
 */
const AUTH = resolve(__dirname, '../../supabase/local/auth');

/** The model (store) modules: the only files of supabase/local/auth that talk to the database. */
const STORES = ['users.ts', 'sessions.ts', 'factors.ts', 'flowState.ts', 'oneTimeTokens.ts', 'userAdmin.ts'];
/** What a store may import besides other stores and modules outside auth/. */
const STORE_MAY_IMPORT = ['errors.ts', 'password.ts'];

/** A SQL statement or a database call: what must not appear outside the stores. */
const SQL = [
  /\bselect\s[^;`'"]{0,200}?\sfrom\s+[a-z_]+\.[a-z_]+/i,
  /\binsert\s+into\s+[a-z_]+\./i,
  /\bupdate\s+[a-z_]+\.[a-z_]+\s+set\s/i,
  /\bdelete\s+from\s+[a-z_]+\./i,
  /\bcreate\s+(table|index)\s/i,
  /\.query\s*[<(]/,
  /\.transaction\s*[<(]/,
  /\bsql`/,
];

const sqlIn = (source: string) => SQL.filter((pattern) => pattern.test(source)).map(String);
const authFiles = () => readdirSync(AUTH).filter((name) => /\.(ts|mjs)$/.test(name));
const read = (name: string) => readFileSync(resolve(AUTH, name), 'utf8');

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
    const offenders = authFiles()
      .filter((name) => !STORES.includes(name))
      .map((name) => ({ name, found: sqlIn(read(name)) }))
      .filter(({ found }) => found.length > 0);
    expect(offenders).toEqual([]);
  });

  it('stores import only other stores, errors and password hashing (never handlers or the context)', () => {
    const allowed = new Set([...STORES, ...STORE_MAY_IMPORT]);
    const wrong = STORES.flatMap((store) =>
      [...read(store).matchAll(/from '\.\/([^']+)'/g)]
        .map((match) => match[1])
        .filter((target) => !allowed.has(target))
        .map((target) => `${store} → ${target}`),
    );
    expect(wrong).toEqual([]);
  });
});
