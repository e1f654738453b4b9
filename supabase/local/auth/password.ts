import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** Supabase Auth hashes with bcrypt at the default cost (internal/crypto/password.go). */
export const BCRYPT_COST = 10;

interface Job {
  id: number;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  message: Record<string, unknown>;
}

/**
 * bcrypt in pure JavaScript takes ~70 ms per hash at cost 10; run on the event loop it stalls every other
 * request. A small pool of worker threads does it instead, producing the `$2a$` hashes that
 * auth.users.encrypted_password holds.
 */
export class PasswordHasher {
  private readonly workers: Worker[] = [];
  private readonly idle: Worker[] = [];
  private readonly queue: Job[] = [];
  private readonly running = new Map<Worker, Job>();
  private nextId = 1;
  private closed = false;

  constructor(private readonly size = Math.max(1, Math.min(2, availableParallelism() - 1))) {}

  private spawn(): Worker {
    const worker = new Worker(new URL('./password-worker.mjs', import.meta.url));
    worker.unref();
    worker.on('message', (message: { id: number; result?: unknown; error?: string }) => {
      const job = this.running.get(worker);
      this.running.delete(worker);
      if (job && job.id === message.id) {
        if (message.error !== undefined) job.reject(new Error(message.error));
        else job.resolve(message.result);
      }
      this.idle.push(worker);
      this.pump();
    });
    worker.on('error', (error) => {
      const job = this.running.get(worker);
      this.running.delete(worker);
      this.workers.splice(this.workers.indexOf(worker), 1);
      job?.reject(error);
      this.pump();
    });
    this.workers.push(worker);
    return worker;
  }

  private run<T>(message: Record<string, unknown>): Promise<T> {
    if (this.closed) return Promise.reject(new Error('Password hasher is closed'));
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, resolve: resolve as (v: unknown) => void, reject, message });
      this.pump();
    });
  }

  private pump(): void {
    while (this.queue.length) {
      const worker =
        this.idle.pop() ?? (this.workers.length < this.size && !this.closed ? this.spawn() : undefined);
      if (!worker) return;
      const job = this.queue.shift()!;
      this.running.set(worker, job);
      worker.postMessage({ id: job.id, ...job.message });
    }
  }

  hash(password: string, cost = BCRYPT_COST): Promise<string> {
    return this.run<string>({ op: 'hash', password, cost });
  }

  verify(password: string, hash: string): Promise<boolean> {
    if (!hash.startsWith('$2')) return Promise.resolve(false);
    return this.run<boolean>({ op: 'compare', password, hash });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('Password hasher is closed'));
    await Promise.all(this.workers.map((w) => w.terminate()));
    this.workers.length = 0;
    this.idle.length = 0;
  }
}
