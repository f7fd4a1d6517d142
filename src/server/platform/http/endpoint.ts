/**
 * An endpoint declared from its contract (decision 051): `endpoint(contract, handler)` reads the
 * route's method, guard and inputs from the contract a route file imports, so what the document
 * says and what the route does are one declaration. In order: the guard of `contract.access`, the
 * path parameters (`contract.params`, else each `{name}` as a string), the query
 * (`contract.query`), the JSON body (`contract.body`, whose own messages are keys worded in the
 * request's language); then the handler, whose answer, outside production, is checked against the
 * contract's success schema for its status (as tRPC's `.output()`): a mismatch is logged and
 * answered 500, so the API tests catch it.
 *
 * The guards belong to identity, which this floor does not import: `endpointWith({ guard, database })`
 * takes them, and src/server/identity/endpoint.ts binds the one `endpoint` route files use.
 */
import type { APIContext } from 'astro';
import type { z } from 'zod';
import { env } from '#src/env.ts';
import type { Lang } from '#i18n/lang.ts';
import type { Database } from '../db/client.ts';
import type { Access, EndpointContract } from './contract.ts';
import { parseIn } from './field-messages.ts';
import { readBody, readQuery } from './read-input.ts';
import { route as routeOf } from './respond.ts';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `{a}` and `{b}` of `/x/{a}/y/{b}`. */
type PathNames<P extends string> = P extends `${string}{${infer N}}${infer Rest}` ? N | PathNames<Rest> : never;
type ParamsOf<C> = C extends { params: infer S extends z.ZodType } ? z.infer<S> : C extends { path: infer P extends string } ? { [K in PathNames<P>]: string } : Record<string, never>;
type QueryOf<C> = C extends { query: infer S extends z.ZodType } ? z.infer<S> : undefined;
/** A multipart or PDF body is read by the handler itself (read-upload.ts, readBodyBytes). */
type BodyOf<C> = C extends { bodyType: string } | { otherBodies: unknown[] } ? undefined : C extends { body: infer S extends z.ZodType } ? z.infer<S> : undefined;
/** Who passed the guard: nobody in particular on a public route. */
type OpenAccess = 'public' | 'session-by-type' | 'test-accounts';
type UserOf<C, U> = C extends { access: OpenAccess } ? U | null : U;

export interface EndpointInput<C extends EndpointContract, U> {
  ctx: APIContext;
  user: UserOf<C, U>;
  params: ParamsOf<C>;
  query: QueryOf<C>;
  body: BodyOf<C>;
  lang: Lang;
  /** The process's database, handed to every handler so a route file never reaches for it. */
  db: Database;
}

/** A JSON answer with another status than 200 (`answer(x, 201)`), checked against that status's schema. */
export class Answer {
  constructor(
    readonly body: unknown,
    readonly status: number,
    readonly headers: Record<string, string> = {},
  ) {}
}
export const answer = (body: unknown, status: number, headers?: Record<string, string>) => new Answer(body, status, headers);

export interface EndpointOptions {
  /**
   * `manual`: the handler reads the query and body itself, after work that must come first (a
   * rate limit counted before a body is read), or with rules of its own (a token link that
   * ignores other parameters). The guard and the output check stay.
   */
  input?: 'manual';
}

export interface Endpoint {
  method: HttpMethod;
  contract: EndpointContract;
  handle: (ctx: APIContext) => Promise<unknown>;
}

/** The guard of an access level: the caller, null for nobody in particular, or a thrown AppError. */
export type AccessGuard<U> = (access: Access, ctx: APIContext, params: Record<string, string>) => U | null;

export interface EndpointSettings<U> {
  guard: AccessGuard<U>;
  /** Whether answers are checked against the contract; by default everywhere but in production (decision 051). */
  checkAnswers?: () => boolean;
  /** The database handed to handlers (`getDb`; opened once, so cheap after the first call). */
  database: () => Promise<Database>;
}

/** The `endpoint` of a guard table. */
export function endpointWith<U>(settings: EndpointSettings<U>) {
  return function endpoint<const C extends EndpointContract>(contract: C, handler: (input: EndpointInput<C, U>) => unknown, options: EndpointOptions = {}): Endpoint {
    const method = contract.method.toUpperCase() as HttpMethod;
    const handle = async (ctx: APIContext): Promise<unknown> => {
      const lang = ctx.locals.lang;
      const check = settings.checkAnswers ? settings.checkAnswers() : !env().isProduction;
      if (check) checkRoute(contract, ctx);
      const rawParams = Object.fromEntries(Object.entries(ctx.params).map(([k, v]) => [k, v ?? '']));
      const user = settings.guard(contract.access, ctx, rawParams);
      const params = contract.params ? parseIn(contract.params, rawParams, lang) : rawParams;
      const manual = options.input === 'manual';
      const query = contract.query && !manual ? readQuery(ctx, contract.query) : undefined;
      const jsonBody = contract.body && !contract.bodyType && !contract.otherBodies && !manual;
      const body = jsonBody ? await readBody(ctx, contract.body!) : undefined;
      const db = await settings.database();
      const input = { ctx, user, params, query, body, lang, db } as EndpointInput<C, U>;
      const result = await handler(input);
      if (check) await checkAnswer(contract, result);
      return result instanceof Answer ? jsonAnswer(result) : result;
    };
    return { method, contract, handle };
  };
}

function jsonAnswer(a: Answer): Response {
  return new Response(JSON.stringify(a.body), {
    status: a.status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...a.headers },
  });
}

/** An endpoint's answer does not fit its contract: a bug of ours, answered 500 and logged (respond.ts). */
export class ContractMismatch extends Error {}

/** The contract handed to a route file of another path (Astro's `/api/cards/[id]` for `/api/cards/{id}`). */
function checkRoute(contract: EndpointContract, ctx: APIContext): void {
  const expected = contract.path.replace(/\{(\w+)\}/g, '[$1]');
  if (ctx.routePattern && ctx.routePattern !== expected) mismatch(contract, `is served by the route file of ${ctx.routePattern}`);
}

/** JSON answers only: a Response of another type (a PDF, a page, a redirect) is the route's own. */
async function checkAnswer(contract: EndpointContract, result: unknown): Promise<void> {
  let status = 200;
  let body: unknown = result;
  if (result instanceof Answer) ({ status, body } = result);
  else if (result instanceof Response) {
    if (!/^application\/json\b/.test(result.headers.get('content-type') ?? '') || result.status >= 300) return;
    status = result.status;
    body = await result.clone().json();
  }
  const success = contract.success.find((s) => s.status === status);
  if (!success) return mismatch(contract, `answered ${status}, which it does not declare`);
  if (!success.schema) return mismatch(contract, `answered JSON with ${status}, for which it declares no JSON schema`);
  // What the client receives: a Date is its ISO text (ResponseOf, contract.ts).
  const sent: unknown = body === undefined ? undefined : JSON.parse(JSON.stringify(body));
  const parsed = success.schema.safeParse(sent);
  if (!parsed.success) mismatch(contract, `answered ${status} a body that does not fit its schema: ${JSON.stringify(parsed.error.issues.slice(0, 5))}`);
}

function mismatch(contract: EndpointContract, what: string): never {
  throw new ContractMismatch(`${contract.method.toUpperCase()} ${contract.path} ${what}`);
}

/** The methods of one route file, each from its endpoint: `export const { GET, POST, ALL } = route(a, b)`. */
export function route(...endpoints: Endpoint[]) {
  const methods = endpoints.map((e) => e.method);
  const twice = methods.find((m, i) => methods.indexOf(m) !== i);
  if (twice) throw new Error(`two endpoints for ${twice} ${endpoints[0]!.contract.path}`);
  const paths = new Set(endpoints.map((e) => e.contract.path));
  if (paths.size > 1) throw new Error(`one route file, several paths: ${[...paths].join(', ')}`);
  return routeOf(Object.fromEntries(endpoints.map((e) => [e.method, e.handle])));
}
