import { defineConfig } from '@playwright/test';

// supabase-js in the test workers needs Node's WebSocket, behind a flag on Node 20.
if (!process.env.NODE_OPTIONS?.includes('--experimental-websocket')) {
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --experimental-websocket`.trim();
}

// Overridable so that several checkouts can run their browser tests side by side.
export const E2E_APP_PORT = Number(process.env.E2E_APP_PORT ?? 4183);
export const E2E_STACK_PORT = Number(process.env.E2E_STACK_PORT ?? 54341);

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_APP_PORT}`,
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-dev-shm-usage',
      ],
    },
  },
});
