// Runs bcryptjs off the main thread for password.ts. Plain JavaScript so it loads without a TypeScript loader.
import { parentPort } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

parentPort.on('message', async ({ id, op, password, hash, cost }) => {
  try {
    // bcryptjs writes $2b$; for passwords of at most 72 bytes (enforced before hashing) $2a$ and $2b$ are the
    // same algorithm, and $2a$ is what Supabase Auth's Go bcrypt stores.
    const result =
      op === 'hash'
        ? (await bcrypt.hash(password, cost)).replace(/^\$2b\$/, '$2a$')
        : await bcrypt.compare(password, hash);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.message ?? error) });
  }
});
