import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, errorResponse, isClientAbort, jsonProblem, readBodyBytes } from './respond.ts';

const nulPath = (value: unknown) => { const found = jsonProblem(value); return found?.problem === 'nul' ? found.path : null; };
import { AppError } from './errors.ts';

describe('nulPath', () => {
  it.each([
    [{ a: 'ok', b: ['x', 'y\u0000'] }, ['b', 1]],
    [{ 'k\u0000': 1 }, ['k\u0000']],
    [{ deep: { er: [{ s: '\u0000' }] } }, ['deep', 'er', 0, 's']],
    ['\u0000', []],
    [{ a: 'fine', n: 1, t: true, z: null }, null],
  ])('%j → %j', (value, expected) => {
    expect(nulPath(value)).toEqual(expected);
  });

  it('finds a NUL at the deepest allowed level', () => {
    const depth = MAX_JSON_DEPTH;
    const value = JSON.parse('['.repeat(depth) + '"\\u0000"' + ']'.repeat(depth));
    expect(nulPath(value)).toHaveLength(depth);
  });

  it('refuses nesting deeper than MAX_JSON_DEPTH, and walks 100 000 levels without overflowing', () => {
    expect(jsonProblem(JSON.parse('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH)))).toBeNull();
    expect(jsonProblem(JSON.parse('['.repeat(MAX_JSON_DEPTH + 1) + ']'.repeat(MAX_JSON_DEPTH + 1)))?.problem).toBe('depth');
    const depth = 100_000;
    expect(jsonProblem(JSON.parse('{"a":' + '['.repeat(depth) + ']'.repeat(depth) + '}'))).toEqual({ path: ['a', ...Array(MAX_JSON_DEPTH - 1).fill(0)], problem: 'depth' });
  });
});

describe('readBodyBytes: a body over the limit', () => {
  const streamed = (bytes: number) =>
    new Request('http://x/', {
      method: 'PUT',
      body: new ReadableStream({
        start(controller) {
          for (let sent = 0; sent < bytes; sent += 64 * 1024) controller.enqueue(new Uint8Array(Math.min(64 * 1024, bytes - sent)));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);

  it.each([
    ['300 KB streamed: read to its end, the connection stays open', streamed(300 * 1024), {}],
    ['2 MB streamed: given up on, the connection closes', streamed(2 * 1024 * 1024), { connection: 'close' }],
    ['a declared 1 MB body: not read, the connection closes', new Request('http://x/', { method: 'PUT', body: 'x', headers: { 'content-length': String(1024 * 1024) } }), { connection: 'close' }],
  ])('%s', async (_label, request, headers) => {
    const error = await readBodyBytes(request, 256 * 1024).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('payload_too_large');
    expect((error as AppError).headers).toEqual(headers);
  });

  it('reads a body at the limit', async () => {
    expect((await readBodyBytes(streamed(256 * 1024), 256 * 1024)).length).toBe(256 * 1024);
  });
});

describe('a request its client abandoned', () => {
  const aborted = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
  it.each([
    [aborted, true],
    [Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }), false],
    [new Error('aborted'), false],
    ['aborted', false],
  ])('isClientAbort(%o) → %s', (error, expected) => {
    expect(isClientAbort(error)).toBe(expected);
  });

  it('is a 400 bad_request that closes the connection, not a 500', async () => {
    const response = errorResponse(aborted, 'fr');
    expect(response.status).toBe(400);
    expect(response.headers.get('connection')).toBe('close');
    expect((await response.json()).error.code).toBe('bad_request');
    expect(errorResponse(new Error('a bug'), 'en').status).toBe(500);
  });
});
