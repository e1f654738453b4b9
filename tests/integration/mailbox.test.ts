// The local mailbox page (supabase/local/mailbox.ts) lists the mails the embedded auth server sent and shows each
// one, with every value HTML-escaped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stack } from '../../supabase/local/stack.ts';
import { startMailboxServer, type MailboxServer } from '../../supabase/local/mailbox.ts';
import { startTestStack, BACKEND } from './backends.ts';
import { userClient } from './auth-helpers.ts';

describe(`local mailbox page (${BACKEND})`, () => {
  let stack: Stack;
  let mailbox: MailboxServer;

  beforeAll(async () => {
    stack = await startTestStack();
    mailbox = await startMailboxServer(stack.mailbox, 0);
  });
  afterAll(async () => {
    await mailbox?.close();
    await stack?.stop();
  });

  const get = async (path: string) => {
    const response = await fetch(`${mailbox.url}${path}`);
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      body: await response.text(),
    };
  };

  it('lists a sign-up mail and shows it with its link', async () => {
    const empty = await get('/');
    expect(empty.status).toBe(200);
    expect(empty.body).toContain('Inga mejl ännu.');

    const { error } = await userClient(stack).auth.signInWithOtp({ email: 'brevlada@example.se' });
    expect(error).toBeNull();
    const index = stack.mailbox.findIndex((mail) => mail.to === 'brevlada@example.se');
    expect(index).toBeGreaterThanOrEqual(0);
    const mail = stack.mailbox[index]!;
    expect(mail.type).toBe('signup');

    const list = await get('/');
    expect(list.type).toMatch(/^text\/html/);
    expect(list.body).toContain('<main>');
    expect(list.body).toContain('brevlada@example.se');
    expect(list.body).toContain(`<a href="/m/${index}">`);

    const message = await get(`/m/${index}`);
    expect(message.status).toBe(200);
    expect(message.body).toContain('<h1>');
    expect(message.body).toContain('brevlada@example.se');
    const link = mail.link!;
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/auth\/v1\/verify\?/);
    // The link as an anchor (its & escaped), and it verifies: following it lands on the site with a session.
    const escapedLink = link.replaceAll('&', '&amp;');
    expect(message.body).toContain(`<a href="${escapedLink}">`);
    const landed = await fetch(link, { redirect: 'manual' });
    expect(landed.status).toBe(303);
    expect(landed.headers.get('location')).toContain('access_token=');

    const json = await fetch(`${mailbox.url}/api/messages`).then((response) => response.json());
    expect(json).toEqual(expect.arrayContaining([expect.objectContaining({ to: 'brevlada@example.se' })]));
    expect((await get('/m/9999')).status).toBe(404);
  });

  it('escapes markup in every field and links only http(s)', async () => {
    stack.mailbox.push({
      to: 'x@example.se',
      subject: '<script>alert(1)</script>',
      text: 'Hej <img src=x onerror=alert(2)> & "citat"',
      link: 'javascript:alert(3)',
      type: 'invite',
      sentAt: new Date().toISOString(),
    });
    const index = stack.mailbox.length - 1;
    const list = await get('/');
    expect(list.body).not.toContain('<script>');
    expect(list.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const message = await get(`/m/${index}`);
    expect(message.body).not.toContain('<script>');
    expect(message.body).not.toContain('<img');
    expect(message.body).toContain('Hej &lt;img src=x onerror=alert(2)&gt; &amp; &quot;citat&quot;');
    expect(message.body).not.toContain('href="javascript:');
    expect((await fetch(`${mailbox.url}/m/${index}`)).headers.get('content-security-policy')).toContain(
      "default-src 'none'",
    );
  });
});
