import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { axeCount, horizontalOverflow, settle, smallTargets } from './audit';

/** Once the page is still: no axe findings, no sideways scroll, and (by touch) no target under the minimum size. */
export async function expectNoBarriers(page: Page, touch: boolean): Promise<void> {
  await settle(page);
  if (touch) expect(await smallTargets(page)).toEqual([]);
  expect(await horizontalOverflow(page)).toBe(0);
  const axe = await axeCount(page);
  expect(axe.rules).toEqual([]);
  expect(axe.critical + axe.serious).toBe(0);
}
