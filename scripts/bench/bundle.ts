// Prints the gzip bytes of the JavaScript each route needs, from the last production build's Vite manifest, and
// checks the budgets of issue 12. `--build` builds first (also when there is no build). Exit code 1 when a budget
// is exceeded: byte counts are deterministic, so this is a check, not a timing.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const OUT_DIR = process.env.BENCH_OUT_DIR ?? 'dist';
const MANIFEST = join(OUT_DIR, '.vite', 'manifest.json');
const KB = 1000;
/** Sign-in page and dashboard together (both are the entry); issue 30 holds it at 335 kB (it was 327.7 before). */
const FIRST_LOAD_BUDGET = 335 * KB;
/** Each resource's own chunks, beyond the entry and the lazy code resources share; the rich-text editor excepted. */
const RESOURCE_BUDGET = 60 * KB;
/** vite.config.ts names the chunk with the rich-text editor editor-*.js. */
const EDITOR_CHUNK = /^assets\/editor-/;

/**
 * A chunk's source module; a module both imported statically and dynamically (src/history/RecordHistory.tsx by
 * HistoryPage and withHistory) becomes a shared chunk whose manifest entry has a name and file but no src.
 */
const label = (chunk: ManifestChunk) => chunk.src ?? `${chunk.name ?? chunk.file} chunk`;

async function build() {
  const { build: viteBuild } = await import('vite');
  await viteBuild({ logLevel: 'warn', build: { outDir: OUT_DIR, emptyOutDir: true, manifest: true } });
}

function main(manifest: Manifest): boolean {
  const sizes = new Map<string, number>();
  const gzip = (key: string) => {
    if (!sizes.has(key)) sizes.set(key, gzipSync(readFileSync(join(OUT_DIR, manifest[key].file))).length);
    return sizes.get(key)!;
  };
  /** A chunk and everything it imports statically: what the browser loads with it. */
  const closure = (keys: string[], into = new Set<string>()) => {
    for (const key of keys) {
      if (into.has(key)) continue;
      into.add(key);
      closure(manifest[key].imports ?? [], into);
    }
    return into;
  };
  const total = (keys: Iterable<string>) => [...keys].reduce((sum, key) => sum + gzip(key), 0);
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;
  const isEditor = (key: string) => EDITOR_CHUNK.test(manifest[key].file);

  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)!;
  const first = closure([entry]);
  const all = Object.keys(manifest).filter((key) => manifest[key].file.endsWith('.js'));
  const rows: Array<[string, string, string, string]> = [];
  let pass = true;
  const check = (route: string, bytes: number, budget: number | undefined, note = '') => {
    const ok = budget === undefined || bytes <= budget;
    if (!ok) pass = false;
    rows.push([
      route,
      kb(bytes) + note,
      budget === undefined ? '–' : kb(budget),
      budget === undefined ? '' : ok ? 'pass' : 'FAIL',
    ]);
  };

  check('sign-in + dashboard (entry)', total(first), FIRST_LOAD_BUDGET);
  // The lazy modules grouped by area (build/chunkGroups.ts): every list view in one chunk, the forms in another,
  // the news and blog forms with the editor. What a group loads is not any one resource's own code.
  const group = (name: string) => all.find((key) => manifest[key].name === name && !manifest[key].src);
  const [lists, forms, editorGroup] = ['lists', 'forms', 'editor'].map(group);
  const listsLoad = lists ? [...closure([lists])].filter((k) => !first.has(k)) : [];
  const formsLoad = forms ? [...closure([forms])].filter((k) => !first.has(k) && !listsLoad.includes(k)) : [];
  if (lists) check('first list view: lists group (beyond the entry)', total(listsLoad), undefined);
  if (forms) check('first form: forms group (beyond the entry and the lists)', total(formsLoad), undefined);
  if (editorGroup)
    check(
      'news/blog form: editor group (beyond the entry)',
      total([...closure([editorGroup])].filter((k) => !first.has(k))),
      undefined,
    );
  const grouped = new Set([lists, forms, editorGroup].flatMap((key) => (key ? [...closure([key])] : [])));
  const resources = new Map<string, string[]>();
  const others: string[] = [];
  for (const key of all.filter((k) => manifest[k].isDynamicEntry)) {
    const match = /^src\/resources\/([^/]+)\//.exec(manifest[key].src ?? '');
    if (match) resources.set(match[1], [...(resources.get(match[1]) ?? []), key]);
    else others.push(key);
  }
  const sorted = [...resources].sort(([a], [b]) => a.localeCompare(b));
  const reach = new Map(
    sorted.map(([name, views]) => [
      name,
      [...closure(views)].filter((k) => !first.has(k) && !grouped.has(k)),
    ]),
  );
  /** Lazy chunks that several resources load (react-admin's list and form code, shared components). */
  const shared = new Set(
    [...reach.values()].flat().filter((key, _, keys) => keys.filter((other) => other === key).length > 1),
  );
  for (const [name, own] of reach) {
    const exclusive = own.filter((key) => !shared.has(key) && !isEditor(key));
    const editor = own.filter(isEditor);
    check(
      `/${name} (own chunks)`,
      total(exclusive),
      RESOURCE_BUDGET,
      editor.length ? ` + editor ${kb(total(editor))}` : '',
    );
    check(`/${name} (all it loads beyond the entry)`, total(own), undefined);
  }
  const withEditor = [...reach].filter(([, own]) => own.some(isEditor)).map(([name]) => name);
  if (editorGroup) withEditor.push('news and blog forms (editor group)');
  // The editor is for news and blog only: neither the entry nor the lists or the other forms may load it.
  const editorLoadedBy = [
    ...([...first].some(isEditor) ? ['the entry'] : []),
    ...(listsLoad.some(isEditor) ? ['the lists group'] : []),
    ...(formsLoad.some(isEditor) ? ['the forms group'] : []),
  ];
  if (editorLoadedBy.length) pass = false;
  rows.push([
    `rich-text editor loaded by: ${editorLoadedBy.join(', ') || withEditor.join(', ') || 'nothing'}`,
    '',
    '',
    editorLoadedBy.length ? 'FAIL' : 'pass',
  ]);
  check('lazy code shared by several resources', total([...shared].filter((k) => !isEditor(k))), undefined);
  for (const key of others) {
    if (key === lists || key === forms || key === editorGroup) continue;
    const own = [...closure([key])].filter((k) => !first.has(k));
    check(`${label(manifest[key])} (beyond the entry)`, total(own), undefined);
  }
  check('all JavaScript', total(all), undefined);

  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((row) => row[i].length), 6));
  const line = (row: string[]) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(line(['route', 'gzip', 'budget', 'result']));
  for (const row of rows) console.log(line(row));
  console.log(pass ? 'All budgets pass.' : 'A budget is exceeded.');
  return pass;
}

if (process.argv.includes('--build') || !existsSync(MANIFEST)) await build();
process.exit(main(JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest) ? 0 : 1);
