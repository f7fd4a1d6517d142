import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { loadStaticFiles, serveStaticFile } from './static-files.ts';

function fixture() {
  const dir = mkdtempSync(join(tmpdir(), 'static-'));
  mkdirSync(join(dir, '_astro'));
  writeFileSync(join(dir, '_astro', 'app.abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(join(dir, '.hidden'), 'secret');
  return loadStaticFiles(dir);
}

function call(files: ReturnType<typeof fixture>, method: string, url: string, headers: Record<string, string> = {}) {
  const out: { status?: number; headers?: Record<string, string>; body?: Buffer | string } = {};
  const res = { writeHead: (s: number, h: Record<string, string>) => Object.assign(out, { status: s, headers: h }), end: (b?: Buffer) => (out.body = b) } as unknown as ServerResponse;
  const handled = serveStaticFile(files, { method, url, headers } as IncomingMessage, res);
  return { handled, ...out };
}

describe('static files from memory', () => {
  const files = fixture();

  it.each([
    ['GET', '/_astro/app.abc123.js', true, 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable'],
    ['GET', '/_astro/app.abc123.js?v=2', true, 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable'],
    ['GET', '/robots.txt', true, 'text/plain; charset=utf-8', 'public, max-age=3600'],
    ['HEAD', '/robots.txt', true, 'text/plain; charset=utf-8', 'public, max-age=3600'],
  ])('%s %s is served', (method, url, handled, type, cache) => {
    const res = call(files, method, url);
    expect(res.handled).toBe(handled);
    expect(res.status).toBe(200);
    expect(res.headers!['content-type']).toBe(type);
    expect(res.headers!['cache-control']).toBe(cache);
    expect(res.body === undefined).toBe(method === 'HEAD');
  });

  it.each([
    ['GET', '/api/levels'],
    ['GET', '/.hidden'],
    ['GET', '/_astro/../robots.txt'],
    ['POST', '/robots.txt'],
    ['GET', '/_astro/missing.js'],
  ])('%s %s goes to the app', (method, url) => {
    expect(call(files, method, url).handled).toBe(false);
  });

  it('answers 304 to a matching If-None-Match', () => {
    const etag = call(files, 'GET', '/robots.txt').headers!.etag!;
    expect(call(files, 'GET', '/robots.txt', { 'if-none-match': `W/${etag}` }).status).toBe(304);
    expect(call(files, 'GET', '/robots.txt', { 'if-none-match': '"other"' }).status).toBe(200);
  });
});
