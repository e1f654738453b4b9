import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { pressFor } from './press';

/** The text of the file a press of `button` downloads (a tap by touch). */
export async function downloadText(page: Page, button: Locator, touch: boolean): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), pressFor(touch)(button)]);
  return readFile((await download.path())!, 'utf8');
}
