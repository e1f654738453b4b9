import { afterAll, beforeAll } from 'vitest';
import type { Stack, StackOptions } from '../../supabase/local/stack.ts';
import { startTestStack } from './backends.ts';

/**
 * Starts a test stack (startTestStack) before the tests of the describe block this is called in and stops it after
 * them. `ready` receives the stack as soon as it answers (a file keeps it in its own `let stack`) and may prepare
 * more; `timeout` is beforeAll's, when the preparation needs another than the project's hookTimeout.
 */
export function withTestStack(
  ready: (stack: Stack) => unknown,
  options: StackOptions = {},
  timeout?: number,
): void {
  let stack: Stack | undefined;
  beforeAll(async () => {
    stack = await startTestStack(options);
    await ready(stack);
  }, timeout);
  afterAll(async () => {
    await stack?.stop();
  });
}
