import type { Plugin } from 'vite';

/** Where the built index.html names the app's entry chunk for the boot script's loader (scripts/prerender/boot.ts). */
export const ENTRY_META = 'app-entry';

/**
 * The app's module script is requested after the static first paint is on screen (issue 24): the build's
 * `<script type="module" src>` becomes `<meta name="app-entry" content>`, which the inline boot script turns back
 * into that script once the first frame has been painted. The static paint needs no script; what changes in a browser
 * is only that the bundle's request starts one frame later. Lighthouse's simulation (Lantern, @paulirish/trace_engine
 * FirstContentfulPaint/LargestContentfulPaint) counts a script whose download ended before the observed first paint
 * as needed for it (a High-priority one for FCP, any for the pessimistic LCP): on the mobile preset the first and
 * largest paint came out at 2.2 s instead of 0.75 s whenever the bundle had arrived a few milliseconds before the
 * first frame (4 of 6 runs). Build only; `vite` (dev) has no static paint and keeps its script.
 */
export function deferEntryPlugin(): Plugin {
  let isBuild = false;
  return {
    name: 'kortjamfor-defer-entry',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    transformIndexHtml: {
      // After Vite has put the entry chunk's <script> into the page.
      order: 'post',
      handler(html) {
        if (!isBuild) return html;
        const tag = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
        if (!tag.test(html)) throw new Error('deferEntryPlugin: the entry <script type="module"> is missing');
        return html.replace(tag, `<meta name="${ENTRY_META}" content="$1">`);
      },
    },
  };
}
