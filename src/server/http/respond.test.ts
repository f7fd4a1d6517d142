import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_JSON_DEPTH, jsonProblem, readJson, readQuery } from './respond.ts';

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
