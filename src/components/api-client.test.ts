import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, KEEPALIVE_BODY_LIMIT, NetworkError, api, apiFetch, errorKind, errorMessage, fieldErrorsOf } from './api-client.ts';
import { API_LANG_HEADER } from '../i18n/paths.ts';
import { appTexts } from '../i18n/ui-app.ts';

describe('failures told in the page’s language', () => {
  const refused = new ApiError(400, { code: 'value_out_of_range', message: 'Entrez une valeur entre 0 et 100.' });
  it.each([
    [new NetworkError(new TypeError('Failed to fetch')), 'network', appTexts.fr.errors.network, appTexts.en.errors.network],
    [new ApiError(401, { code: 'invalid_token', message: 'Session invalide ou expirée. Reconnectez-vous.' }), 'session', appTexts.fr.errors.sessionExpired, appTexts.en.errors.sessionExpired],
    [new ApiError(500, { code: 'internal_error', message: 'Une erreur interne est survenue.' }), 'server', appTexts.fr.errors.server, appTexts.en.errors.server],
    // A 502 page from a proxy: no error body, so no server words to show.
    [new ApiError(502, { code: 'internal_error', message: '' }), 'server', appTexts.fr.errors.server, appTexts.en.errors.server],
    [new Error('anything else'), 'server', appTexts.fr.errors.server, appTexts.en.errors.server],
    // A refused request: the server already answered in the page's language (x-atelier-lang).
    [refused, 'refused', refused.message, refused.message],
  ])('%o is a %s failure', (error, kind, fr, en) => {
    expect(errorKind(error)).toBe(kind);
    expect(errorMessage(error, appTexts.fr.errors)).toBe(fr);
    expect(errorMessage(error, appTexts.en.errors)).toBe(en);
  });

  it('reads the field errors of a validation failure only', () => {
    const invalid = new ApiError(400, { code: 'validation_failed', message: 'x', details: { formErrors: [], fieldErrors: { a: ['Entrez un nombre.'], b: [] } } });
    expect(fieldErrorsOf(invalid)).toEqual({ a: ['Entrez un nombre.'] });
    // A rule the document cannot state (decision 030) names its fields the same way.
    const ruled = new ApiError(400, { code: 'rule_failed', message: 'x', details: { formErrors: [], fieldErrors: { email: ['Pas le vôtre.'] } } });
    expect(fieldErrorsOf(ruled)).toEqual({ email: ['Pas le vôtre.'] });
    expect(fieldErrorsOf(refused)).toEqual({});
  });
});

describe('older callers giving a fallback string', () => {
  it('still word network and session failures in the page’s language, and keep the server’s messages', () => {
    expect(errorMessage(new NetworkError(new TypeError('x')), 'Impossible de charger.')).toBe(appTexts.fr.errors.network);
    expect(errorMessage(new ApiError(401, { code: 'invalid_token', message: 'x' }), 'Impossible de charger.')).toBe(appTexts.fr.errors.sessionExpired);
    expect(errorMessage(new ApiError(409, { code: 'conflict', message: 'Conflit.' }), 'Impossible de charger.')).toBe('Conflit.');
    expect(errorMessage(new ApiError(400, { code: 'bad_request', message: '' }), 'Impossible de charger.')).toBe('Impossible de charger.');
  });
});

describe('the client (openapi-fetch, decision 066), against a stubbed fetch', () => {
  let sent: Request[] = [];
  const answer = (status: number, body: string | null, headers: Record<string, string> = { 'content-type': 'application/json' }) => {
    vi.stubGlobal('fetch', async (request: Request) => {
      sent.push(request);
      return new Response(body, { status, headers });
    });
  };
  beforeEach(() => {
    sent = [];
    vi.stubGlobal('location', { origin: 'http://atelier.test' });
    vi.stubGlobal('document', { documentElement: { lang: 'en' } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends a typed call as the islands always did: path and query encoded, JSON, same-origin, the page’s language', async () => {
    answer(200, '{"ok":true}');
    const data = await api('put', '/api/users/{id}/profile', { path: { id: 'a b/c' }, body: { first_name: 'Léa' }, headers: { 'x-extra': '1' } });
    expect(data).toEqual({ ok: true });
    const request = sent[0]!;
    expect([request.method, request.url, request.credentials]).toEqual(['PUT', 'http://atelier.test/api/users/a%20b%2Fc/profile', 'same-origin']);
    expect([request.headers.get('content-type'), request.headers.get('accept'), request.headers.get(API_LANG_HEADER), request.headers.get('x-extra')]).toEqual(['application/json', 'application/json', 'en', '1']);
    expect(await request.text()).toBe('{"first_name":"Léa"}');
  });

  it('writes the query as URLSearchParams does, leaving out what is not set', async () => {
    answer(200, '[]');
    await api('get', '/api/collaboration-requests', { query: { mine: 'true', limit: 20, before: undefined } });
    expect(sent[0]!.url).toBe('http://atelier.test/api/collaboration-requests?mine=true&limit=20');
  });

  it('apiFetch: a path alone, POST when there is a body; an empty or non-JSON answer is null', async () => {
    answer(204, null, {});
    expect(await apiFetch('/api/my-data/erase', { method: 'POST', body: {} })).toBeNull();
    answer(200, 'not json', { 'content-type': 'text/plain' });
    expect(await apiFetch('/api/x', { body: { a: 1 } })).toBeNull();
    expect(sent.map((r) => r.method)).toEqual(['POST', 'POST']);
  });

  it('the error mapping: the error body becomes an ApiError, a page without one a coded failure', async () => {
    answer(400, '{"error":{"code":"validation_failed","message":"Invalid.","details":{"formErrors":[],"fieldErrors":{"a":["No."]}}}}');
    const refused = await apiFetch('/api/x').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 400, code: 'validation_failed', message: 'Invalid.' });
    expect(fieldErrorsOf(refused)).toEqual({ a: ['No.'] });
    answer(502, '<html>Bad gateway</html>', { 'content-type': 'text/html' });
    expect(await apiFetch('/api/x').catch((error: unknown) => error)).toMatchObject({ status: 502, code: 'internal_error', message: '' });
    answer(404, '', {});
    expect(await apiFetch('/api/x').catch((error: unknown) => error)).toMatchObject({ status: 404, code: 'bad_request', message: '' });
  });

  it('a request that never got an answer is a NetworkError', async () => {
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    const error = await apiFetch('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(errorKind(error)).toBe('network');
  });

  it('keepalive: a small body asks for it, and is sent again without it when refused; a big one never asks', async () => {
    const seen: boolean[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      seen.push(request.keepalive);
      if (request.keepalive) throw new TypeError('keepalive quota');
      return new Response('{"saved":true}', { status: 200 });
    });
    expect(await apiFetch('/api/x', { method: 'PUT', body: { a: 1 }, keepalive: true })).toEqual({ saved: true });
    expect(seen).toEqual([true, false]);
    seen.length = 0;
    await apiFetch('/api/x', { method: 'PUT', body: { a: 'x'.repeat(KEEPALIVE_BODY_LIMIT) }, keepalive: true });
    expect(seen).toEqual([false]);
  });
});
