import { test } from '../fixtures';
import { pressFor, type Press } from './press';

/** The two ways issue 31's screens are checked: a mouse at 1280 px and touch at 768 px. */
const MOUSE_AND_TOUCH = [
  { width: 1280, touch: false },
  { width: 768, touch: true },
] as const;

/**
 * A describe block `title at <width> px` for each of MOUSE_AND_TOUCH, with that viewport (and touch) in use; `press`
 * taps by touch and clicks by mouse.
 */
export function atMouseAndTouch(
  title: string,
  body: (width: number, touch: boolean, press: Press) => void,
): void {
  for (const { width, touch } of MOUSE_AND_TOUCH) {
    test.describe(`${title} at ${width} px`, () => {
      test.use({ viewport: { width, height: 1024 }, hasTouch: touch });
      body(width, touch, pressFor(touch));
    });
  }
}
