import type { Locator } from '@playwright/test';

/** How many lines the text of an element takes (its text's distinct line tops). */
export function lineCount(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
  });
}
