import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_JSON_DEPTH, jsonProblem, readBodyBytes, readJson, readQuery } from './respond.ts';

const nulPath = (value: unknown) => { const found = jsonProblem(value); return found?.problem === 'nul' ? found.path : null; };
import { AppError } from './errors.ts';

const post = (body: string, type = 'application/json') => new Request('http://x/', { method: 'POST', body, headers: { 'content-type': type } });

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

describe('readJson and readQuery refuse NUL characters with 400 validation_failed', () => {
  it('in a body string, naming the field', async () => {
    const error = (await readJson(post('{"first_name":"a\\u0000b"}'), z.object({ first_name: z.string() })).catch((e: AppError) => e)) as AppError & { details: { fieldErrors: object } };
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe('validation_failed');
    expect(error.details.fieldErrors).toHaveProperty('first_name');
  });

  it('in a deeply nested body: refused for its depth (no stack overflow, no 500)', async () => {
    const depth = 100_000;
    const body = '{"a":' + '['.repeat(depth) + '"\\u0000"' + ']'.repeat(depth) + '}';
    const error = (await readJson(post(body), z.unknown()).catch((e: AppError) => e)) as AppError;
    expect(error.code).toBe('validation_failed');
    expect(JSON.stringify(error.details)).toContain('Nested deeper');
  });

  it('in a query value', () => {
    expect(() => readQuery(new URL('http://x/?metric=a%00'), z.object({ metric: z.string() }))).toThrow(AppError);
  });

  it('lets ordinary values through', async () => {
    expect(await readJson(post('{"a":"é\\n\\t"}'), z.object({ a: z.string() }))).toEqual({ a: 'é\n\t' });
  });
});

describe('keys named like Object.prototype members, lone surrogates', () => {
  const schema = z.record(z.string(), z.unknown());
  it.each([
    ['{"constructor": 1}', 'constructor'],
    ['{"data": {"__proto__": {"polluted": true}}}', 'data.__proto__'],
    ['{"a": [{"toString": 1}]}', 'a.0.toString'],
    ['{"hasOwnProperty": 1}', 'hasOwnProperty'],
    ['{"valueOf": "x"}', 'valueOf'],
    ['{"gallery": ["https://a.test/\\ud800"]}', 'gallery.0'],
    ['{"histoire": "a\\ud800b"}', 'histoire'],
    ['{"x": "\\udc00 alone"}', 'x'],
    ['{"k\\ud800": 1}', 'k\\ud800'],
  ])('%s → 400 validation_failed naming %s', async (body, field) => {
    const error = await readJson(post(body), schema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('validation_failed');
    expect(Object.keys(((error as AppError).details as { fieldErrors: object }).fieldErrors)).toEqual([field]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    ['{"emoji": "🧵 fil"}'],
    ['{"prototype_name": 1, "constructor_id": 2, "to_string": 3}'],
    ['{"x": "\\ud83e\\uddf5"}'],
  ])('%s is fine (well-formed pairs, keys that only resemble reserved names)', async (body) => {
    await expect(readJson(post(body), schema)).resolves.toBeTruthy();
  });

  it('refuses reserved names and lone surrogates in query parameters too', () => {
    expect(() => readQuery(new URL('http://x/?constructor=1'), z.object({}))).toThrow(AppError);
    expect(() => readQuery(new URL('http://x/?a=ok'), z.object({ a: z.string() }))).not.toThrow();
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
