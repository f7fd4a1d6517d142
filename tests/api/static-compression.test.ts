/**
 * The built client files are served compressed (decision 019): brotli or gzip by Accept-Encoding,
 * with Content-Encoding and Vary, the bytes precompressed at build (dist/client/*.br, *.gz).
 */
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { api, baseUrl, newUser } from '../support/api.ts';

/** Raw GET (fetch would decode the body and hide Content-Encoding's effect on the bytes). */
function rawGet(path: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl()}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function biggestScript(): Promise<string> {
  const { token } = await newUser({ role: 'client_premium' });
  const html = (await api('/catalogue', { cookie: `session=${token}`, headers: { accept: 'text/html' } })).text;
  const scripts = [...new Set([...html.matchAll(/\/_astro\/[\w.-]+\.js/g)].map((m) => m[0]))];
  expect(scripts.length).toBeGreaterThan(0);
  let best = scripts[0]!;
  let size = 0;
  for (const s of scripts) {
    const res = await rawGet(s, {});
    if (res.body.length > size) [best, size] = [s, res.body.length];
  }
  return best;
}

describe('compressed client files', () => {
  it('answers brotli, gzip or identity by Accept-Encoding, with Vary, the same bytes once decoded', async () => {
    const script = await biggestScript();
    const plain = await rawGet(script, {});
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const br = await rawGet(script, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);

    const gz = await rawGet(script, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(gz.headers.etag).not.toBe(br.headers.etag);

    // A revalidation answers 304 for the encoding's own tag.
    const again = await rawGet(script, { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.headers.vary).toMatch(/accept-encoding/i);

    const css = (await api('/connexion', { headers: { accept: 'text/html' } })).text.match(/\/_astro\/[\w.-]+\.css/)?.[0];
    if (css) expect((await rawGet(css, { 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br');
  });

  it('are precompressed at build (dist/client/*.br and *.gz)', async () => {
    const script = await biggestScript();
    const file = join(process.cwd(), 'dist', 'client', script);
    expect(existsSync(`${file}.br`)).toBe(true);
    expect(existsSync(`${file}.gz`)).toBe(true);
    // The copies are variants, not URLs of their own.
    expect((await rawGet(`${script}.br`, {})).headers['content-type'] ?? '').not.toMatch(/javascript/);
  });
});

describe('compressed pages (decision 032)', () => {
  it('a rendered page leaves gzipped for a client that accepts gzip, identity otherwise, with Vary', async () => {
    const plain = await rawGet('/reference-api', {});
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const gz = await rawGet('/reference-api', { 'accept-encoding': 'gzip, deflate, br' });
    expect(gz.status).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toMatch(/^text\/html/);
    expect(gz.headers['content-security-policy']).toBeTruthy();
    expect(gz.body.length).toBeLessThan(plain.body.length / 5);
    // The same page once decoded (the request id and the build's dev bar aside, it is the same render).
    const decoded = gunzipSync(gz.body).toString('utf8');
    expect(decoded.length).toBeGreaterThan(plain.body.length * 0.99);
    expect(decoded).toContain('</html>');
  });

  it('a signed-in page is compressed too; API answers stay identity', async () => {
    const { token } = await newUser({ role: 'client_premium' });
    const page = await rawGet('/catalogue', { 'accept-encoding': 'gzip', cookie: `session=${token}` });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.body).toString('utf8')).toContain('</html>');
    const json = await rawGet('/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(json.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(json.body.toString('utf8')).openapi).toMatch(/^3\./);
  });
});
