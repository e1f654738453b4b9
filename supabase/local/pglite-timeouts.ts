// Statement timeouts for PGlite, in the PGlite process (pglite-worker.ts).
//
// PostgreSQL enforces statement_timeout with a SIGALRM timer: timeout.c arms setitimer(ITIMER_REAL) when a statement
// starts, and the signal handler sets InterruptPending/QueryCancelPending, which the executor polls
// (CHECK_FOR_INTERRUPTS) and answers with 57014. In PGlite, Emscripten implements setitimer with a JavaScript timer
// (`_setitimer_js`), which can only fire once the query has returned the thread to the event loop: a long query
// runs to its end. PostgREST still sets each role's timeout (anon 3 s, authenticated 8 s, bootstrap/roles.sql) with
// set_config per request, so the armed timer carries the right deadline.
//
// Here the WebAssembly memory is made shared (the module's memory import is marked shared, so the same bytes can be
// seen by another thread), and a watchdog thread reads the session's statement_timeout (the GUC variable, located
// once, see locateStatementTimeout) and sets InterruptPending and QueryCancelPending (both exported by pglite.wasm)
// when a protocol call has run longer than that,
// exactly what the signal handler would do: PostgreSQL then cancels the statement at its next interrupt check and
// the session stays usable. The cancel reason the handler records (timeout.c's indicator) is not reachable, so the
// error says "user request"; it is rewritten to PostgreSQL's "statement timeout" wording on its way out.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Extension, PGlite } from '@electric-sql/pglite';

const IDLE = 0;
const BUSY = 1;
const POKING = 2;
const POKED = 3;

function readLeb(bytes: Uint8Array, start: number): [number, number] {
  let result = 0;
  let shift = 0;
  let pos = start;
  let byte: number;
  do {
    byte = bytes[pos++];
    result |= (byte & 0x7f) << shift;
    shift += 7;
  } while (byte & 0x80);
  return [result >>> 0, pos];
}

function writeLeb(value: number): number[] {
  const out: number[] = [];
  let rest = value >>> 0;
  do {
    const byte = rest & 0x7f;
    rest >>>= 7;
    out.push(rest ? byte | 0x80 : byte);
  } while (rest);
  return out;
}

/** PGlite's own maximum (32768 pages of 64 KiB, 2 GiB): a shared memory import must declare one. */
const MAXIMUM_PAGES = 32768;

/** A copy of a WebAssembly binary whose imported memory is declared shared (with a maximum when it had none). */
export function withSharedMemoryImport(input: BufferSource): Uint8Array<ArrayBuffer> {
  const bytes = ArrayBuffer.isView(input)
    ? new Uint8Array(input.buffer, input.byteOffset, input.byteLength)
    : new Uint8Array(input);
  let pos = 8;
  while (pos < bytes.length) {
    const sectionStart = pos;
    const id = bytes[pos++];
    let size: number;
    [size, pos] = readLeb(bytes, pos);
    const bodyStart = pos;
    const end = pos + size;
    if (id === 2) {
      let count: number;
      [count, pos] = readLeb(bytes, pos);
      for (let i = 0; i < count; i++) {
        for (let name = 0; name < 2; name++) {
          let length: number;
          [length, pos] = readLeb(bytes, pos);
          pos += length;
        }
        const kind = bytes[pos++];
        if (kind === 0) [, pos] = readLeb(bytes, pos);
        else if (kind === 1) {
          pos++;
          const flags = bytes[pos++];
          [, pos] = readLeb(bytes, pos);
          if (flags & 1) [, pos] = readLeb(bytes, pos);
        } else if (kind === 2) {
          const flags = bytes[pos];
          const [minimum, afterMinimum] = readLeb(bytes, pos + 1);
          let afterLimits = afterMinimum;
          let maximum = MAXIMUM_PAGES;
          if (flags & 1) [maximum, afterLimits] = readLeb(bytes, afterMinimum);
          const limits = [flags | 3, ...writeLeb(minimum), ...writeLeb(maximum)];
          const body = [...bytes.subarray(bodyStart, pos), ...limits, ...bytes.subarray(afterLimits, end)];
          const out = new Uint8Array(
            bytes.length - (end - sectionStart) + 1 + writeLeb(body.length).length + body.length,
          );
          out.set(bytes.subarray(0, sectionStart));
          out.set([id, ...writeLeb(body.length), ...body], sectionStart);
          out.set(bytes.subarray(end), sectionStart + 1 + writeLeb(body.length).length + body.length);
          return out;
        } else if (kind === 3) pos += 2;
        else if (kind === 4) [, pos] = readLeb(bytes, pos + 1);
        else throw new Error(`Unknown import kind ${kind}`);
      }
    }
    pos = end;
  }
  const copy = new Uint8Array(bytes.length);
  copy.set(bytes);
  return copy;
}

let webAssemblyPatched = false;

const importsSharedMemory = (imports: WebAssembly.Imports | undefined): boolean => {
  const memory = (imports?.env as Record<string, unknown> | undefined)?.memory;
  return memory instanceof WebAssembly.Memory && memory.buffer instanceof SharedArrayBuffer;
};

/**
 * PGlite links its contrib extensions (pgcrypto, pg_trgm, …) as side modules that import the same memory: given the
 * shared memory, their import must say shared too. Emscripten's dynamic linker loads them either with
 * WebAssembly.instantiate(bytes, imports) or with new WebAssembly.Module(bytes) + new WebAssembly.Instance; both are
 * wrapped here, and change nothing for modules instantiated with an ordinary memory (initdb.wasm).
 */
function patchSideModuleLoading(): void {
  if (webAssemblyPatched) return;
  webAssemblyPatched = true;
  const OriginalModule = WebAssembly.Module;
  const OriginalInstance = WebAssembly.Instance;
  const originalInstantiate = WebAssembly.instantiate.bind(WebAssembly);
  const sources = new WeakMap<WebAssembly.Module, Uint8Array<ArrayBuffer>>();
  const isBytes = (value: unknown): value is BufferSource =>
    value instanceof ArrayBuffer || ArrayBuffer.isView(value);
  const Module = function (bytes: BufferSource) {
    const module = new OriginalModule(bytes);
    // The same bytes with a shared memory import, compiled only if the module is instantiated with one.
    sources.set(module, withSharedMemoryImport(bytes));
    return module;
  } as unknown as typeof WebAssembly.Module;
  Module.prototype = OriginalModule.prototype;
  Object.assign(Module, {
    customSections: OriginalModule.customSections,
    exports: OriginalModule.exports,
    imports: OriginalModule.imports,
  });
  const Instance = function (module: WebAssembly.Module, imports?: WebAssembly.Imports) {
    const source = sources.get(module);
    if (source && importsSharedMemory(imports))
      return new OriginalInstance(new OriginalModule(withSharedMemoryImport(source)), imports);
    return new OriginalInstance(module, imports);
  } as unknown as typeof WebAssembly.Instance;
  Instance.prototype = OriginalInstance.prototype;
  WebAssembly.Module = Module;
  WebAssembly.Instance = Instance;
  WebAssembly.instantiate = ((source: BufferSource | WebAssembly.Module, imports?: WebAssembly.Imports) =>
    isBytes(source) && importsSharedMemory(imports)
      ? originalInstantiate(withSharedMemoryImport(source), imports)
      : originalInstantiate(source as BufferSource, imports)) as typeof WebAssembly.instantiate;
}

// The watchdog thread: polls every 10 ms; when the armed deadline has passed while a query runs, it raises the two
// flags PostgreSQL's SIGALRM handler raises.
const WATCHDOG = `
const { workerData } = require('node:worker_threads');
const { memory, control, base } = workerData;
const state = new Int32Array(control);
for (;;) {
  Atomics.wait(state, 2, 0, 10);
  if (Atomics.load(state, 2) === 1) break;
  if (Atomics.load(state, 0) !== ${BUSY}) continue;
  const address = Atomics.load(state, 5);
  if (address < 0) continue;
  const timeout = new Int32Array(memory.buffer)[address];
  if (timeout <= 0 || Date.now() - base - Atomics.load(state, 6) < timeout) continue;
  if (Atomics.compareExchange(state, 0, ${BUSY}, ${POKING}) !== ${BUSY}) continue;
  const heap = new Uint8Array(memory.buffer);
  heap[Atomics.load(state, 3)] = 1;
  heap[Atomics.load(state, 4)] = 1;
  Atomics.store(state, 1, 0);
  Atomics.store(state, 0, ${POKED});
}
`;

const USER_REQUEST = 'canceling statement due to user request';
const STATEMENT_TIMEOUT = 'canceling statement due to statement timeout';

/** Rewrites the message field of 57014 ErrorResponses (whole messages within the chunk) to the timeout wording. */
function timeoutWording(chunk: Uint8Array): Uint8Array {
  const text = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  if (!text.includes(USER_REQUEST)) return chunk;
  const parts: Buffer[] = [];
  let pos = 0;
  while (pos + 5 <= text.length) {
    const length = text.readInt32BE(pos + 1);
    const end = pos + 1 + length;
    if (end > text.length) break;
    const message = text.subarray(pos, end);
    if (message[0] === 0x45 && message.includes('C57014\0') && message.includes(`M${USER_REQUEST}\0`)) {
      const body = Buffer.from(
        message.subarray(5).toString('utf8').replace(`M${USER_REQUEST}\0`, `M${STATEMENT_TIMEOUT}\0`),
      );
      const header = Buffer.alloc(5);
      header[0] = 0x45;
      header.writeInt32BE(body.length + 4, 1);
      parts.push(header, body);
    } else parts.push(message);
    pos = end;
  }
  parts.push(text.subarray(pos));
  return new Uint8Array(Buffer.concat(parts));
}

/**
 * The address (in 32-bit words) of PostgreSQL's StatementTimeout GUC variable in PGlite's memory, found by setting
 * the GUC to two unlikely values and keeping the word that followed both. The watchdog reads the timeout there, so
 * only statement_timeout cancels a statement: timeout.c multiplexes every timer on one alarm (the idle stats flush,
 * deadlock_timeout, …) and the armed deadline alone cannot tell them apart (a seed or a migration running longer
 * than the next stats flush was cancelled). -1 when the variable cannot be found: then nothing is cancelled.
 */
async function locateStatementTimeout(db: PGlite, memory: WebAssembly.Memory): Promise<number> {
  let candidates: number[] | undefined;
  const keep = async (sql: string, value: number) => {
    await db.exec(sql);
    const words = new Int32Array(memory.buffer);
    if (!candidates) {
      // indexOf rather than a callback per word: the memory is hundreds of MB once a database is loaded.
      candidates = [];
      for (let index = words.indexOf(value); index !== -1; index = words.indexOf(value, index + 1)) {
        candidates.push(index);
      }
    } else candidates = candidates.filter((index) => words[index] === value);
  };
  await keep('set statement_timeout = 987654321', 987654321);
  // The GUC stack restores the variable at commit without parsing: copies of the parsed value (stack slots of
  // set_config_option) keep 123456789 and drop out here.
  await keep('begin; set local statement_timeout = 123456789; commit', 987654321);
  await keep('set statement_timeout = 123456789', 123456789);
  await keep('reset statement_timeout', 0);
  if (candidates?.length !== 1) {
    process.stderr.write(
      `PGlite: statement_timeout not located (${candidates?.length} candidates); not enforced\n`,
    );
    return -1;
  }
  return candidates[0];
}

export interface StatementTimeouts {
  /** Pass as a PGlite extension: shares the memory and wraps the timer import. */
  extension: Extension;
  /** After PGlite.create: makes the socket server's protocol calls interruptible. */
  attach(db: PGlite): Promise<void>;
  stop(): Promise<void>;
}

export function statementTimeouts(): StatementTimeouts {
  let setitimer: ((which: number, ms: number) => number) | undefined;
  let deliverAlarm: ((which: number, now: number) => void) | undefined;
  patchSideModuleLoading();
  const require = createRequire(import.meta.url);
  const wasmPath = require.resolve('@electric-sql/pglite').replace(/index\.c?js$/, 'pglite.wasm');
  const module = new WebAssembly.Module(withSharedMemoryImport(readFileSync(wasmPath)));
  // As PGlite sizes its own memory (2048 initial pages, 32768 at most).
  const memory = new WebAssembly.Memory({ initial: 2048, maximum: 32768, shared: true });
  // [0] state, [1] deadline (ms after base, 0 = none), [2] stop, [3] &InterruptPending, [4] &QueryCancelPending
  const control = new SharedArrayBuffer(7 * 4);
  const state = new Int32Array(control);
  const base = Date.now();
  Atomics.store(state, 5, -1);
  const watchdog = new Worker(WATCHDOG, { eval: true, workerData: { memory, control, base } });
  watchdog.unref();

  const extension: Extension = {
    name: 'statement-timeouts',
    setup: async (_pg, emscriptenOpts: Record<string, unknown>) => {
      const instantiate = emscriptenOpts.instantiateWasm as unknown;
      if (typeof instantiate !== 'function')
        throw new Error('PGlite no longer instantiates through instantiateWasm');
      return {
        emscriptenOpts: {
          ...emscriptenOpts,
          wasmMemory: memory,
          instantiateWasm: (
            imports: { env: Record<string, unknown> },
            done: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
          ) => {
            const env = imports.env;
            const original = env._setitimer_js as (which: number, ms: number) => number;
            setitimer = original;
            env._setitimer_js = (which: number, ms: number) => {
              Atomics.store(state, 1, ms > 0 ? Math.max(1, Date.now() - base + ms) : 0);
              return original(which, ms);
            };
            env.memory = memory;
            void WebAssembly.instantiate(module, imports as WebAssembly.Imports).then((instance) => {
              const exported = instance.exports as Record<string, WebAssembly.Global>;
              Atomics.store(state, 3, Number(exported.InterruptPending.value));
              Atomics.store(state, 4, Number(exported.QueryCancelPending.value));
              deliverAlarm = instance.exports._emscripten_timeout as (which: number, now: number) => void;
              done(instance, module);
            });
            return {};
          },
        },
      };
    },
  };

  const enter = () => {
    Atomics.store(state, 6, Date.now() - base);
    Atomics.store(state, 0, BUSY);
  };
  /**
   * timeout.c leaves its alarm armed when a statement ends early and, while it believes a signal is pending, does
   * not re-arm for the next statement whose timeout is due later: the published deadline would then be the old one.
   * Delivering the pending alarm now, between statements (the JavaScript timer would deliver it on the next idle
   * turn anyway), makes timeout.c forget it, so every statement that sets a timeout arms the timer afresh.
   */
  const flushAlarm = () => {
    if (Atomics.load(state, 1) === 0 || !setitimer || !deliverAlarm) return;
    Atomics.store(state, 1, 0);
    setitimer(0, 0);
    deliverAlarm(0, performance.now());
  };
  /** Back to idle; clears a poke that landed after the statement had ended. */
  const leave = (): void => {
    flushAlarm();
    for (;;) {
      const previous = Atomics.compareExchange(state, 0, BUSY, IDLE);
      if (previous === BUSY || previous === IDLE) return;
      if (previous === POKED) {
        const heap = new Uint8Array(memory.buffer);
        heap[Atomics.load(state, 3)] = 0;
        heap[Atomics.load(state, 4)] = 0;
        Atomics.store(state, 0, IDLE);
        return;
      }
      // POKING: the watchdog is writing the flags; wait for it.
      Atomics.wait(state, 0, POKING, 1);
    }
  };

  return {
    extension,
    async attach(db) {
      Atomics.store(state, 5, await locateStatementTimeout(db, memory));
      type Stream = PGlite['execProtocolRawStream'];
      const stream = db.execProtocolRawStream.bind(db) as Stream;
      db.execProtocolRawStream = (async (message, options) => {
        const onRawData = options?.onRawData;
        enter();
        try {
          await stream(message, {
            ...options,
            // The error of a cancelled statement is written after the watchdog's poke.
            onRawData: (chunk: Uint8Array) =>
              onRawData?.(Atomics.load(state, 0) === POKED ? timeoutWording(chunk) : chunk),
          });
        } finally {
          leave();
        }
      }) as Stream;
    },
    stop: async () => {
      Atomics.store(state, 2, 1);
      Atomics.notify(state, 2);
      await watchdog.terminate();
    },
  };
}
