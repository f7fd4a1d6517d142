/**
 * /api/openapi.json describes every route file and method, and its schemas are strict
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
      .flatMap(([path, ops]) => Object.keys(ops).filter((m) => m !== 'head').map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, '[$1]')}`))
      .sort();
    expect(described).toEqual(endpointFiles());
    // Every GET also has its HEAD (the route files declare GET; the server answers HEAD for it).
    for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      if (ops.get) expect(Object.keys(ops.head?.responses ?? {}), `HEAD ${path}`).toEqual(Object.keys(ops.get.responses));
      if (ops.head) expect(ops.get, `HEAD ${path} without GET`).toBeDefined();
    }
  });

  it('describes request bodies and query parameters from the routes’ zod schemas', () => {
    const put = doc.paths['/api/my-actions']!.put as any;
    const body = put.requestBody.content['application/json'].schema;
    expect(body.required).toContain('card_id');
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['card_id', 'status', 'data', 'checklist']));
    const cards = doc.paths['/api/cards']!.get as any;
    expect(cards.parameters.map((p: { in: string; name: string }) => `${p.in}:${p.name}`)).toContain('query:domain');
    const profile = doc.paths['/api/users/{id}/profile']!.get as any;
    expect(profile.parameters).toEqual([expect.objectContaining({ in: 'path', name: 'id', required: true }), expect.objectContaining({ in: 'header', name: 'X-Atelier-Lang', required: false })]);
    // Every operation reads the language header (docs/api.md): each lists it.
    for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      for (const [method, o] of Object.entries(ops)) expect((o.parameters ?? []).map((p: { name: string }) => p.name), `${method} ${path}`).toContain('X-Atelier-Lang');
    }
  });
});

describe('what a generated client relies on', () => {
  const op = (path: string, method: string) => (doc.paths[path] as Record<string, any>)[method];

  it('describes the upload as the server reads it: field names, a binary file, the session by type', () => {
    const upload = op('/api/upload', 'post');
    const schema = upload.requestBody.content['multipart/form-data'].schema;
    expect(Object.keys(schema.properties).sort()).toEqual(['card_id', 'checklist_item_id', 'file', 'type']);
    expect(schema.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(schema.additionalProperties).toBe(false);
    expect(upload.security).toEqual([{}, { bearer: [] }, { cookie: [] }]);
  });

  it('lets the test-account operations be called without a session', () => {
    for (const [path, method] of [['/auth/dev-login', 'post'], ['/auth/dev-signup', 'post'], ['/auth/dev-card', 'post'], ['/api/users', 'get']] as const) {
      expect(op(path, method).security, `${method} ${path}`).toEqual([]);
    }
  });

  it('gives stored files their real types and the described bodies instead of open objects', () => {
    expect(Object.keys(op('/api/files/{id}', 'get').responses['200'].content).sort()).toEqual(['application/pdf', 'application/zip', 'image/webp']);
    expect(op('/api/admin-landing-themes/reorder', 'post').responses['200'].content['application/json'].schema.type).toBe('array');
    for (const [path, method, status] of [['/api/admin-landing-themes/{slug}', 'put', '200'], ['/api/admin-landing-upload', 'post', '201'], ['/api/payment/webhook', 'post', '200']] as const) {
      const schema = op(path, method).responses[status].content['application/json'].schema;
      expect(schema.additionalProperties, `${method} ${path}`).toBe(false);
      expect(Object.keys(schema.properties ?? {}).length, `${method} ${path}`).toBeGreaterThan(1);
    }
    const blocks = op('/api/admin-landing-themes/{slug}', 'put').requestBody.content['application/json'].schema.properties.blocks_config;
    expect(blocks).toMatchObject({ type: 'object', required: ['blocks'] });
  });

  it('gives the collaboration texts their length limits', () => {
    const body = op('/api/collaboration-requests', 'post').requestBody.content['application/json'].schema;
    expect(body.properties.title).toMatchObject({ minLength: 1, maxLength: 120 });
    expect(body.properties.description).toMatchObject({ minLength: 1, maxLength: 2000 });
  });

  it('lists each operation’s error statuses with their codes, an example and Retry-After', () => {
    const upload = op('/api/upload', 'post').responses;
    expect(Object.keys(upload)).toEqual(expect.arrayContaining(['201', '400', '401', '403', '404', '409', '413', '415', '429', '500', '503']));
    const codes = (status: string) => upload[status].content['application/json'].schema.properties.error.properties.code.enum;
    expect(codes('415')).toEqual(expect.arrayContaining(['unsupported_file_type', 'heic_not_supported']));
    expect(codes('404')).toEqual(expect.arrayContaining(['card_not_found', 'checklist_item_not_found']));
    expect(upload['429'].headers['Retry-After'].schema).toMatchObject({ type: 'integer' });
    expect(upload['413'].content['application/json'].schema.example.error.code).toMatch(/too_large|pixels/);
    // derived from the guard: a member route answers 401 and 403, a public one neither
    expect(Object.keys(op('/api/levels', 'get').responses)).toEqual(expect.arrayContaining(['401', '403']));
    expect(Object.keys(op('/api/health', 'get').responses)).not.toContain('401');
  });

  it('has tags, a licence and a contact, describes every parameter, and no ±2^53 bounds', () => {
    expect((doc as any).tags.map((t: { name: string }) => t.name)).toEqual(expect.arrayContaining(['files', 'applications', 'payments']));
    expect((doc as any).info).toMatchObject({ license: { name: expect.any(String) }, contact: { name: 'Atelier' } });
    const text = JSON.stringify(doc);
    expect(text).not.toContain(String(Number.MAX_SAFE_INTEGER));
    const undescribed = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops as Record<string, any>).flatMap(([method, o]) => (o.parameters ?? []).filter((p: any) => p.in === 'path' && !p.description).map((p: any) => `${method} ${path} ${p.name}`)),
    );
    expect(undescribed).toEqual([]);
    expect(op('/api/invoices/{number}/pdf', 'get').parameters.map((p: { name: string }) => p.name)).toContain('inline');
  });

  it('describes days as `format: date`, as the server reads them', () => {
    const param = op('/api/impact/{card_id}', 'delete').parameters.find((p: { name: string }) => p.name === 'date');
    expect(param.schema).toMatchObject({ type: 'string', format: 'date' });
    const reading = op('/api/impact/{card_id}', 'post').requestBody.content['application/json'].schema;
    expect(JSON.stringify(reading)).toContain('"format":"date"');
    // what the pattern allows the server accepts, and the reverse for what it refuses
    const pattern = new RegExp(param.schema.pattern);
    for (const day of ['2026-03-15', '1999-12-31']) expect(pattern.test(day), day).toBe(true);
    for (const day of ['0999-01-01', '2026-13-01', '2026-3-1', '']) expect(pattern.test(day), day).toBe(false);
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
    expect(checker.check({ ...base, status: 401, body: { error: { code: 'unauthenticated', message: 'Signed out' } } })).toBeNull();
  });

  it('refuses an error code the operation does not list for that status', () => {
    expect(checker.check({ ...base, status: 401, body: { error: { code: 'unauthorized', message: 'Signed out' } } })).toMatch(/codes of GET \/api\/me/);
    expect(checker.check({ ...base, status: 401, body: { error: { code: 'card_not_found', message: 'x' } } })).toMatch(/allowed values/);
    // a status the operation does not describe is still the one error body
    expect(checker.check({ ...base, status: 405, body: { error: { code: 'method_not_allowed', message: 'x' } } })).toBeNull();
  });
});

describe('the request check used by every API test', () => {
  it('flags a request the description calls invalid that the server accepted, and the reverse', () => {
    const day = (date: string, status: number) => checker.checkRequest({ method: 'DELETE', path: `/api/impact/recit-atelier?date=${date}`, status });
    expect(day('2026-01-01', 200)).toBeNull();
    expect(day('0999-01-01', 200)).toMatch(/accepted a request the API description calls invalid \(query parameter date/);
    expect(checker.checkRequest({ method: 'DELETE', path: '/api/impact/x?date=2026-01-01&extra=1', status: 200 })).toMatch(/extra is not described/);
    expect(checker.checkRequest({ method: 'POST', path: '/api/site-updates', body: { title: 'T', description: 'D', surprise: 1 }, status: 201 })).toMatch(/additional/);
    expect(checker.checkRequest({ method: 'POST', path: '/api/site-updates', body: { title: 'T', description: 'D' }, status: 400, errorCode: 'validation_failed' })).toMatch(/refused with validation_failed a request the API description calls valid/);
    // what the description states for every operation: NUL, lone surrogates, reserved keys, depth
    expect(checker.checkRequest({ method: 'POST', path: '/api/site-updates', body: { title: 'a\u0000b', description: 'D' }, status: 400, errorCode: 'validation_failed' })).toBeNull();
    expect(checker.checkRequest({ method: 'POST', path: '/api/site-updates', body: JSON.parse('{"title": "T", "description": "D", "constructor": 1}'), status: 400, errorCode: 'validation_failed' })).toBeNull();
    expect(checker.checkRequest({ method: 'POST', path: '/api/site-updates', body: { title: 'T', description: 'D\ud800' }, status: 201 })).toMatch(/lone surrogate/);
    // a rule the description cannot state is a 400 too, under a code its 400 lists in x-rule-codes
    expect(checker.checkRequest({ method: 'POST', path: '/api/site-updates', body: { title: 'T', description: 'D' }, status: 400, errorCode: 'rule_failed' })).toBeNull();
    expect(checker.checkRequest({ method: 'POST', path: '/api/impact/recit-atelier', body: { value: 3 }, status: 400, errorCode: 'unknown_metric' })).toBeNull();
    expect(checker.checkRequest({ method: 'POST', path: '/api/site-updates', body: { title: 'T', description: 'D' }, status: 400, errorCode: 'unknown_metric' })).toMatch(/refused with unknown_metric/);
    expect(checker.checkRequest({ method: 'POST', path: '/api/site-updates', body: { title: 'T', description: 'D' }, status: 400, errorCode: 'invalid_json' })).toMatch(/refused with invalid_json/);
    // a body that is not JSON text at all is invalid by the document, so invalid_json is right
    expect(checker.checkRequest({ method: 'POST', path: '/api/site-updates', rawBody: true, unparsable: true, status: 400, errorCode: 'invalid_json' })).toBeNull();
    // answers that come before the input is read say nothing about it
    expect(checker.checkRequest({ method: 'POST', path: '/api/site-updates', body: { nope: 1 }, status: 403, errorCode: 'forbidden' })).toBeNull();
    // an optional body: the server reads nothing as {}
    expect(checker.checkRequest({ method: 'POST', path: '/auth/logout', status: 200 })).toBeNull();
  });
});

describe('the reference page shows the errors', () => {
  it('lists each error status’s codes with their message, and an example', async () => {
    const fr = await api('/reference-api');
    expect(fr.text).toMatch(/<code[^>]*>heic_not_supported<\/code><\/td><td[^>]*>Les photos HEIC/);
    expect(fr.text).toContain('Exemple :');
    const en = await api('/en/reference-api');
    expect(en.text).toContain('Message (English)');
    // One of a kind is singular: "1 error code", "1 field" (it read "1 codes", "1 champs").
    expect(en.text).toMatch(/<summary[^>]*>1 error code<\/summary>/);
    expect(en.text).not.toMatch(/<summary[^>]*>1 (error codes|fields)<\/summary>/);
    expect(fr.text).not.toMatch(/<summary[^>]*>1 (codes d’erreur|champs)<\/summary>/);
  });
});

describe('the reference page', () => {
  it('lists every operation with its access, parameters and responses', async () => {
    const res = await api('/reference-api');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const method of Object.keys(ops).filter((m) => m !== 'head')) expect(res.text, `${method} ${path}`).toContain(`id="${method}-${path.replace(/[^a-z0-9]+/gi, '-')}"`);
    }
    expect(res.text).toContain('card_id');
  });
});
