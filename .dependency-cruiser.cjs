// Import rules, checked by `npm run lint:deps` (part of `npm run lint`, so CI runs it) and by
// tests/unit/dependencyRules.test.ts: no import cycles anywhere, and each folder of src/ imports only from the
// layers below its own. docs/architecture.md explains the layers.

/**
 * The layers of src/, lowest first. A module may import its own folder and any folder of a lower layer; never a
 * higher layer, and never another folder of its own layer (siblings stay independent). What a lower layer needs from
 * a higher one it is given: props, a React context (components/recordPrefetch.tsx) or the resource registry passed
 * in (providers/dataProvider.ts takes tables, callbacks and searches as options).
 */
const SRC_LAYERS = [
  ['types', 'vite-env.d.ts'],
  ['lib', 'i18n', 'shims'],
  ['providers'],
  ['prerender'],
  ['components', 'auth'],
  ['resources'],
  ['history'],
  ['dashboard', 'layout', 'account', 'admins', 'privacy'],
  ['App.tsx'],
  ['main.tsx'],
];

const escape = (name) => name.replace(/[.]/g, '\\.');
/** `src/<folder>/…` or the file `src/<name>` itself. */
const under = (folders) => `^src/(${folders.map(escape).join('|')})(/|$)`;

const layerRules = SRC_LAYERS.flatMap((folders, level) => {
  const higher = SRC_LAYERS.slice(level + 1).flat();
  const upward = higher.length
    ? [
        {
          name: `layer-${folders[0]}-no-upward`,
          comment: `src/{${folders.join(',')}} sits below src/{${higher.join(',')}}: it must not import them.`,
          severity: 'error',
          from: { path: under(folders) },
          to: { path: under(higher) },
        },
      ]
    : [];
  const siblings = folders.length > 1 ? folders : [];
  return [
    ...upward,
    ...siblings.map((folder) => ({
      name: `layer-${folder}-no-sibling`,
      comment: `src/${folder} shares its layer with src/{${siblings.filter((other) => other !== folder).join(',')}}: neither imports the other.`,
      severity: 'error',
      from: { path: under([folder]) },
      to: { path: under(siblings.filter((other) => other !== folder)) },
    })),
  ];
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import cycle: move what both need into a lower module, or pass it in.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...layerRules,
    {
      name: 'src-not-tooling',
      comment:
        'The app imports neither the local stack, the build code, the scripts nor the tests (types of the Edge Functions excepted).',
      severity: 'error',
      from: { path: '^src/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^(supabase/local|build|scripts|tests)/' },
    },
    {
      name: 'stack-not-app',
      comment:
        'The local Supabase stack stands alone: it imports neither the app, the build code, the scripts nor the tests.',
      severity: 'error',
      from: { path: '^supabase/' },
      to: { path: '^(src|build|scripts|tests)/' },
    },
    {
      name: 'scripts-not-tests',
      comment: 'Build plugins and scripts (benches, db commands) do not import the tests.',
      severity: 'error',
      from: { path: '^(build|scripts)/' },
      to: { path: '^tests/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing (a typo or a missing package).',
      severity: 'error',
      from: { path: '^src/' },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|dist-e2e|\\.supabase-local|build/prerender/snapshot)/' },
    // `import type` counts: a cycle through types is still a cycle in the design.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.app.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts', '.json'],
    },
  },
};
