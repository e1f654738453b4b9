// @vitest-environment node
// Issue 30: the import rules of .dependency-cruiser.cjs (npm run lint:deps) must keep catching what they forbid. They
// run here, with the real dependency-cruiser CLI, on small trees laid out like the repository.
import { afterAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';

const root = resolve(import.meta.dirname, '../..');
const cli = join(root, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');
const trees: string[] = [];

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
  cycle?: Array<{ name: string }>;
}

/**
 * Writes `files` (path → source) into a fresh directory and cruises its folders with the repository's rules:
 * `violations` from the JSON report; with `exitCode`, also the exit code of `npm run lint:deps`'s own report.
 */
async function cruise(
  files: Record<string, string>,
  { exitCode = false } = {},
): Promise<{ violations: Violation[]; exitCode?: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'dependency-rules-'));
  trees.push(dir);
  for (const [path, source] of Object.entries({ 'tsconfig.app.json': '{}', ...files })) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  const folders = [...new Set(Object.keys(files).map((path) => path.split('/')[0]))];
  const run = async (outputType: string) => {
    const args = [
      cli,
      ...folders,
      '--config',
      join(root, '.dependency-cruiser.cjs'),
      '--output-type',
      outputType,
    ];
    try {
      const { stdout } = await promisify(execFile)(process.execPath, args, { cwd: dir });
      return { code: 0, stdout };
    } catch (error) {
      const failed = error as { code: number; stdout: string };
      return { code: failed.code, stdout: failed.stdout };
    }
  };
  const { stdout } = await run('json');
  const violations = (JSON.parse(stdout) as { summary: { violations: Violation[] } }).summary.violations;
  return { violations, exitCode: exitCode ? (await run('err')).code : undefined };
}

const names = (violations: Violation[]) => violations.map((violation) => violation.rule.name).sort();

afterAll(() => trees.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

// Each case starts dependency-cruiser once or twice (a few seconds each on a loaded machine).
describe('the import rules (npm run lint:deps)', { timeout: 90_000 }, () => {
  it('pass imports that go down the layers', async () => {
    const { violations } = await cruise({
      'src/types/database.ts': 'export type Row = { id: number };\n',
      'src/lib/format.ts':
        "import type { Row } from '../types/database';\nexport const f = (r: Row) => r.id;\n",
      'src/providers/data.ts': "import { f } from '../lib/format';\nexport const g = f;\n",
      'src/components/List.ts': "import { g } from '../providers/data';\nexport const List = g;\n",
      'src/resources/banks/index.ts':
        "import { List } from '../../components/List';\nexport const banks = List;\n",
      'src/history/labels.ts': "import { banks } from '../resources/banks';\nexport const labels = banks;\n",
      'src/App.tsx': "import { labels } from './history/labels';\nexport const App = labels;\n",
    });
    expect(violations).toEqual([]);
  });

  it('fail on a cycle, also through a type import, naming its path', async () => {
    const { exitCode, violations } = await cruise(
      {
        'src/providers/dataProvider.ts':
          "import { touch } from './presence';\nexport const provider = touch;\n",
        'src/providers/presence.ts':
          "import type { provider } from './dataProvider';\nexport const touch = (p?: typeof provider) => p;\n",
      },
      { exitCode: true },
    );
    expect(exitCode).toBeGreaterThan(0);
    expect(names(violations)).toEqual(['no-circular']);
    expect(violations[0].cycle?.map((step) => step.name)).toContain('src/providers/presence.ts');
  });

  it('fail on an import up a layer or across to a sibling of the same layer', async () => {
    const { exitCode, violations } = await cruise(
      {
        'src/resources/prefetchView.ts': 'export const prefetch = () => undefined;\n',
        'src/components/ResponsiveList.ts':
          "import { prefetch } from '../resources/prefetchView';\nexport const list = prefetch;\n",
        'src/auth/AuthShell.ts': 'export const shell = 1;\n',
        'src/components/Card.ts': "import { shell } from '../auth/AuthShell';\nexport const card = shell;\n",
        'src/lib/apr.ts': "import { card } from '../components/Card';\nexport const apr = card;\n",
      },
      { exitCode: true },
    );
    expect(exitCode).toBeGreaterThan(0);
    expect(names(violations)).toEqual([
      'layer-components-no-sibling',
      'layer-components-no-upward',
      'layer-lib-no-upward',
    ]);
  });

  it('fail when the app imports the tooling', async () => {
    const { violations } = await cruise({
      'scripts/seed.ts': 'export const seed = 1;\n',
      'src/lib/demo.ts': "import { seed } from '../../scripts/seed';\nexport const demo = seed;\n",
    });
    expect(names(violations)).toEqual(['src-not-tooling']);
  });
});
