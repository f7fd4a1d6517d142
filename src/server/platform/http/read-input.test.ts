import type { Lang } from '#i18n/lang.ts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './errors.ts';
import { readBody, readQuery } from './read-input.ts';

const post = (body: string, { type = 'application/json', lang = 'fr' as Lang } = {}) => ({
  request: new Request('http://x/', { method: 'POST', body, headers: type ? { 'content-type': type } : {} }),
  locals: { lang },
});
const get = (query: string, lang: Lang = 'fr') => ({ url: new URL(`http://x/${query}`), locals: { lang } });
const failure = async (promise: Promise<unknown> | (() => unknown)) => {
  try {
    await (typeof promise === 'function' ? promise() : promise);
  } catch (error) {
    return error as AppError & { details: { formErrors: string[]; fieldErrors: Record<string, string[]> } };
  }
  throw new Error('expected a refusal');
};

describe('readBody: the refusals every route shares', () => {
  const any = z.unknown();
  it.each([
    ['a body over 256 KiB', post(`"${'x'.repeat(256 * 1024)}"`), 'payload_too_large'],
    ['text that is not JSON', post('{"a":'), 'invalid_json'],
    ['a form body', post('a=1', { type: 'application/x-www-form-urlencoded' }), 'unsupported_media_type'],
    ['a NUL in a string', post('{"first_name":"a\\u0000b"}'), 'validation_failed'],
    ['a lone surrogate', post('{"histoire":"a\\ud800b"}'), 'validation_failed'],
    ['a reserved key', post('{"data":{"__proto__":{"polluted":true}}}'), 'validation_failed'],
    ['nesting deeper than 64', post('['.repeat(65) + ']'.repeat(65)), 'validation_failed'],
  ])('%s → %s', async (_label, ctx, code) => {
    const error = await failure(readBody(ctx, any));
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe(code);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    ['{"constructor": 1}', 'constructor'],
    ['{"a": [{"toString": 1}]}', 'a.0.toString'],
    ['{"gallery": ["https://a.test/\\ud800"]}', 'gallery.0'],
    ['{"k\\ud800": 1}', 'k\\ud800'],
    ['{"first_name":"a\\u0000b"}', 'first_name'],
  ])('%s → the field named is %s', async (body, field) => {
    const error = await failure(readBody(post(body), z.record(z.string(), z.unknown())));
    expect(Object.keys(error.details.fieldErrors)).toEqual([field]);
  });

  it('a deeply nested body is refused for its depth, without overflowing the stack', async () => {
    const depth = 100_000;
    const error = await failure(readBody(post('{"a":' + '['.repeat(depth) + '"\\u0000"' + ']'.repeat(depth) + '}'), z.unknown()));
    expect(error.code).toBe('validation_failed');
    expect(JSON.stringify(error.details)).toContain('Nested deeper');
  });

  it.each([
    ['', 'application/json', {}],
    ['  ', '', {}],
    ['{"a":"é\\n\\t"}', 'application/json', { a: 'é\n\t' }],
    ['{"emoji":"🧵 fil","x":"\\ud83e\\uddf5"}', 'text/plain', { emoji: '🧵 fil', x: '🧵' }],
    ['{"prototype_name":1,"constructor_id":2}', 'application/merge-patch+json', { prototype_name: 1, constructor_id: 2 }],
  ])('%j (%s) is read as %j', async (body, type, expected) => {
    expect(await readBody(post(body, { type }), z.record(z.string(), z.unknown()))).toEqual(expected);
  });
});

describe('field messages in the language of the request', () => {
  const schema = z.strictObject({
    trade: z.string({ error: 'Indiquez votre métier.' }),
    count: z.number().int().max(10).optional(),
    day: z.string().refine((v) => v !== '2026-02-31', { params: { message_key: 'date', described: true } }).optional(),
  });
  it.each([
    [{ count: 1 }, 'trade', 'Indiquez votre métier.', 'Indiquez votre métier.'],
    [{ trade: 'potier', count: 11 }, 'count', 'Entrez une valeur d’au plus 10.', 'Enter a value of at most 10.'],
    [{ trade: 'potier', day: '2026-02-31' }, 'day', 'Entrez une date réelle au format AAAA-MM-JJ.', 'Enter a real date as YYYY-MM-DD.'],
    [{ trade: 'potier', extra: 1 }, 'extra', 'Ce champ n’existe pas.', 'This field does not exist.'],
  ])('body %j → %s', async (value, field, fr, en) => {
    for (const [lang, text] of [['fr', fr], ['en', en]] as const) {
      const error = await failure(readBody(post(JSON.stringify(value), { lang }), schema));
      expect(error.code).toBe('validation_failed');
      expect(error.details.fieldErrors[field]).toEqual([text]);
    }
  });

  it('a refinement the description cannot state is rule_failed', async () => {
    const even = z.strictObject({ n: z.number().refine((n) => n % 2 === 0) });
    expect((await failure(readBody(post('{"n":3}'), even))).code).toBe('rule_failed');
  });
});

describe('readQuery', () => {
  const schema = z.strictObject({ metric: z.string().optional(), limit: z.coerce.number().int().min(1).max(100).default(20) });
  it.each([
    ['?metric=a%00', 'metric'],
    ['?constructor=1', 'constructor'],
  ])('%s → 400 validation_failed naming %s', async (query, field) => {
    const error = await failure(() => readQuery(get(query), schema));
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.details.fieldErrors)).toEqual([field]);
  });

  it.each([
    ['fr', 'Entrez une valeur d’au plus 100.'],
    ['en', 'Enter a value of at most 100.'],
  ] as const)('a bound broken, in %s', async (lang, text) => {
    expect((await failure(() => readQuery(get('?limit=101', lang), schema))).details.fieldErrors.limit).toEqual([text]);
  });

  it('returns the parsed parameters', () => {
    expect(readQuery(get('?metric=ventes'), schema)).toEqual({ metric: 'ventes', limit: 20 });
  });
});
