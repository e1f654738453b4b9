// `npm run dev` (scripts/db/dev.ts) on ports other than 54321/5173/54324: the stack, Vite (serving the app with the
// stack's URL), the mailbox, the printed admin URL and login, and a mail whose link leads back to that Vite port.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../../supabase/local/keys.ts';
import { freePort } from '../../supabase/local/ports.ts';
import { BACKEND } from './backends.ts';
import { memoryStorage } from './auth-helpers.ts';

function spawnDev(dataDir: string, ports: { stack: number; vite: number; mailbox: number }): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    SUPABASE_LOCAL_BACKEND: BACKEND,
    SUPABASE_LOCAL_DATA_DIR: dataDir,
    SUPABASE_LOCAL_PORT: String(ports.stack),
    VITE_PORT: String(ports.vite),
    SUPABASE_MAILBOX_PORT: String(ports.mailbox),
  };
  delete env.VITE_SUPABASE_URL;
  delete env.PORT;
  return spawn(process.execPath, ['--import', 'tsx', 'scripts/db/dev.ts'], {
    cwd: process.cwd(),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

describe(`npm run dev on other ports (${BACKEND})`, () => {
  let dataDir: string;
  let child: ChildProcess;
  let output = '';
  const ports = { stack: 0, vite: 0, mailbox: 0 };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'dev-command-'));
    // A free port can be taken by a parallel test between the probe and the listen: then try other ports.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await startDev();
        break;
      } catch (error) {
        if (attempt === 3 || !/already in use|EADDRINUSE/.test(output)) throw error;
      }
    }
  });

  async function startDev() {
    output = '';
    ports.stack = await freePort();
    ports.vite = await freePort();
    ports.mailbox = await freePort();
    child = spawnDev(dataDir, ports);
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (/admin@example\.se/.test(output)) resolve();
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('exit', (code) => reject(new Error(`dev exited (${code}):\n${output}`)));
    });
  }
  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    // PostgreSQL (its own OS user when run as root) may still be removing files just after the stack's exit.
    await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 500 });
  });

  it('serves the stack, the app with the stack URL and the mailbox, and prints where', async () => {
    const stackUrl = `http://127.0.0.1:${ports.stack}`;
    const appUrl = `http://127.0.0.1:${ports.vite}/admin`;
    expect(output).toContain(`API URL: ${stackUrl}`);
    expect(output).toContain(`Admin: ${appUrl}`);
    expect(output).toContain(`Mailbox: http://127.0.0.1:${ports.mailbox}`);
    expect(output).toMatch(/password Demo-1234!/);

    const banks = await fetch(`${stackUrl}/rest/v1/banks?select=id`, { headers: { apikey: LOCAL_ANON_KEY } });
    expect(banks.status).toBe(200);
    const page = await fetch(appUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    // Vite hands the app the stack's URL (not .env.development's 54321).
    const client = await fetch(`http://127.0.0.1:${ports.vite}/src/providers/supabaseClient.ts`).then(
      (response) => response.text(),
    );
    expect(client).toContain(`"VITE_SUPABASE_URL": "${stackUrl}"`);

    const supabase = createClient(stackUrl, LOCAL_ANON_KEY, {
      auth: { storage: memoryStorage(), persistSession: false },
    });
    expect((await supabase.auth.signInWithOtp({ email: 'ny@example.se' })).error).toBeNull();
    const list = await fetch(`http://127.0.0.1:${ports.mailbox}/`).then((response) => response.text());
    const index = /<a href="\/m\/(\d+)">[^<]*<\/a><\/td><td>signup/.exec(list)?.[1];
    expect(list).toContain('ny@example.se');
    expect(index).toBeDefined();
    const message = await fetch(`http://127.0.0.1:${ports.mailbox}/m/${index}`).then((response) =>
      response.text(),
    );
    const link = /<a href="([^"]+)">/g
      .exec(message.replace('<a href="/">', ''))?.[1]
      ?.replaceAll('&amp;', '&');
    expect(link).toMatch(new RegExp(`^${stackUrl}/auth/v1/verify\\?`));
    // Auth's site_url follows the Vite port, so the mail's link lands on the running app.
    const landed = await fetch(link!, { redirect: 'manual' });
    expect(landed.headers.get('location')).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${ports.vite}`));
  });

  // Issue 31: under the dev server (React's StrictMode runs effects twice) every invitation showed "Länken är ogiltig".
  it('an invitation link opens the set-password form on the dev server, and the password then signs in', async () => {
    const stackUrl = `http://127.0.0.1:${ports.stack}`;
    const appOrigin = `http://127.0.0.1:${ports.vite}`;
    const admin = createClient(stackUrl, LOCAL_ANON_KEY, {
      auth: { storage: memoryStorage(), persistSession: false },
    });
    const { data: signedIn, error } = await admin.auth.signInWithPassword({
      email: 'admin@example.se',
      password: 'Demo-1234!',
    });
    expect(error).toBeNull();
    const email = `kollega-${Date.now()}@example.se`;
    // As the Administratörer page invites (src/providers/adminsProvider.ts).
    const invited = await fetch(`${stackUrl}/functions/v1/admin-users`, {
      method: 'POST',
      headers: {
        apikey: LOCAL_ANON_KEY,
        authorization: `Bearer ${signedIn.session!.access_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email, redirect_to: `${appOrigin}/admin/set-password` }),
    });
    expect(invited.status).toBe(201);
    const list = await fetch(`http://127.0.0.1:${ports.mailbox}/`).then((response) => response.text());
    const row = list.split('</tr>').find((line) => line.includes(email));
    const index = /<a href="\/m\/(\d+)">/.exec(row ?? '')?.[1];
    expect(index).toBeDefined();
    const message = await fetch(`http://127.0.0.1:${ports.mailbox}/m/${index}`).then((response) =>
      response.text(),
    );
    const link = [...message.matchAll(/<a href="([^"]+)">/g)]
      .map((match) => match[1]!.replaceAll('&amp;', '&'))
      .find((href) => href.includes('/auth/v1/verify'));
    expect(link).toContain('type=invite');

    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
    try {
      const page = await browser.newPage({ locale: 'sv-SE' });
      await page.goto(link!);
      await page.getByText(email).waitFor({ timeout: 60_000 });
      expect(await page.getByText('Länken är ogiltig').count()).toBe(0);
      expect(page.url()).toBe(`${appOrigin}/admin/set-password`);
      await page.getByLabel('Nytt lösenord').first().fill('Kollega-5678!');
      await page.getByLabel('Upprepa lösenordet').first().fill('Kollega-5678!');
      await page.getByRole('button', { name: 'Spara lösenord' }).click();
      await page.waitForURL(`${appOrigin}/admin/`, { timeout: 30_000 });
    } finally {
      await browser.close();
    }
    const colleague = createClient(stackUrl, LOCAL_ANON_KEY, {
      auth: { storage: memoryStorage(), persistSession: false },
    });
    const { error: signInError } = await colleague.auth.signInWithPassword({
      email,
      password: 'Kollega-5678!',
    });
    expect(signInError).toBeNull();
  }, 120_000);

  it('stops the stack, the mailbox and Vite on SIGTERM (Ctrl+C)', async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const port of [ports.stack, ports.vite, ports.mailbox])
      await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  });

  it("stops with Vite's message when its port is taken, and leaves neither the stack nor the mailbox running", async () => {
    const blocker = createServer();
    const taken = await freePort();
    await new Promise<void>((resolve) => blocker.listen(taken, '127.0.0.1', resolve));
    const failedDir = await mkdtemp(join(tmpdir(), 'dev-command-taken-'));
    try {
      const others = { stack: await freePort(), vite: taken, mailbox: await freePort() };
      const failed = spawnDev(failedDir, others);
      let text = '';
      failed.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
      failed.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => failed.once('exit', resolve));
      expect(code).not.toBe(0);
      expect(text).toMatch(new RegExp(`Port ${taken} is already in use`));
      // The message names the setting that moves Vite elsewhere (issue 31).
      expect(text).toContain('Set VITE_PORT (or --port) to a free port.');
      for (const port of [others.stack, others.mailbox])
        await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
    } finally {
      blocker.close();
      await rm(failedDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 500 });
    }
  });
});
