import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { assertPortFree, freePort } from '../../supabase/local/ports';

// Issue 31: a taken port's message names the setting that moves the stack elsewhere.
describe('a taken stack port', () => {
  it('says so and names SUPABASE_LOCAL_PORT', async () => {
    const port = await freePort();
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    try {
      await expect(assertPortFree(port)).rejects.toThrow(
        `Port ${port} on 127.0.0.1 is in use: is the local stack already running? Stop it, or set SUPABASE_LOCAL_PORT to a free port.`,
      );
    } finally {
      blocker.close();
    }
  });
});
