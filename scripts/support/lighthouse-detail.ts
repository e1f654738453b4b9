// What `npm run bench:lighthouse` reads from one Lighthouse result (issue 24): the five metrics the performance
// score weighs (FCP 10, SI 10, LCP 25, TBT 30, CLS 25, Lighthouse 12) and, with `--detail`, where the main thread's
// time went: the long tasks, the scripts' boot-up time, the work by category and the largest-contentful-paint element.
import type { Result } from 'lighthouse';

export interface Figures {
  score: number;
  fcp: number;
  si: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

const numeric = (lhr: Result, audit: string): number => lhr.audits[audit]?.numericValue ?? NaN;

export function figuresOf(lhr: Result): Figures {
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: numeric(lhr, 'first-contentful-paint'),
    si: numeric(lhr, 'speed-index'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    bytes: numeric(lhr, 'total-byte-weight'),
  };
}

/** One run's metrics on one line: score, FCP, SI, LCP, TBT, CLS. */
export function runLine(figures: Figures): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return `score ${figures.score}  FCP ${s(figures.fcp)}  SI ${s(figures.si)}  LCP ${s(figures.lcp)}  TBT ${Math.round(figures.tbt)} ms  CLS ${figures.cls.toFixed(3)}`;
}

type Items = Array<Record<string, unknown>>;

const itemsOf = (lhr: Result, audit: string): Items => {
  const details = lhr.audits[audit]?.details as { items?: Items } | undefined;
  return details?.items ?? [];
};

/** The file name of a script URL (what tells our chunks apart). */
const shortUrl = (url: unknown): string => {
  const text = String(url ?? '');
  return text.replace(/^https?:\/\/[^/]+/, '').replace(/^\/admin\/assets\//, '') || text;
};

const ms = (value: unknown) => `${Math.round(Number(value))} ms`;

/** The diagnostics of one run, indented lines. */
export function detailLines(lhr: Result): string[] {
  const lines: string[] = [];
  const tasks = itemsOf(lhr, 'long-tasks');
  lines.push(
    `long tasks (${tasks.length}): ${tasks.map((t) => `${ms(t.startTime)}+${ms(t.duration)} ${shortUrl(t.url)}`).join(', ')}`,
  );
  const bootup = itemsOf(lhr, 'bootup-time').slice(0, 5);
  lines.push(
    `boot-up: ${bootup.map((b) => `${shortUrl(b.url)} total ${ms(b.total)} (script ${ms(b.scripting)}, parse ${ms(b.scriptParseCompile)})`).join('; ')}`,
  );
  const work = itemsOf(lhr, 'mainthread-work-breakdown');
  lines.push(
    `main thread: ${work.map((w) => `${String(w.groupLabel ?? w.group)} ${ms(w.duration)}`).join(', ')}`,
  );
  const lcp = itemsOf(lhr, 'largest-contentful-paint-element');
  const element = (lcp[0] as { items?: Items } | undefined)?.items?.[0]?.node as
    { snippet?: string; nodeLabel?: string } | undefined;
  const phases = (lcp[1] as { items?: Items } | undefined)?.items ?? [];
  lines.push(
    `LCP element: ${element?.snippet ?? element?.nodeLabel ?? '?'}; ${phases.map((p) => `${String(p.phase)} ${ms(p.timing)}`).join(', ')}`,
  );
  return lines.map((line) => `      ${line}`);
}
