// The embedded stack's stand-in for the Supabase CLI's mail catcher (Inbucket, now Mailpit): a page listing the mails
// the auth server "sent" (supabase/local/auth/mail.ts keeps them in the stack's mailbox) and one page per mail.
// Port as the CLI's `[inbucket] port = 54324` (supabase/cli pkg/config/templates/config.toml @ 0000e2e6fff3,
// printed by `supabase start` as "Mailpit URL: http://127.0.0.1:54324"). Our mails are plain text; every value is
// HTML-escaped, and only http(s) links become anchors.
import { createServer, type Server } from 'node:http';
import type { Mail } from './auth/mail.ts';

export const DEFAULT_MAILBOX_PORT = 54324;

export interface MailboxServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

function safeLink(link: string | undefined): string {
  if (!link) return '';
  try {
    const url = new URL(link);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return `<p>${escapeHtml(link)}</p>`;
  } catch {
    return `<p>${escapeHtml(link)}</p>`;
  }
  return `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="sv"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#111}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.5rem;border-bottom:1px solid #ccc}
a{color:#0b57d0}a:focus{outline:3px solid #0b57d0;outline-offset:2px}pre{white-space:pre-wrap;word-break:break-word}
</style></head><body><main>${body}</main></body></html>`;
}

function listPage(mailbox: readonly Mail[]): string {
  const rows = mailbox
    .map((mail, index) => ({ mail, index }))
    .reverse()
    .map(
      ({ mail, index }) =>
        `<tr><td>${escapeHtml(mail.sentAt)}</td><td>${escapeHtml(mail.to)}</td>` +
        `<td><a href="/m/${index}">${escapeHtml(mail.subject)}</a></td><td>${escapeHtml(mail.type)}</td></tr>`,
    )
    .join('');
  const table = rows
    ? `<table><caption>Senaste först</caption><thead><tr><th scope="col">Skickat</th><th scope="col">Till</th>` +
      `<th scope="col">Ämne</th><th scope="col">Typ</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>Inga mejl ännu.</p>';
  return page('Lokal brevlåda', `<h1>Lokal brevlåda</h1>${table}`);
}

function messagePage(mail: Mail): string {
  return page(
    mail.subject,
    `<p><a href="/">← Alla mejl</a></p><h1>${escapeHtml(mail.subject)}</h1>` +
      `<dl><dt>Till</dt><dd>${escapeHtml(mail.to)}</dd><dt>Skickat</dt><dd>${escapeHtml(mail.sentAt)}</dd>` +
      `<dt>Typ</dt><dd>${escapeHtml(mail.type)}</dd></dl>${safeLink(mail.link)}<pre>${escapeHtml(mail.text)}</pre>`,
  );
}

/** Serves the mailbox on 127.0.0.1 (port 0 = a free port): `/` lists, `/m/<n>` shows, `/api/messages` as JSON. */
export async function startMailboxServer(
  mailbox: readonly Mail[],
  port = DEFAULT_MAILBOX_PORT,
): Promise<MailboxServer> {
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const send = (status: number, type: string, body: string) => {
      response.writeHead(status, {
        'content-type': type,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'",
      });
      response.end(request.method === 'HEAD' ? undefined : body);
    };
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return send(405, 'text/plain', 'Method not allowed');
    if (path === '/') return send(200, 'text/html; charset=utf-8', listPage(mailbox));
    if (path === '/api/messages') return send(200, 'application/json', JSON.stringify(mailbox));
    const match = /^\/m\/(\d+)$/.exec(path);
    const mail = match ? mailbox[Number(match[1])] : undefined;
    if (mail) return send(200, 'text/html; charset=utf-8', messagePage(mail));
    return send(
      404,
      'text/html; charset=utf-8',
      page('Hittades inte', '<h1>Hittades inte</h1><p><a href="/">Alla mejl</a></p>'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Port ${port} on 127.0.0.1 is in use (mailbox): set SUPABASE_MAILBOX_PORT to a free port.`,
            )
          : error,
      ),
    );
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actual}`,
    port: actual,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
