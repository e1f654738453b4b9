import { defineConfig } from '@playwright/test';

// supabase-js in the test workers needs Node 22+ (the devDependency `node`, which npm scripts and npx put first).
if (Number(process.versions.node.split('.')[0]) < 22) {
  throw new Error(`Node ${process.version}: run the browser tests through npm (npm run test:e2e) or npx.`);
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
