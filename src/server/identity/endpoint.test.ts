/**
 * endpoint(contract, handler): the guard comes from `access`, the inputs from the contract's
 * schemas, and outside production an answer that does not fit the contract is a 500.
 */
import type { APIContext } from 'astro';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answer, guard, route } from './endpoint.ts';
import { endpointWith } from '../platform/http/endpoint.ts';
import { ok, type Access, type EndpointContract } from '../platform/http/contract.ts';
import type { Database } from '../platform/db/client.ts';
import type { SessionUser } from './session-tokens.ts';
import { inputMessageKeys } from '#i18n/input-message-keys.ts';
import { inputTexts } from '#i18n/input-texts.ts';

// Identity's guards as route files get them, with a stand-in database: a unit test opens none.
const database = {} as Database;
const endpoint = endpointWith({ guard, database: async () => database });

const member = { id: '0b5f2f3e-5c9d-4a8e-9f00-000000000001', role: 'client_premium' } as SessionUser;
const prospect = { id: '0b5f2f3e-5c9d-4a8e-9f00-000000000002', role: null } as SessionUser;

const answerSchema = z.strictObject({ id: z.string(), at: z.string() });

function contractOf<const X extends Partial<EndpointContract>>(access: Access, extra?: X) {
  const base = { method: 'post', path: '/api/things/{id}', tag: 'cards', summary: 'A thing', access, success: [ok(answerSchema), ok(answerSchema, 'Created', 201)] } as const satisfies EndpointContract;
  return { ...base, ...(extra as X) };
}

function ctxFor({ user = null as SessionUser | null, body = '', query = '', id = 'abc', pattern = '/api/things/[id]', lang = 'fr' } = {}) {
  const url = new URL(`http://x/api/things/${id}${query}`);
  return {
    request: new Request(url, { method: 'POST', body, headers: { 'content-type': 'application/json' } }),
    url,
    params: { id },
    routePattern: pattern,
    locals: { user, authError: false, lang, sessionId: null },
  } as unknown as APIContext;
}

/** The JSON of a route's answer and its status. */
async function call(handlers: Record<string, (ctx: APIContext) => Promise<Response>>, ctx: APIContext) {
  const res = await handlers.POST!(ctx);
  return { status: res.status, body: (await res.json()) as { error?: { code: string } } & Record<string, unknown> };
}

describe('endpoint(): the guard of the contract', () => {
  const handlerOf = (access: Access) => route(endpoint(contractOf(access), ({ params }) => ({ id: params.id, at: new Date(0) })));
  it.each([
    ['public', null, 200, undefined],
    ['signed-in', null, 401, 'unauthenticated'],
    ['signed-in', prospect, 200, undefined],
    ['member', prospect, 403, 'forbidden'],
    ['member', member, 200, undefined],
    ['staff', member, 403, 'forbidden'],
    ['admin', member, 403, 'forbidden'],
    ['admin', { ...member, role: 'admin' }, 200, undefined],
    ['staff', { ...member, role: 'responsable' }, 200, undefined],
  ] as const)('%s, called by %o → %i', async (access, user, status, code) => {
    const { status: got, body } = await call(handlerOf(access), ctxFor({ user: user as SessionUser | null }));
    expect([got, body.error?.code]).toEqual([status, code]);
  });

  it('self-or-admin: someone else’s id is 404 user_not_found, one’s own passes', async () => {
    const handlers = handlerOf('self-or-admin');
    expect((await call(handlers, ctxFor({ user: member, id: prospect.id }))).body.error?.code).toBe('user_not_found');
    expect((await call(handlers, ctxFor({ user: member, id: member.id.toUpperCase() }))).status).toBe(200);
  });
});

describe('endpoint(): inputs read from the contract', () => {
  const contract = contractOf('public', {
    params: z.object({ id: z.string().regex(/^[a-z]+$/) }),
    query: z.strictObject({ n: z.string().regex(/^\d+$/).optional() }),
    body: z.strictObject({ name: z.string().min(2) }),
  });
  const handlers = route(endpoint(contract, ({ params, query, body }) => ({ id: `${params.id}-${query.n ?? ''}-${body.name}`, at: 'now' })));

  it('passes the validated params, query and body to the handler', async () => {
    expect(await call(handlers, ctxFor({ query: '?n=3', body: '{"name":"Lou"}' }))).toEqual({ status: 200, body: { id: 'abc-3-Lou', at: 'now' } });
  });

  it('hands the handler the database (a route file never opens it)', async () => {
    let seen: unknown;
    const withDb = route(endpoint(contractOf('public'), ({ db }) => ((seen = db), { id: 'x', at: 'now' })));
    expect((await call(withDb, ctxFor())).status).toBe(200);
    expect(seen).toBe(database);
  });

  it.each([
    ['a path parameter', { id: 'ABC', body: '{"name":"Lou"}' }, 'validation_failed'],
    ['an unknown query parameter', { query: '?x=1', body: '{"name":"Lou"}' }, 'validation_failed'],
    ['a body that is not JSON', { body: '{"name":' }, 'invalid_json'],
    ['a body field too short', { body: '{"name":"L"}' }, 'validation_failed'],
    ['a NUL in the body', { body: '{"name":"L\\u0000ou"}' }, 'validation_failed'],
  ])('%s is refused: 400 %s', async (_label, options, code) => {
    expect(await call(handlers, ctxFor(options))).toMatchObject({ status: 400, body: { error: { code } } });
  });

  it('the guard comes before the inputs: no session is 401 whatever the body', async () => {
    const guarded = route(endpoint(contractOf('member', { body: z.strictObject({ name: z.string() }) }), () => ({ id: 'x', at: 'y' })));
    expect((await call(guarded, ctxFor({ body: '{"name":' }))).body.error?.code).toBe('unauthenticated');
  });

  it('one body schema words its message keys in the caller’s language', async () => {
    const keyed = route(endpoint(contractOf('public', { body: z.strictObject({ name: z.string().max(3, inputMessageKeys('board').tooLong) }) }), () => ({ id: 'x', at: 'y' })));
    const refusal = async (lang: 'fr' | 'en') => (await call(keyed, ctxFor({ body: '{"name":"Long"}', lang }))).body.error;
    expect(await refusal('fr')).toMatchObject({ code: 'validation_failed', details: { formErrors: [], fieldErrors: { name: [inputTexts.fr.board.tooLong(3)] } } });
    expect(await refusal('en')).toMatchObject({ code: 'validation_failed', details: { formErrors: [], fieldErrors: { name: [inputTexts.en.board.tooLong(3)] } } });
  });

  it('manual input: the handler reads the body itself, after the guard', async () => {
    const manual = route(endpoint(contractOf('public', { body: z.strictObject({ name: z.string() }) }), ({ body }) => ({ id: String(body), at: 'y' }), { input: 'manual' }));
    expect((await call(manual, ctxFor({ body: '{"name":' }))).body).toEqual({ id: 'undefined', at: 'y' });
  });
});

describe('endpoint(): the answer is checked against the contract (outside production)', () => {
  it.each([
    ['a field the schema does not have', () => ({ id: 'x', at: 'y', leaked: 'secret' })],
    ['a missing field', () => ({ id: 'x' })],
    ['a status the contract does not declare', () => answer({ id: 'x', at: 'y' }, 202)],
    ['a JSON Response that does not fit', () => Response.json({ id: 1 })],
  ])('%s → 500 internal_error', async (_label, handler) => {
    const handlers = route(endpoint(contractOf('public'), handler));
    expect(await call(handlers, ctxFor())).toMatchObject({ status: 500, body: { error: { code: 'internal_error' } } });
  });

  it('answer(x, 201) is checked against the 201 schema and sent with that status', async () => {
    const handlers = route(endpoint(contractOf('public'), () => answer({ id: 'x', at: new Date(0) }, 201)));
    expect(await call(handlers, ctxFor())).toEqual({ status: 201, body: { id: 'x', at: '1970-01-01T00:00:00.000Z' } });
  });

  it('a contract handed to the route file of another path → 500', async () => {
    const handlers = route(endpoint(contractOf('public'), () => ({ id: 'x', at: 'y' })));
    expect((await call(handlers, ctxFor({ pattern: '/api/other/[id]' }))).status).toBe(500);
  });

  it('one route file cannot take two endpoints of one method, nor two paths', () => {
    const a = endpoint(contractOf('public'), () => null);
    expect(() => route(a, a)).toThrow(/two endpoints/);
    expect(() => route(a, endpoint({ ...contractOf('public'), method: 'get', path: '/api/else' }, () => null))).toThrow(/several paths/);
  });
});
