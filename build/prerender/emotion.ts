// Emotion's hydration of the static first paint's styles (issue 36). Emotion (@emotion/cache 11.14,
// createCache) takes every name listed in a `<style data-emotion="css name1 name2 …">` it finds in the document
// when its cache is created as already inserted, and adopts the tag as one of its sheets: the app's first render
// then neither compiles (stylis) nor inserts those rules. The prerender carries the rules of the sign-in page and the
// shell anyway, so it hands them over in that form (emotion's own text, captured by scripts/prerender/capture.ts)
// instead of as a copy that is thrown away once the app has drawn. A name is a hash of its styles: a class whose
// styles changed since the capture has a new name, which emotion inserts as usual.
import type { EmotionSnapshot } from './snapshot.ts';

const CLASS = /\.css-([\w-]+)/g;
const KEYFRAMES = /@(?:-webkit-)?keyframes\s+(animation-[\w-]+)/g;

/** The names a rule's selectors and keyframes declare, keyframes first. */
const namesIn = (rule: string): string[] =>
  [...rule.matchAll(KEYFRAMES), ...rule.matchAll(CLASS)].map((match) => match[1]);

/**
 * One page load's rules (in the order emotion inserted them) by the name emotion marks as inserted: `css-<name>`
 * classes, `animation-<name>` keyframes. Emotion inserts one name's rules together, so a rule naming neither
 * belongs to the name before it.
 */
export function emotionRulesByName(rules: string[]): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  let current: string | undefined;
  for (const rule of rules) {
    current = namesIn(rule)[0] ?? current;
    if (current === undefined) continue;
    byName.set(current, [...(byName.get(current) ?? []), rule]);
  }
  return byName;
}

/**
 * The names the markups' classes use and the keyframes their rules name, each with every rule emotion inserted for
 * it (its states, children and media queries too: emotion takes a listed name as wholly inserted). Several page
 * loads: a name keeps the rules of the first load that inserted it. Only the markups' names: every name emotion
 * inserted in those loads (the unfocused label before autoFocus, the loading states) made the document 1 kB larger
 * (brotli) and the sign-in page's blocking time no shorter (Lighthouse mobile, 5 interleaved runs: 646 against
 * 623 ms).
 */
export function emotionSnapshot(markups: string[], loads: string[][]): EmotionSnapshot {
  const byName = new Map<string, string[]>();
  for (const load of loads) {
    for (const [name, rules] of emotionRulesByName(load)) if (!byName.has(name)) byName.set(name, rules);
  }
  const wanted = new Set(markups.flatMap((html) => [...html.matchAll(/\bcss-([\w-]+)/g)].map((m) => m[1])));
  for (const name of [...wanted]) {
    for (const rule of byName.get(name) ?? []) {
      for (const m of rule.matchAll(/\b(animation-[\w-]+)/g)) wanted.add(m[1]);
    }
  }
  return [...byName].filter(([name]) => wanted.has(name));
}

/** The tag emotion hydrates from: the names, then their rules. */
export function emotionStyleTag(snapshot: EmotionSnapshot): string {
  const names = snapshot.map(([name]) => name).join(' ');
  return `<style data-emotion="css ${names}">${snapshot.flatMap(([, rules]) => rules).join('')}</style>`;
}

/**
 * The captured (browser-serialised) rules that the tag does not already carry: a rule naming a class or keyframes of
 * the snapshot is emotion's and comes from the tag.
 */
export function withoutEmotionRules(rules: string[], snapshot: EmotionSnapshot): string[] {
  const names = new Set(snapshot.map(([name]) => name));
  return rules.filter((rule) => {
    return !namesIn(rule).some((name) => names.has(name));
  });
}
