import type { Page } from '@playwright/test';

/**
 * Runs in the page before its scripts: records the rule text emotion hands to `insertRule` on its main cache's
 * sheets (`<style data-emotion="css">`; a production build inserts through the CSSOM), in order. That is stylis'
 * output with every browser's prefixes, which the CSSOM's own serialisation would have dropped. With
 * `dropPrerenderTag`, emotion does not get the prerender's rules (build/prerender/emotion.ts), which it would then
 * not insert: the tag goes as soon as it is parsed, long before the app's module creates emotion's cache.
 */
export function recordEmotionRules({ dropPrerenderTag }: { dropPrerenderTag: boolean }) {
  const w = window as unknown as { __emotionRules: string[] };
  w.__emotionRules = [];
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
    const owner = this.ownerNode;
    if (owner instanceof HTMLStyleElement && owner.getAttribute('data-emotion') === 'css') {
      w.__emotionRules.push(rule);
    }
    return insertRule.call(this, rule, index);
  };
  if (!dropPrerenderTag) return;
  new MutationObserver((_, observer) => {
    const tag = document.querySelector('style[data-emotion^="css "]');
    if (!tag) return;
    tag.remove();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

/** What `recordEmotionRules` has recorded in the page's current document. */
export const recordedEmotionRules = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __emotionRules: string[] }).__emotionRules);
