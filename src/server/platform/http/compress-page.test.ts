import { describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { acceptsGzip, compressPage } from './compress-page.ts';

describe('acceptsGzip', () => {
  it.each([
    [null, false],
    ['', false],
    ['gzip', true],
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.5', true],
    ['gzip;q=0', false],
    ['GZIP', true],
    ['br', false],
    ['*', true],
    ['*;q=0', false],
    ['gzip;q=0, *', false],
    ['identity', false],
  ])('%j → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

const html = '<!doctype html><p>' + 'Référence '.repeat(500) + '</p>';
const page = (init: ResponseInit = {}) => new Response(html, { headers: { 'content-type': 'text/html', ...(init.headers as Record<string, string>) }, status: init.status ?? 200 });
const get = (encoding?: string, method = 'GET') => new Request('http://x/reference-api', { method, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('compressPage', () => {
  it('gzips an HTML page for a client that accepts it, the same text once decoded', async () => {
    const out = compressPage(get('gzip, deflate, br'), page({ status: 404 }));
    expect(out.status).toBe(404);
    expect(out.headers.get('content-encoding')).toBe('gzip');
    expect(out.headers.get('vary')).toBe('Accept-Encoding');
    const bytes = Buffer.from(await out.arrayBuffer());
    expect(bytes.length).toBeLessThan(Buffer.byteLength(html) / 4);
    expect(gunzipSync(bytes).toString('utf8')).toBe(html);
  });

  it('leaves identity (with Vary) when gzip is not accepted, and keeps an existing Vary', async () => {
    const out = compressPage(get('br;q=1, gzip;q=0'), page({ headers: { vary: 'Cookie' } }));
    expect(out.headers.get('content-encoding')).toBeNull();
    expect(out.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    expect(await out.text()).toBe(html);
  });

  it.each([
    ['HEAD', 'text/html', html],
    ['GET', 'application/json', '{"a":1}'.repeat(400)],
  ])('leaves %s %s as it is', async (method, type, body) => {
    const response = new Response(method === 'HEAD' ? null : body, { headers: { 'content-type': type } });
    expect(compressPage(get('gzip', method), response)).toBe(response);
  });

  it('leaves a tiny page and an already encoded one alone', async () => {
    const tiny = compressPage(get('gzip'), new Response('<p>ok</p>', { headers: { 'content-type': 'text/html', 'content-length': '9' } }));
    expect(tiny.headers.get('content-encoding')).toBeNull();
    const encoded = new Response('x', { headers: { 'content-type': 'text/html', 'content-encoding': 'br' } });
    expect(compressPage(get('gzip'), encoded)).toBe(encoded);
  });
});
