// Precompressed assets and immutable caching (issue 24): the preview the browser tests and benches use serves the
// build's .br/.gz files for /assets/ with Cache-Control immutable, as the deployed hosts do.
import { get, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from './fixtures';

/** A raw GET (no client-side decompression): status, headers and the bytes as sent. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

test('an asset comes brotli- or gzip-compressed as the browser accepts, cached for a year', async ({
  page,
  baseURL,
}) => {
  await page.goto('/admin/login');
  const entry = await page.locator('script[type="module"]').first().getAttribute('src');
  const url = new URL(entry!, baseURL).href;

  const plain = await rawGet(url, { 'Accept-Encoding': 'identity' });
  expect(plain.status).toBe(200);
  expect(plain.headers['content-encoding']).toBeUndefined();

  const br = await rawGet(url, { 'Accept-Encoding': 'gzip, deflate, br' });
  expect(br.status).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['content-type']).toMatch(/javascript/);
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(br.headers.vary).toMatch(/Accept-Encoding/i);
  expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
  expect(br.body.length).toBeLessThan(plain.body.length / 3);
  // The security headers come with it.
  expect(br.headers['x-content-type-options']).toBe('nosniff');

  const gz = await rawGet(url, { 'Accept-Encoding': 'gzip' });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
  expect(br.body.length).toBeLessThan(gz.body.length);
  console.log(`entry chunk: ${plain.body.length} B, gzip ${gz.body.length} B, brotli ${br.body.length} B`);

  // index.html is not immutable (a new build must reach the browser), nor is whatever answers for a missing asset.
  const html = await rawGet(`${baseURL}/admin/`, { 'Accept-Encoding': 'br' });
  expect(html.headers['cache-control'] ?? '').not.toMatch(/immutable/);
  const missing = await rawGet(`${baseURL}/assets/nope-123.js`, { 'Accept-Encoding': 'br' });
  expect(missing.headers['cache-control'] ?? '').not.toMatch(/immutable/);
});
