import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What the layering tests of the embedded stack's servers (authLayers, storageLayers) look for: SQL and database
 * calls, which only the store modules may contain, and what a file imports from its own folder.
 */
export const SQL = [
  /\bselect\s[^;`'"]{0,200}?\sfrom\s+[a-z_]+\.[a-z_]+/i,
  /\bselect\s+set_config\s*\(/i,
  /\binsert\s+into\s+[a-z_]+\./i,
  /\bupdate\s+[a-z_]+\.[a-z_]+\s+set\s/i,
  /\bdelete\s+from\s+[a-z_]+\./i,
  /\bcreate\s+(table|index)\s/i,
  /\.query\s*[<(]/,
  /\.transaction\s*[<(]/,
  /\bsql`/,
];

export const sqlIn = (source: string) => SQL.filter((pattern) => pattern.test(source)).map(String);

/** A server folder's modules and their sources. */
export function serverFolder(dir: string) {
  const files = () => readdirSync(dir).filter((name) => /\.(ts|mjs)$/.test(name));
  const read = (name: string) => readFileSync(resolve(dir, name), 'utf8');
  /** `importer → target` for each import of a sibling module not in `allowed`. */
  const importsOutside = (importer: string, allowed: Set<string>) =>
    [...read(importer).matchAll(/from '\.\/([^']+)'/g)]
      .map((match) => match[1]!)
      .filter((target) => !allowed.has(target))
      .map((target) => `${importer} → ${target}`);
  /** Files other than `except` in which one of `patterns` occurs, with what was found. */
  const offenders = (patterns: RegExp[], except: string[]) =>
    files()
      .filter((name) => !except.includes(name))
      .map((name) => {
        const source = read(name);
        return { name, found: patterns.filter((pattern) => pattern.test(source)).map(String) };
      })
      .filter(({ found }) => found.length > 0);
  return { files, read, importsOutside, offenders };
}

export interface Layers {
  /** The server's folder. */
  dir: string;
  /** The only modules that talk to the database. */
  stores: string[];
  /** What a store may import from the folder besides other stores. */
  storeMayImport: string[];
  /** Checking the caller by hand (a verifier call, the Authorization header…). */
  handChecks: RegExp[];
  /** The modules that may do it: the declared middleware and the verifiers it calls. */
  mayCheck: string[];
}

/** The rules every server of the embedded stack keeps (issues 19 and 30). */
export function describeLayers(name: string, layers: Layers): void {
  const { dir, stores, storeMayImport, handChecks, mayCheck } = layers;
  const { files, importsOutside, offenders } = serverFolder(dir);
  describe(`${name} layers`, () => {
    it('every store module exists (a renamed store must be renamed here too)', () => {
      for (const store of stores) expect(existsSync(resolve(dir, store)), store).toBe(true);
    });

    it('no file outside the stores (handlers, middleware, server) contains SQL or calls the database', () => {
      expect(files().length).toBeGreaterThan(stores.length);
      expect(offenders(SQL, stores)).toEqual([]);
    });

    it('stores import only other stores and their few helpers (never handlers, routes or middleware)', () => {
      const allowed = new Set([...stores, ...storeMayImport]);
      expect(stores.flatMap((store) => importsOutside(store, allowed))).toEqual([]);
    });

    it('no handler checks the caller by hand: routes declare it and the middleware applies it', () => {
      for (const module of mayCheck) expect(existsSync(resolve(dir, module)), module).toBe(true);
      expect(offenders(handChecks, mayCheck)).toEqual([]);
    });
  });
}
