import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { BOOT_SCRIPT } from './boot.ts';
import { snapshotFiles } from './snapshot.ts';

/** Which snapshot shows, from <html data-prerender> (scripts/prerender/boot.ts); the sign-in form by default. */
const VISIBILITY = [
  '#prerender{position:fixed;inset:0;z-index:10000;overflow:auto;background:#fff}',
  '#prerender>[data-prerender]{display:none}',
  'html:not([data-prerender]) #prerender>[data-prerender=signin],html[data-prerender=signin] #prerender>[data-prerender=signin]{display:block}',
  'html[data-prerender=dashboard] #prerender>[data-prerender=shell],html[data-prerender=shell] #prerender>[data-prerender=shell]{display:block}',
  'html[data-prerender=shell] #prerender [data-prerender-dashboard],html[data-prerender=none] #prerender{display:none}',
  // The app renders under the layer before it is removed; hidden there, its settling (the e-mail arriving in the
  // top bar, the dashboard replacing the spinner) shifts nothing the browser counts as a layout shift (issue 24).
  'html:not([data-prerender=none]) #prerender~#root{visibility:hidden}',
  // The layout's sidebar: an 18rem sheet, closed, below 768 px (src/layout/SidebarContext.tsx); 3rem when collapsed.
  '@media (max-width:767px){#prerender aside{display:none}}',
  'html[data-sidebar=collapsed] #prerender aside{width:3rem}',
].join('\n');

/** The prerender's CSS: both snapshots' rules, each once. */
function prerenderCss(): string {
  const rules = new Set<string>();
  for (const kind of ['signin', 'shell'] as const) {
    for (const rule of readFileSync(snapshotFiles(kind).css, 'utf8').split('\n')) {
      if (rule.trim()) rules.add(rule);
    }
  }
  return `${[...rules].join('\n')}\n${VISIBILITY}`;
}

/**
 * The static first paint (issue 24): `vite build` puts the captured sign-in page and the shell with the dashboard's
 * skeleton (scripts/prerender/snapshot/, written by scripts/prerender/capture.ts from the real pages) into
 * index.html, with their CSS and the inline boot script that picks one. It is a fixed layer over #root, `inert`
 * and aria-hidden (a picture of the page: no focus, no clicks, no input, nothing for assistive technology; no form element and only type=button buttons, so nothing can submit natively,
 * with or without JavaScript), until the real page has rendered under it: src/prerender/dismissPrerender.ts removes
 * it in the same commit (a layout effect), so the swap shows no flash and shifts nothing. `vite` (dev) has none.
 */
export function prerenderPlugin(): Plugin {
  let isBuild = false;
  return {
    name: 'kortjamfor-prerender',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    transformIndexHtml(html) {
      if (!isBuild) return html;
      // The layer's page titles become divs (same classes, same box): while it covers the app there is one h1, the
      // app's own, for whoever looks the page's heading up.
      const markup = (kind: 'signin' | 'shell') =>
        `<div data-prerender="${kind}">${readFileSync(snapshotFiles(kind).html, 'utf8')
          .trim()
          .replace(/<(\/?)h1\b/g, '<$1div')}</div>`;
      return html
        .replace(
          '</head>',
          `  <style id="prerender-css">\n${prerenderCss()}\n</style>\n    <script>${BOOT_SCRIPT}</script>\n  </head>`,
        )
        .replace(
          '<div id="root"></div>',
          `<div id="prerender" inert aria-hidden="true">${markup('signin')}${markup('shell')}</div>\n    <div id="root"></div>`,
        );
    },
  };
}
