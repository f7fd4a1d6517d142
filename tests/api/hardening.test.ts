/**
 * Every API route against hostile and sloppy input (decision 005): no session, forged tokens,
 * roles that grant nothing, other people's ids, malformed or oversized bodies, wrong methods and
 * content types, bad query values and path ids. Never a 500, always the error body, no stack.
 *
 * The rows come from the contracts (decision 051): the guard from `access`, the JSON body from
 * `body`, the path ids from the path, a page or redirect from `success`/`htmlErrors`, and the NUL
 * body from the first text field of the body schema. A new endpoint is here as soon as its
 * contract exists; OVERRIDES holds only what a contract cannot say.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { z } from 'zod';
import { SignJWT, UnsecuredJWT, decodeJwt } from 'jose';
import { api, errorCode, newUser, type ApiResponse, type TestUser, STACK_TRACE } from '../support/api.ts';
import { endpointFiles } from '../support/route-files.ts';
import { apiPathFor } from '#server/platform/http/api-resources.ts';
import { CONTRACTS } from '#server/platform/openapi/contracts.ts';
import type { Access, EndpointContract } from '#server/platform/http/contract.ts';

type Guard = 'public' | 'signed-in' | 'member' | 'admin' | 'staff' | 'self-or-admin' | 'dev-only';

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The endpoint file, as Astro names it (`/api/cards/[id]`). */
  route: string;
  guard: Guard;
  /** Takes a JSON body (read with readBody). */
  body?: boolean;
  /** The path params of this route that are ids, with the real value of the path below. */
  ids?: string[];
  /** Answers HTML or a redirect by design (links opened from an email or by the browser). */
  browser?: boolean;
  /** A body valid but for one NUL character in a string (PostgreSQL refuses U+0000). */
  nulBody?: Record<string, unknown>;
}

/** The hardening guard of an access level: an upload's session depends on its type (its own matrix: files-*.test.ts). */
const GUARD_OF: Record<Access, Guard> = {
  public: 'public',
  'session-by-type': 'public',
  'test-accounts': 'dev-only',
  'signed-in': 'signed-in',
  member: 'member',
  staff: 'staff',
  admin: 'admin',
  'self-or-admin': 'self-or-admin',
};

/** What a contract cannot say: a body read raw, a NUL body whose other fields must be valid. */
const OVERRIDES: Record<string, Partial<Route>> = {
  // Read as raw bytes to check the provider's signature: JSON refusals are not its own (payment-*.test.ts).
  'POST /api/payment/webhook': { body: false, nulBody: undefined },
  'POST /api/payment/confirm': { nulBody: { candidature_id: 'a\u0000', payment_reference: 'x' } },
  'PUT /api/collaboration-contract': { nulBody: { match_id: 'a', answers: { objet: 'b\u0000' } } },
  'POST /api/collaboration-contract/sign': { nulBody: { match_id: 'a', full_name: 'b\u0000', accept: true } },
};

/**
 * `{field: 'a\0'}` for the body schema's first text field (a key with a NUL when it has none):
 * the body is refused for the NUL, before anything else could refuse it.
 */
function nulBodyOf(schema: z.ZodType): Record<string, unknown> {
  let properties: Record<string, { type?: unknown; items?: { type?: unknown } }> = {};
  try {
    properties = (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: typeof properties }).properties ?? {};
  } catch {
    // A schema JSON Schema cannot render: the key carries the NUL.
  }
  const text = Object.entries(properties).find(([, p]) => p.type === 'string' || p.items?.type === 'string');
  if (!text) return { 'every\u0000where': true };
  const [name, p] = text;
  return { [name]: p.type === 'string' ? 'a\u0000' : ['a\u0000'] };
}

function rowOf(c: EndpointContract): Route {
  const route = c.path.replace(/\{(\w+)\}/g, '[$1]');
  const method = c.method.toUpperCase() as Route['method'];
  const ids = [...c.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const body = Boolean(c.body) && !c.bodyType;
  const browser = Boolean(c.htmlErrors) || c.success.some((s) => s.redirect || s.type === 'text/html');
  return {
    method,
    route,
    guard: GUARD_OF[c.access],
    ...(body ? { body, nulBody: nulBodyOf(c.body!) } : {}),
    ...(ids.length ? { ids } : {}),
    ...(browser ? { browser } : {}),
    ...OVERRIDES[`${method} ${route}`],
  };
}

const ROUTES: Route[] = CONTRACTS.map(rowOf);

const GUARDED = ROUTES.filter((r) => ['signed-in', 'member', 'admin', 'staff', 'self-or-admin'].includes(r.guard));
const MEMBER_ONLY = ROUTES.filter((r) => r.guard === 'member' || r.guard === 'admin' || r.guard === 'staff');
const WITH_BODY = ROUTES.filter((r) => r.body);
const WITH_IDS = ROUTES.filter((r) => r.ids?.length);
const label = (r: Route) => `${r.method} ${r.route}`;

let member: TestUser;
let other: TestUser;
let admin: TestUser;
let staff: TestUser;
let cardId: string;
let parcoursId: string;

/** The real path of a route: ids filled with values that exist, a query where one is needed. */
function pathOf(r: Route, owner: TestUser = member, ids: Record<string, string> = {}): string {
  const values: Record<string, string> = { id: r.route.startsWith('/api/users') ? owner.user.id : r.route.startsWith('/api/cards') ? cardId : parcoursId, card_id: cardId, number: 'F-2026-000001', item_id: 'observer', slug: 'ceramistes', ...ids };
  const path = r.route.replace(/\[(\w+)\]/g, (_m, name: string) => values[name]!);
  if (r.route === '/api/users') return `${path}?test=1`;
  if (r.route === '/api/action-documents') return `${path}?card_id=${cardId}`;
  if (r.route === '/api/reminders/unsubscribe' || r.route === '/api/notifications/unsubscribe' || r.route === '/auth/magic') return `${path}?token=not-a-real-token`;
  if (r.route === '/api/impact/[card_id]' && r.method === 'DELETE') return `${path}?metric=contacts&date=2026-01-01`;
  return path;
}

function call(r: Route, options: { token?: string; owner?: TestUser; ids?: Record<string, string>; body?: unknown; rawBody?: string; headers?: Record<string, string>; path?: string } = {}): Promise<ApiResponse> {
  const path = options.path ?? pathOf(r, options.owner, options.ids);
  const rawBody = options.rawBody ?? (r.method === 'GET' ? undefined : JSON.stringify(options.body ?? {}));
  const headers = { 'content-type': 'application/json', ...(options.headers ?? {}) };
  return api(path, { method: r.method, token: options.token, rawBody, headers: r.method === 'GET' ? options.headers : headers });
}

/** A token that passes the route's role check, so the checks after it are reached. */
/** The token that passes a route's guard, so the checks below reach its validation. */
const tokenFor = (r: Route) => (r.guard === 'admin' ? admin.token : r.guard === 'staff' ? staff.token : member.token);

/** The status and the error code, after checking the error body has no stack trace. */
function failure(res: ApiResponse): [number, string] {
  return [res.status, errorCode(res)];
}

beforeAll(async () => {
  member = await newUser({ role: 'client_premium', first_name: 'Hardy' });
  other = await newUser({ role: 'client_premium', first_name: 'Autre' });
  admin = await newUser({ role: 'admin', first_name: 'Admine' });
  staff = await newUser({ role: 'responsable', first_name: 'Staff' });
  cardId = (await api('/api/cards', { token: member.token })).body[0].id;
  parcoursId = (await api('/api/parcours', { token: member.token })).body[0].id;
});

describe('the route table', () => {
  it('lists every endpoint file and method under src/pages/api and src/pages/auth', () => {
    expect(ROUTES.map(label).sort()).toEqual(endpointFiles());
    expect(Object.keys(OVERRIDES).filter((key) => !ROUTES.some((r) => label(r) === key)), 'overrides of no route').toEqual([]);
  });

  it('every API resource is reachable without the /api prefix', () => {
    // A resource is a top-level name, or a sub-tree (`admin/exports`) when the top-level name is
    // shared with pages (/admin/…): the route without /api must map back to itself.
    for (const r of ROUTES.filter((x) => x.route.startsWith('/api/'))) expect(apiPathFor(r.route.slice(4)), r.route).toBe(r.route);
    expect(apiPathFor('/admin/themes')).toBeNull();
  });
});

describe('no session', () => {
  it.each(GUARDED.map((r) => [label(r), r] as const))('%s → 401 unauthenticated', async (_l, r) => {
    expect(failure(await call(r))).toEqual([401, 'unauthenticated']);
  });

  it.each(ROUTES.filter((r) => r.route.startsWith('/api/')).map((r) => [label(r), r] as const))('%s answers the same without the /api prefix', async (_l, r) => {
    const withPrefix = await call(r);
    const without = await call(r, { path: pathOf(r).replace(/^\/api/, '') });
    expect(without.status).toBe(withPrefix.status);
    expect(without.headers.get('content-type')).toBe(withPrefix.headers.get('content-type'));
  });
});

describe('tokens that must not be accepted', () => {
  const secretFile = () => join(inject('dataDir'), 'jwt-secret');
  const b64 = (obj: unknown) => Buffer.from(JSON.stringify(obj)).toString('base64url');
  const tokens: Record<string, () => Promise<string>> = {
    garbage: async () => 'not-a-jwt',
    'alg none': async () => new UnsecuredJWT({ role: 'admin' }).setSubject(member.user.id).setJti(decodeJwt(member.token).jti!).encode(),
    'HS256 header, unsigned': async () => `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(decodeJwt(member.token))}.`,
    'another secret': async () =>
      new SignJWT({ ...decodeJwt(member.token) }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('another-secret-another-secret-0123456789')),
    // The server's own secret and a live session id: only the expiry is wrong.
    expired: async () => {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ ...decodeJwt(member.token), iat: now - 7200, exp: now - 3600 })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(new TextEncoder().encode(readFileSync(secretFile(), 'utf8').trim()));
    },
  };

  it('control: the same payload re-signed with the server secret and a future expiry is accepted', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ ...decodeJwt(member.token), exp: now + 3600 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(readFileSync(secretFile(), 'utf8').trim()));
    expect((await api('/api/me', { token })).status).toBe(200);
  });

  const cases = GUARDED.flatMap((r) => Object.keys(tokens).map((kind) => [label(r), kind, r] as const));
  it.each(cases)('%s with a %s token → 401 invalid_token', async (_l, kind, r) => {
    expect(failure(await call(r, { token: await tokens[kind]!() }))).toEqual([401, 'invalid_token']);
  });
});

describe('roles that grant nothing', () => {
  const roles = [['membre', 'membre'], ['prospect (null)', null]] as const;
  const cases = MEMBER_ONLY.flatMap((r) => roles.map(([name, role]) => [label(r), name, role, r] as const));
  it.each(cases)('%s as %s → 403 forbidden', async (_l, _name, role, r) => {
    const user = await newUser({ role });
    expect(failure(await call(r, { token: user.token, owner: user }))).toEqual([403, 'forbidden']);
  });

  it('a prospect still reads and edits their own account', async () => {
    const user = await newUser({ role: null });
    expect((await api('/api/me', { token: user.token })).status).toBe(200);
    expect((await api(`/api/users/${user.user.id}/profile`, { token: user.token })).status).toBe(200);
  });
});

describe("someone else's ids", () => {
  it.each(ROUTES.filter((r) => r.guard === 'self-or-admin').map((r) => [label(r), r] as const))('%s on another user → 404 user_not_found', async (_l, r) => {
    const res = await call(r, { token: member.token, owner: other, body: {} });
    expect(failure(res)).toEqual([404, 'user_not_found']);
  });

  it("another artisan's readings never show in one's own impact", async () => {
    const mine = await newUser();
    await api(`/api/impact/${cardId}`, { token: other.token, body: { value: 12 } });
    const res = await api(`/api/impact/${cardId}`, { token: mine.token });
    expect(res.status).toBe(200);
    expect(res.body.series).toEqual([]);
  });
});

describe('bodies', () => {
  const cases = WITH_BODY.map((r) => [label(r), r] as const);

  it.each(cases)('%s: malformed JSON → 400 invalid_json', async (_l, r) => {
    expect(failure(await call(r, { token: tokenFor(r), rawBody: '{"a": ' }))).toEqual([400, 'invalid_json']);
  });

  it.each(cases)('%s: a 300 KB body → 413 payload_too_large', async (_l, r) => {
    const rawBody = JSON.stringify({ filler: 'x'.repeat(300 * 1024) });
    expect(failure(await call(r, { token: tokenFor(r), rawBody }))).toEqual([413, 'payload_too_large']);
  });

  it.each(cases)('%s: a 300 KB body without Content-Length (chunked) → 413', async (_l, r) => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 5) return controller.close();
        controller.enqueue(chunk);
        sent++;
      },
    });
    const response = await fetch(`${inject('baseUrl')}${pathOf(r)}`, {
      method: r.method,
      headers: { authorization: `Bearer ${tokenFor(r)}`, 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    const text = await response.text();
    expect(failure({ status: response.status, headers: response.headers, body: JSON.parse(text), text })).toEqual([413, 'payload_too_large']);
  });

  it.each(cases)('%s: Content-Type text/xml → 415 unsupported_media_type', async (_l, r) => {
    const res = await call(r, { token: tokenFor(r), rawBody: '<a/>', headers: { 'content-type': 'text/xml' } });
    expect(failure(res)).toEqual([415, 'unsupported_media_type']);
  });

  it.each(WITH_BODY.map((r) => [label(r), r] as const))('%s: a NUL character in a string → 400 validation_failed, never a 500', async (_l, r) => {
    expect(r.nulBody, 'every body route has a nulBody in ROUTES').toBeDefined();
    expect(failure(await call(r, { token: tokenFor(r), body: r.nulBody }))).toEqual([400, 'validation_failed']);
  });

  it.each(cases)('%s: 200 KB of nested arrays (deep JSON) → 400, never a 500', async (_l, r) => {
    // Free-form JSON fields (a card guide) once reached JSON.stringify, which overflowed: a 500.
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    for (const rawBody of [deep, `{"guide":{"a":${deep}}}`]) {
      expect(failure(await call(r, { token: tokenFor(r), rawBody }))[0]).toBe(400);
    }
  });

  it.each(cases)('%s: a JSON array or a bare string instead of an object → 400', async (_l, r) => {
    for (const rawBody of ['[]', '"x"', 'null', '123']) {
      expect(failure(await call(r, { token: tokenFor(r), rawBody }))[0]).toBe(400);
    }
  });
});

describe('methods', () => {
  const byRoute = new Map<string, Route[]>();
  for (const r of ROUTES) byRoute.set(r.route, [...(byRoute.get(r.route) ?? []), r]);
  const cases = [...byRoute.entries()].map(([route, rs]) => [route, rs] as const);

  it.each(cases)('%s: an undeclared method → 405 with Allow', async (_route, rs) => {
    const allowed = rs.map((r) => r.method);
    const wrong = (['DELETE', 'PATCH', 'PUT', 'POST', 'GET'] as const).find((m) => !allowed.includes(m))!;
    const res = await call({ ...rs[0]!, method: wrong }, { token: tokenFor(rs[0]!) });
    expect(failure(res)).toEqual([405, 'method_not_allowed']);
    // HEAD is answered wherever GET is (decision 006), so it is allowed there too.
    const expected = allowed.includes('GET') ? [...allowed, 'HEAD'] : allowed;
    expect(res.headers.get('allow')!.split(/,\s*/).sort()).toEqual([...expected].sort());
  });

  it.each([['TRACE']])('%s is refused with a JSON 405 before routing (it used to be a bare 500)', async (method) => {
    // fetch() cannot send TRACE: a plain node:http request.
    const { request } = await import('node:http');
    const res = await new Promise<{ status: number; headers: Headers; text: string }>((resolve, reject) => {
      const req = request(`${inject('baseUrl')}/api/me`, { method }, (incoming) => {
        let text = '';
        incoming.on('data', (chunk) => (text += chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode!, headers: new Headers(incoming.headers as Record<string, string>), text }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(failure({ ...res, body: JSON.parse(res.text) })).toEqual([405, 'method_not_allowed']);
    expect(res.headers.get('allow')).toBeTruthy();
  });
});

describe('query parameters', () => {
  it.each([
    ['/api/cards?domain=pas-un-domaine'],
    ['/api/cards?status=termine-ou-pas'],
    ['/api/cards?domain=%00'],
    ['/api/users?test=2'],
    ['/api/users?test=%00'],
    ['/api/impact/{card}?metric=' + 'm'.repeat(201)],
    ['/api/impact/{card}?metric=%00'],
    ['/api/impact/{card}/aggregate?metric=%00'],
  ])('%s → 400', async (path) => {
    const res = await api(path.replace('{card}', cardId), { token: member.token });
    expect(failure(res)[0]).toBe(400);
  });

  it('/api/users?test=1&real=1 → 400 rule_failed (each is valid alone: a rule, not the description)', async () => {
    const fr = await api('/api/users?test=1&real=1', { token: member.token });
    expect(failure(fr)).toEqual([400, 'rule_failed']);
    expect(fr.body.error.message).toBe('Indiquez exactement un des deux\u00a0: ?test=1 (comptes de test) ou ?real=1 (comptes réels).');
    const en = await api('/api/users?test=1&real=1', { headers: { 'accept-language': 'en' } });
    expect(en.body.error.message).toBe('Give exactly one of ?test=1 (test accounts) or ?real=1 (real accounts).');
  });
});

describe('path ids', () => {
  const bad = [
    ['not a uuid', 'not-a-uuid'],
    ['a uuid that does not exist', '00000000-0000-4000-8000-000000000000'],
    ['very long', 'a'.repeat(4000)],
    ['%00', '%00'],
    ['%00 inside', 'abc%00def'],
    ['double-encoded %00', 'a%2500'],
    ['encoded ../', '..%2F..%2Fetc%2Fpasswd'],
    ['%2e%2e', '%2e%2e'],
    ['malformed escape', '%E0%A4%A'],
    ['quote and SQL', "x'%20OR%201=1--"],
  ] as const;
  const cases = WITH_IDS.flatMap((r) => bad.map(([name, value]) => [label(r), name, value, r] as const));

  it.each(cases)('%s with an id that is %s → 404 or 400, JSON, never 500', async (_l, _name, value, r) => {
    const ids = Object.fromEntries(r.ids!.map((name) => [name, value]));
    const res = await call(r, { token: tokenFor(r), ids, body: {} });
    const [status, code] = failure(res);
    // `{}` may break a rule before the id is looked up (a theme update with nothing to change): 400 rule_failed.
    expect([400, 404], code).toContain(status);
  });
});

describe('browser routes answer a page or a redirect, never a stack trace', () => {
  it.each(ROUTES.filter((r) => r.browser).map((r) => [label(r), r] as const))('%s with a bad token value', async (_l, r) => {
    const res = await call(r, { token: 'garbage' });
    expect(res.status).toBeLessThan(500);
    expect(res.text).not.toMatch(STACK_TRACE);
    for (const value of ['%00', '%ff', 'a'.repeat(5000)]) {
      const odd = await api(`${r.route}?token=${value}&code=${value}&state=${value}`);
      expect(odd.status).toBeLessThan(500);
      expect(odd.text).not.toMatch(STACK_TRACE);
    }
  });
});
