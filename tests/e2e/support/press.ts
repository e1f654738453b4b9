import type { Locator } from '@playwright/test';

/** Presses a control as the viewport's pointer does. */
export type Press = (locator: Locator) => Promise<void>;

/** A tap on a touch screen, a click with the mouse. */
export function pressFor(touch: boolean): Press {
  return (locator) => (touch ? locator.tap() : locator.click());
}
