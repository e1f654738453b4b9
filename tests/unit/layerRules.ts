import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

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
