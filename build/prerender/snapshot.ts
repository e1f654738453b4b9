import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Where the captured first paint lives (scripts/prerender/capture.ts writes it, the build inlines it). */
export const SNAPSHOT_DIR = fileURLToPath(new URL('./snapshot/', import.meta.url));

export function snapshotFiles(kind: 'signin' | 'shell') {
  return { html: `${SNAPSHOT_DIR}${kind}.html`, css: `${SNAPSHOT_DIR}${kind}.css` };
}

/** Emotion's own rules for the class names (and keyframes) the snapshots use: [name, rules][] in insertion order. */
export const EMOTION_SNAPSHOT = `${SNAPSHOT_DIR}emotion.json`;

export type EmotionSnapshot = Array<[name: string, rules: string[]]>;

export const readEmotionSnapshot = (): EmotionSnapshot => JSON.parse(readFileSync(EMOTION_SNAPSHOT, 'utf8'));
