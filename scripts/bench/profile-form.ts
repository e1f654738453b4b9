// Where the time goes when a card row is tapped on the 4×-throttled 768 px tablet (issue 24): the long tasks after
// the tap, the requests, and the functions with the most self time (a CDP CPU profile of the production build;
// `--no-minify` keeps the names). `--renders`: each React commit's components, with their render times from
// React's profiling build; `--trace`: each long task's style, layout and script time; `--runs N`: only the medians
// of form shown, usable and blocking time, as bench:interaction measures them; SCREENSHOT=file.png: the open form.
// A diagnostic for engineers, not a gate and not a comparison (bench:interaction compares with the stock app).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { build, preview } from 'vite';
import { freePort, startStack } from '../../supabase/local/stack.ts';
import { CARD_FORM_READY, median } from '../support/bench-apps.ts';
import {
  blockingTime,
  installProbes,
  quietAfter,
  readProbe,
  type RenderProbe,
} from '../support/page-probes.ts';
import type { Browser, BrowserContextOptions, BrowserContext } from '@playwright/test';
import { loadavg } from 'node:os';
import { signInAsSeededAdmin } from '../support/sign-in.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A throttled tablet context on the card list, its rows shown and the main thread quiet for a second. */
async function openCardList(
  browser: Browser,
  options: BrowserContextOptions,
  listUrl: string,
  renders: RenderProbe,
) {
  const context: BrowserContext = await browser.newContext(options);
  await installProbes(context, renders);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(listUrl);
  const row = page.locator('[data-testid="compact-list"] a[href*="/admin/cards/"]').first();
  await row.waitFor();
  await quietAfter(page, await page.evaluate(() => performance.now()), 1000);
  return { context, page, cdp, row };
}

async function main() {
  const appPort = await freePort();
  const origin = `http://127.0.0.1:${appPort}`;
  const stack = await startStack({ port: 0, dataDir: null, quiet: true, siteUrl: origin });
  const outDir = await mkdtemp(join(tmpdir(), 'profile-build-'));
  process.env.VITE_SUPABASE_URL = stack.url;
  process.env.VITE_SUPABASE_ANON_KEY = stack.anonKey;
  const minify = !process.argv.includes('--no-minify');
  await build({
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, minify },
    // --renders: React's profiling build, whose fibers carry their render time (selfBaseDuration).
    ...(process.argv.includes('--renders')
      ? { resolve: { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] } }
      : {}),
  });
  const server = await preview({
    logLevel: 'error',
    build: { outDir },
    preview: { port: appPort, strictPort: true, host: '127.0.0.1' },
  });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const tablet = {
      viewport: { width: 768, height: 1024 },
      deviceScaleFactor: 2,
      hasTouch: true,
      isMobile: true,
      locale: 'sv-SE',
    };
    const first = await browser.newContext(tablet);
    const p0 = await first.newPage();
    await signInAsSeededAdmin(p0, `${origin}/admin/login`);
    const state = await first.storageState();
    await first.close();
    const listUrl = `${origin}/admin/cards`;
    const runs = Number(process.argv[process.argv.indexOf('--runs') + 1] || 0);
    if (process.argv.includes('--runs')) {
      const rows: Array<[number, number, number]> = [];
      for (let run = 0; run < runs; run++) {
        const { context, page, row } = await openCardList(
          browser,
          { ...tablet, storageState: state },
          listUrl,
          false,
        );
        const tapAt = await page.evaluate(() => performance.now());
        await row.tap();
        await page.locator(CARD_FORM_READY).waitFor();
        const shown = await page.evaluate(() => performance.now());
        const usable = await quietAfter(page, shown, 500);
        const probe = await readProbe(page);
        rows.push([shown - tapAt, usable - tapAt, blockingTime(probe, tapAt)]);
        console.log(
          `run ${run + 1}: shown ${Math.round(shown - tapAt)}, usable ${Math.round(usable - tapAt)}, TBT ${blockingTime(probe, tapAt)}`,
        );
        await context.close();
      }
      const med = (i: number) => Math.round(median(rows.map((r) => r[i])));
      console.log(
        `medians of ${runs}: shown ${med(0)} ms, usable ${med(1)} ms, TBT ${med(2)} ms; load ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
      );
      return;
    }
    const { page, cdp, row } = await openCardList(
      browser,
      { ...tablet, storageState: state },
      listUrl,
      process.argv.includes('--renders') ? 'log' : false,
    );
    const tracing = process.argv.includes('--trace');
    if (tracing)
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink'],
      });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const tapAt = await page.evaluate(() => performance.now());
    const t0 = Date.now();
    const net: string[] = [];
    page.on('requestfinished', (r) =>
      net.push(
        `  +${Date.now() - t0} ms done ${r.method()} ${r.url().replace(origin, '').replace(stack.url, '').slice(0, 140)}`,
      ),
    );
    await row.tap();
    await page.locator(CARD_FORM_READY).waitFor();
    const shown = await page.evaluate(() => performance.now());
    const usable = await quietAfter(page, shown, 1000);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    const probe = await readProbe(page);
    if (process.env.SCREENSHOT) await page.screenshot({ path: process.env.SCREENSHOT, fullPage: true });
    if (tracing) {
      interface TraceEvent {
        name: string;
        ph: string;
        ts: number;
        dur?: number;
        tid: number;
        args?: { data?: { frame?: string } };
      }
      const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
        traceEvents: TraceEvent[];
      };
      // The renderer's main thread: the thread of the long RunTask events.
      const tasks = traceEvents.filter((e) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) > 50_000);
      const main = tasks.sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0]?.tid;
      const inMain = traceEvents.filter((e) => e.tid === main && e.ph === 'X' && e.dur);
      for (const task of inMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 50_000)) {
        const end = task.ts + (task.dur ?? 0);
        const children = inMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
        const byName = new Map<string, number>();
        for (const e of children)
          if (
            [
              'UpdateLayoutTree',
              'Layout',
              'Paint',
              'PrePaint',
              'Layerize',
              'FunctionCall',
              'EvaluateScript',
              'v8.compile',
              'ParseHTML',
              'MinorGC',
              'MajorGC',
              'HitTest',
              'TimerFire',
              'EventDispatch',
              'FireAnimationFrame',
              'UpdateLayerTree',
              'v8.parseOnBackground',
              'ScheduleStyleRecalculation',
              'InvalidateLayout',
              'RunMicrotasks',
            ].includes(e.name)
          )
            byName.set(e.name, (byName.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
        console.log(
          `trace task ${Math.round((task.dur ?? 0) / 1000)} ms: ${[...byName.entries()]
            .sort((a, b) => b[1] - a[1])
            .map(([k, v]) => `${k} ${v.toFixed(0)}`)
            .join(', ')}`,
        );
      }
    }
    console.log(`form shown ${Math.round(shown - tapAt)} ms, usable ${Math.round(usable - tapAt)} ms`);
    for (const t of probe.longtasks.filter((t) => t.start >= tapAt))
      console.log(`  long task at +${Math.round(t.start - tapAt)} ms: ${Math.round(t.duration)} ms`);
    console.log(net.join('\n'));
    if (process.argv.includes('--renders')) {
      const commits = probe.commitLog.filter((c) => c.at >= tapAt);
      for (const c of commits) {
        const names = Object.entries(c.names).sort((a, b) => b[1] - a[1]);
        const total = names.reduce((sum, [, n]) => sum + n, 0);
        console.log(
          `commit at +${Math.round(c.at - tapAt)} ms: ${total} renders; roots: ${c.roots.join(', ')}`,
        );
        console.log(
          `    ${names
            .slice(0, 25)
            .map(([k, v]) => `${k}×${v}`)
            .join(' ')}`,
        );
        const self = Object.entries(c.ms).sort((a, b) => b[1] - a[1]);
        if (total > 100) {
          console.log(
            `    self render ms (throttled): total ${self.reduce((t, [, v]) => t + v, 0).toFixed(1)}; ${self
              .slice(0, 20)
              .map(([k, v]) => `${k} ${v.toFixed(1)}`)
              .join(', ')}`,
          );
          const tree = Object.entries(c.tree).sort((a, b) => b[1] - a[1]);
          console.log(
            `    subtree ms: ${tree
              .slice(0, 60)
              .map(([k, v]) => `${k} ${v.toFixed(1)}`)
              .join(', ')}`,
          );
        }
      }
    }
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const self = new Map<string, number>();
    const byFile = new Map<string, number>();
    profile.samples.forEach((id, i) => {
      const node = byId.get(id)!;
      const f = node.callFrame;
      const file = f.url.split('/').pop() || '(native)';
      const key = `${f.functionName || '(anon)'} ${file}:${f.lineNumber + 1}`;
      const dt = profile.timeDeltas[i] / 1000;
      self.set(key, (self.get(key) ?? 0) + dt);
      byFile.set(file, (byFile.get(file) ?? 0) + dt);
    });
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const phase = new Map<string, number>();
    const PHASES: Array<[RegExp, string]> = [
      [/^commit|^flushLayoutEffects|^flushPassiveEffects|^flushSpawnedWork/, 'react commit+effects'],
      [/^renderRootSync|^renderRootConcurrent|^workLoop/, 'react render'],
      [/^evaluate|^\(root\)$/, 'other'],
    ];
    profile.samples.forEach((id, i) => {
      let label = '';
      const own = byId.get(id)!.callFrame.functionName;
      if (own === '(program)' || own === '(idle)' || own === '(garbage collector)') label = own;
      for (let cur: number | undefined = id; cur !== undefined && !label; cur = parent.get(cur)) {
        const name = byId.get(cur)!.callFrame.functionName;
        for (const [re, l] of PHASES)
          if (re.test(name)) {
            label = l;
            break;
          }
      }
      label ||= 'other JS';
      phase.set(label, (phase.get(label) ?? 0) + profile.timeDeltas[i] / 1000);
    });
    console.log(
      'self time by phase:',
      [...phase.entries()].map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', '),
    );
    const top = (m: Map<string, number>, n: number) =>
      [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);
    console.log('self time by file (ms, throttled):');
    for (const [k, v] of top(byFile, 15)) console.log(`  ${v.toFixed(0).padStart(6)}  ${k}`);
    console.log('self time by function:');
    for (const [k, v] of top(self, Number(process.env.TOP ?? 40)))
      console.log(`  ${v.toFixed(0).padStart(6)}  ${k}`);
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    await rm(outDir, { recursive: true, force: true });
    await stack.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
