import path from 'node:path';
import type { Plugin } from 'vite';
import { standInPlugin } from './standInPlugin';

/** MUI's CSS-variables theme modules, as @mui/material 7.3.9's `esm/styles/*.js` import them (relative paths). */
const VARS_MODULES = new Set([
  './createThemeWithVars.js',
  './ThemeProviderWithVars.js',
  './experimental_extendTheme.js',
]);
const MUI_STYLES = /[/\\]@mui[/\\]material[/\\]esm[/\\]styles[/\\][^/\\]+\.js$/;
/**
 * The imports the stand-in must replace for the entry to lose MUI's CSS-variables code: importer (file name in
 * MUI's esm/styles) → specifier. A build in which one of them is not seen fails (a new MUI that renames a file would
 * otherwise bring the code back silently).
 */
export const REQUIRED_REPLACEMENTS = [
  'createTheme.js → ./createThemeWithVars.js',
  'ThemeProvider.js → ./ThemeProviderWithVars.js',
] as const;
/** The stand-in, relative to the project root. */
export const MUI_THEME_VARS_SHIM = 'src/shims/mui-theme-vars.ts';

/** Whether an import is one of MUI's styles modules importing a CSS-variables module (replaced by the stand-in). */
export function isMuiThemeVarsImport(source: string, importer: string | undefined): boolean {
  return Boolean(importer && MUI_STYLES.test(importer) && VARS_MODULES.has(source));
}

/**
 * Issue 24: keeps MUI's CSS-variables theme code, which the app's theme never runs, out of the entry
 * (src/shims/mui-theme-vars.ts says why; docs/performance.md). Build only: the dev server pre-bundles MUI with esbuild, where the real
 * modules stay, and behaves the same for a theme without CSS variables.
 */
export function muiThemeVarsPlugin(): Plugin {
  return standInPlugin({
    name: 'kortjamfor:mui-theme-vars',
    standInFor: (source, importer) =>
      isMuiThemeVarsImport(source, importer)
        ? { site: `${path.basename(importer!)} → ${source}`, file: MUI_THEME_VARS_SHIM }
        : undefined,
    required: REQUIRED_REPLACEMENTS,
    missingError: (missing) =>
      `build/muiThemeVarsPlugin.ts: MUI no longer imports ${missing.join(', ')} (@mui/material changed?). ` +
      'Update VARS_MODULES and REQUIRED_REPLACEMENTS to its new files, or remove the plugin (docs/performance.md).',
  });
}
