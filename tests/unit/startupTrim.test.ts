import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { QueryObserver } from '@tanstack/react-query';
import { createTheme } from '@mui/material/styles';
import { theme } from '../../src/layout/theme';
import { createQueryClient } from '../../src/providers/queryClient';
import { readdirSync } from 'node:fs';
import * as shim from '../../src/shims/mui-theme-vars';
import createThemeWithVars, { CssVarsProvider, useColorScheme } from '../../src/shims/mui-theme-vars';
import { REQUIRED_REPLACEMENTS, isMuiThemeVarsImport } from '../../build/muiThemeVarsPlugin';

const muiStyles = (file: string) => path.join(process.cwd(), 'node_modules/@mui/material/esm/styles', file);

describe("MUI's CSS-variables theme code, replaced in the browser build", () => {
  it("points MUI's own imports of the CSS-variables modules at the stand-in, nothing else", () => {
    const importer = muiStyles('createTheme.js');
    // The specifiers MUI really uses (a new MUI version that renames them makes this test fail, not the build grow).
    expect(readFileSync(importer, 'utf8')).toContain('from "./createThemeWithVars.js"');
    expect(readFileSync(muiStyles('ThemeProvider.js'), 'utf8')).toContain(
      'from "./ThemeProviderWithVars.js"',
    );
    expect(isMuiThemeVarsImport('./createThemeWithVars.js', importer)).toBe(true);
    expect(isMuiThemeVarsImport('./ThemeProviderWithVars.js', muiStyles('ThemeProvider.js'))).toBe(true);
    expect(isMuiThemeVarsImport('./createThemeNoVars.js', importer)).toBe(false);
    expect(isMuiThemeVarsImport('./ThemeProviderNoVars.js', muiStyles('ThemeProvider.js'))).toBe(false);
    // The same file name imported from elsewhere (the app, another package) is left alone.
    expect(isMuiThemeVarsImport('./createThemeWithVars.js', '/work/src/layout/theme.ts')).toBe(false);
    expect(isMuiThemeVarsImport('./createThemeWithVars.js', undefined)).toBe(false);
  });

  it("replaces every binding MUI's styles modules import from those modules (docs/performance.md)", () => {
    const dir = muiStyles('');
    const sites: string[] = [];
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.js'))) {
      const source = readFileSync(path.join(dir, file), 'utf8');
      for (const [, bindings, specifier] of source.matchAll(/import\s+([^;]+?)\s+from\s+"(\.\/[^"]+)"/g)) {
        if (!isMuiThemeVarsImport(specifier, path.join(dir, file))) continue;
        sites.push(`${file} → ${specifier}`);
        const names = bindings.startsWith('{')
          ? bindings
              .slice(1, -1)
              .split(',')
              .map((part) => part.trim().split(/\s+as\s+/)[0])
              .filter(Boolean)
          : ['default'];
        for (const name of names)
          expect(shim, `${file} imports ${name} from ${specifier}`).toHaveProperty(name);
      }
    }
    // The build fails when one of these is not seen (build/muiThemeVarsPlugin.ts); here it fails first.
    for (const site of REQUIRED_REPLACEMENTS) expect(sites).toContain(site);
  });

  it('never runs for the app theme: MUI (the real one here) takes the no-variables path for it and its re-creation', () => {
    // createTheme (@mui/material 7.3.9 esm/styles/createTheme.js) calls createThemeWithVars only with
    // `cssVariables` or `colorSchemes`; ThemeProvider uses CssVarsProvider only for a theme with `colorSchemes`.
    // react-admin's ThemeProvider passes the theme through createTheme again.
    for (const made of [theme, createTheme(theme)]) {
      expect('colorSchemes' in made).toBe(false);
      expect('vars' in made).toBe(false);
      expect(made.palette.primary.main).toBe('#1d4ed8');
    }
  });

  it('says where to look if something asks for it', () => {
    expect(() => createThemeWithVars()).toThrow(/not part of this build: build\/muiThemeVarsPlugin\.ts/);
    expect(() => CssVarsProvider()).toThrow(/CssVarsProvider/);
    expect(() => useColorScheme()).toThrow(/useColorScheme/);
  });
});

describe('the query client: auth checks re-render their readers only when the answer changes', () => {
  const observe = (queryKey: readonly unknown[], answers: unknown[]) => {
    const client = createQueryClient({ onAuthStateChange: () => ({}) as never });
    let call = 0;
    const observer = new QueryObserver(client, {
      queryKey,
      queryFn: async () => answers[Math.min(call++, answers.length - 1)],
    });
    const notified: unknown[] = [];
    // As useQuery does, the reader uses (tracks) every field of the result.
    observer.trackResult(observer.getCurrentResult(), (key) => observer.trackProp(key));
    for (const key of Object.keys(observer.getCurrentResult())) observer.trackProp(key as 'data');
    const stop = observer.subscribe((result) => notified.push(result.data));
    return { observer, notified, stop };
  };

  it('an auth re-check with the same answer notifies no one; a changed answer does', async () => {
    const { observer, notified, stop } = observe(['auth', 'checkAuth', {}], [true, true, false]);
    await expect.poll(() => notified).toEqual([true]);
    await observer.refetch();
    expect(notified).toEqual([true]);
    await observer.refetch();
    expect(notified).toEqual([true, false]);
    stop();
  });

  it('other queries keep react-query’s default: every tracked change notifies', async () => {
    const { observer, notified, stop } = observe(['cards', 'getList'], [1, 1]);
    await expect.poll(() => notified.length).toBeGreaterThanOrEqual(1);
    const before = notified.length;
    await observer.refetch();
    // isFetching on, then off.
    expect(notified.length).toBe(before + 2);
    stop();
  });
});
