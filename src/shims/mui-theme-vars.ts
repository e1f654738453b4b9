/**
 * A stand-in for MUI's CSS-variables theme code in the browser build (build/muiThemeVarsPlugin.ts points MUI's own
 * relative imports here). @mui/material 7.3.9 imports it eagerly: `esm/styles/createTheme.js` imports
 * `createThemeWithVars.js` and `esm/styles/ThemeProvider.js` imports `ThemeProviderWithVars.js` (CssVarsProvider,
 * its colour-scheme storage and init script, about 61 kB minified), yet runs it only for a theme created with
 * `cssVariables` or `colorSchemes`. The app's theme (src/layout/theme.ts) uses neither, so none of it runs on any
 * screen; asking for it is a programming error that says where to look. To use CSS variables, remove the plugin.
 */
const notInBuild = (what: string): never => {
  throw new Error(
    `MUI's ${what} is not part of this build: build/muiThemeVarsPlugin.ts replaces MUI's CSS-variables theme code with src/shims/mui-theme-vars.ts.`,
  );
};

/** `createThemeWithVars.js`'s default export (createTheme with `cssVariables`, `extendTheme`). */
export default function createThemeWithVars(): never {
  return notInBuild('CSS-variables theme (createTheme with cssVariables or colorSchemes, extendTheme)');
}

export const createGetCssVar = (): never => notInBuild('createGetCssVar');

/** `ThemeProviderWithVars.js`'s exports. */
export const CssVarsProvider = (): never => notInBuild('CssVarsProvider');
export const Experimental_CssVarsProvider = CssVarsProvider;
export const useColorScheme = (): never => notInBuild('useColorScheme');
export const getInitColorSchemeScript = (): never => notInBuild('getInitColorSchemeScript');
