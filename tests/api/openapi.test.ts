/**
 * Issue 13: /api/openapi.json describes every route file and method, and its schemas are strict
 * enough to refuse a response that drifts (the api() helper checks every response of the API
 * tests against it; here the checker itself is shown to refuse what it must).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, documentChecker, newUser } from '../support/api.ts';
import { endpointFiles } from '../support/route-files.ts';
import type { DocumentChecker, OpenApiDocument } from '../support/openapi-check.ts';

let doc: OpenApiDocument & { openapi: string; info: { title: string } };
let checker: DocumentChecker;

beforeAll(async () => {
  const res = await api('/api/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  doc = res.body;
  checker = await documentChecker();
});

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document with the one error body as a component', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Atelier API');
    expect(doc.components?.schemas?.Error).toMatchObject({ type: 'object', required: ['error'] });
  });

  it('describes exactly the endpoint files on disk and the methods they declare', () => {
    const described = Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, '[$1]')}`))
      .sort();
    expect(described).toEqual(endpointFiles());
  });

  it('describes request bodies and query parameters from the routes’ zod schemas', () => {
    const put = doc.paths['/api/my-actions']!.put as any;
    const body = put.requestBody.content['application/json'].schema;
    expect(body.required).toContain('card_id');
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['card_id', 'status', 'data', 'checklist']));
    const cards = doc.paths['/api/cards']!.get as any;
    expect(cards.parameters.map((p: { in: string; name: string }) => `${p.in}:${p.name}`)).toContain('query:domain');
    const profile = doc.paths['/api/users/{id}/profile']!.get as any;
    expect(profile.parameters).toEqual([expect.objectContaining({ in: 'path', name: 'id', required: true })]);
  });
});

describe('the response check used by every API test', () => {
  const me = { id: 'u1', email: 'a@b.c', first_name: 'A', last_name: 'B', role: 'client_premium', lang: 'fr', is_test_account: true };
  const base = { method: 'GET', path: '/api/me', status: 200, contentType: 'application/json' };

  it('accepts a real response', async () => {
    const user = await newUser({ role: 'client_premium' });
    const res = await api('/api/me', { token: user.token }); // api() would throw if it did not match
    expect(checker.check({ ...base, body: res.body })).toBeNull();
  });

  it.each([
    ['a missing field', { ...me, email: undefined }, /email/],
    ['a field of the wrong type', { ...me, is_test_account: 'yes' }, /is_test_account/],
    ['an undescribed field (a leak)', { ...me, password_hash: 'x' }, /password_hash/],
    ['a language that does not exist', { ...me, lang: 'de' }, /lang/],
  ])('refuses %s', (_label, body, message) => {
    expect(checker.check({ ...base, body: JSON.parse(JSON.stringify(body)) })).toMatch(message);
  });

  it('refuses a status the operation does not describe, and an error without the error body', () => {
    expect(checker.check({ ...base, status: 201, body: me })).toMatch(/status 201 is not described/);
    expect(checker.check({ ...base, status: 404, body: { message: 'nope' } })).toMatch(/does not match/);
    expect(checker.check({ ...base, path: '/api/nothing-here', status: 404, body: { error: { code: 'not_found' } } })).toMatch(/message/);
    expect(checker.check({ ...base, status: 401, body: { error: { code: 'unauthorized', message: 'Signed out' } } })).toBeNull();
  });
});

describe('the reference page', () => {
  it('lists every operation with its access, parameters and responses', async () => {
    const res = await api('/reference-api');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const method of Object.keys(ops)) expect(res.text, `${method} ${path}`).toContain(`id="${method}-${path.replace(/[^a-z0-9]+/gi, '-')}"`);
    }
    expect(res.text).toContain('card_id');
  });
});
