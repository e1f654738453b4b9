import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { BOOT_SCRIPT } from './boot.ts';
import { emotionStyleTag, withoutEmotionRules } from './emotion.ts';
import { readEmotionSnapshot, snapshotFiles } from './snapshot.ts';

/** Which snapshot shows, from <html data-prerender> (build/prerender/boot.ts); the sign-in form by default. */
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

/**
 * The prerender's style elements, both snapshots' rules each once: the rules of emotion's classes as the tag emotion hydrates
 * from (build/prerender/emotion.ts; kept when the prerender goes), the others (the global styles) with the layer's
 * visibility in #prerender-css (removed with the layer).
 */
function prerenderStyles(): string {
  const rules = new Set<string>();
  for (const kind of ['signin', 'shell'] as const) {
    for (const rule of readFileSync(snapshotFiles(kind).css, 'utf8').split('\n')) {
      if (rule.trim()) rules.add(rule);
    }
  }
  const emotion = readEmotionSnapshot();
  const others = withoutEmotionRules([...rules], emotion);
  return `<style id="prerender-css">\n${others.join('\n')}\n${VISIBILITY}\n</style>\n    ${emotionStyleTag(emotion)}`;
}

/** Where the built index.html names the app's entry chunk for the boot script's loader (build/prerender/boot.ts). */
export const ENTRY_META = 'app-entry';

/**
 * The layer's markup of one snapshot; its page titles become divs (same classes, same box): while it covers the app
 * there is one h1, the app's own, for whoever looks the page's heading up.
 */
const layerMarkup = (kind: 'signin' | 'shell') =>
  `<div data-prerender="${kind}">${readFileSync(snapshotFiles(kind).html, 'utf8')
    .trim()
    .replace(/<(\/?)h1\b/g, '<$1div')}</div>`;

/**
 * The static first paint (issue 24): `vite build` puts the captured sign-in page and the shell with the dashboard's
 * skeleton (build/prerender/snapshot/, written by scripts/prerender/capture.ts from the real pages) into
 * index.html, with their CSS and the inline boot script that picks one. It is a fixed layer over #root, `inert`
 * and aria-hidden (a picture of the page: no focus, no clicks, no input, nothing for assistive technology; no form
 * element and only type=button buttons, so nothing can submit natively, with or without JavaScript), until the real
 * page has rendered under it: src/prerender/dismissPrerender.ts removes it in the same commit (a layout effect), so
 * the swap shows no flash and shifts nothing.
 *
 * The app's module script is requested after that paint is on screen: the build's `<script type="module" src>`
 * becomes `<meta name="app-entry" content>`, which the boot script turns back into that script once the first frame
 * has been presented. For a person only the bundle's request starts a frame later; Lighthouse's simulation (Lantern)
 * counts a script whose download ended before the observed first paint as needed for it, and on the mobile preset
 * the first and largest paint came out at 2.2 s instead of 0.75 s whenever the bundle arrived a few milliseconds
 * before the first frame (4 of 6 runs). Build only; `vite` (dev) has neither and keeps its script.
 */
export function prerenderPlugin(): Plugin {
  let isBuild = false;
  return {
    name: 'kortjamfor-prerender',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    transformIndexHtml: {
      // After Vite has put the entry chunk's <script> into the page.
      order: 'post',
      handler(html) {
        if (!isBuild) return html;
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
        if (!entry.test(html))
          throw new Error('prerenderPlugin: the entry <script type="module"> is missing');
        return html
          .replace(entry, `<meta name="${ENTRY_META}" content="$1">`)
          .replace('</head>', `  ${prerenderStyles()}\n    <script>${BOOT_SCRIPT}</script>\n  </head>`)
          .replace(
            '<div id="root"></div>',
            `<div id="prerender" inert aria-hidden="true">${layerMarkup('signin')}${layerMarkup('shell')}</div>\n    <div id="root"></div>`,
          );
      },
    },
  };
}
