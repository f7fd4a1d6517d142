/** A small client for API tests against the real server started by global-server.ts. */
import { appendFileSync } from 'node:fs';
import { inject } from 'vitest';
import { DocumentChecker, type OpenApiDocument } from './openapi-check.ts';
import type { Lang } from '#i18n/lang.ts';

export const baseUrl = (): string => inject('baseUrl');

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface ApiOptions {
  method?: string;
  body?: unknown;
  rawBody?: string;
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
  redirect?: RequestRedirect;
}

/**
 * Request problems found by api() fail the test: a request the description calls invalid that
 * the server accepted, and the reverse, a request it calls valid that the server refused with a
 * 400 whose code the operation does not list as a rule it cannot state (`validation_failed`
 * above all: decision 030).
 * REQUEST_CHECK_LOG=/path also lists them there, with the body sent, to survey a whole run.
 */
function recordRequestProblem(problem: string, sent: unknown): never {
  const log = process.env.REQUEST_CHECK_LOG;
  if (log) appendFileSync(log, `${problem} — sent: ${JSON.stringify(sent)?.slice(0, 300)}\n`);
  throw new Error(problem);
}

/**
 * Each test file speaks from its own made-up client address (the test server trusts one proxy
 * hop): the sign-in rate limits are counted in the database (decision 006), so without this every
 * file and every earlier run on the same PostgreSQL database would share 127.0.0.1's budget.
 * A test that is about addresses sets its own X-Forwarded-For.
 */
const FILE_IP = `10.${100 + Math.floor(Math.random() * 150)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

let checker: Promise<DocumentChecker> | undefined;

/** The server's own API description, read once per test file (see openapi-check.ts). */
export function documentChecker(): Promise<DocumentChecker> {
  checker ??= fetch(`${baseUrl()}/api/openapi.json`).then(async (res) => {
    if (!res.ok) throw new Error(`GET /api/openapi.json answered ${res.status}`);
    return new DocumentChecker((await res.json()) as OpenApiDocument);
  });
  return checker;
}

/**
 * One request to the server under test. Every response is checked against the server's OpenAPI
 * document: a response the document does not describe fails the test that got it.
 */
export async function api<T = any>(path: string, options: ApiOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { 'x-forwarded-for': FILE_IP, ...(options.headers ?? {}) };
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  const response = await fetch(`${baseUrl()}${path}`, {
    method: options.method ?? (body !== undefined ? 'POST' : 'GET'),
    headers,
    body,
    redirect: options.redirect ?? 'manual',
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON (a page or a redirect)
  }
  const method = options.method ?? (body !== undefined ? 'POST' : 'GET');
  const doc = await documentChecker();
  const problem = doc.check({ method, path, status: response.status, contentType: response.headers.get('content-type'), body: parsed });
  if (problem) throw new Error(problem);
  // The request side too: what the document calls invalid is refused, and the reverse.
  let sent: unknown;
  let rawBody = false;
  if (options.body !== undefined) sent = options.body;
  else if (options.rawBody !== undefined && options.rawBody !== '') {
    // An empty body is no body (`sent` stays undefined): the server reads it as {}.
    try {
      sent = JSON.parse(options.rawBody);
    } catch {
      rawBody = true;
    }
  }
  const jsonSent = !headers['content-type'] || /json/i.test(headers['content-type']);
  const errorCode = (parsed as { error?: { code?: string } } | null)?.error?.code ?? null;
  const requestProblem = doc.checkRequest({ method, path, body: sent, rawBody: rawBody || !jsonSent, unparsable: rawBody && jsonSent, status: response.status, errorCode });
  if (requestProblem) recordRequestProblem(requestProblem, sent);
  return { status: response.status, headers: response.headers, body: parsed as T, text };
}

export interface TestUser {
  token: string;
  user: { id: string; email: string; first_name: string; role: string | null; lang: string };
}

/** A fresh account for this test only (POST /auth/dev-signup), so tests never share users. */
export async function newUser(input: { role?: string | null; first_name?: string; lang?: Lang; password?: string; email?: string } = {}): Promise<TestUser> {
  const res = await api<TestUser>('/auth/dev-signup', { body: input });
  if (res.status !== 200) throw new Error(`dev-signup failed: ${res.status} ${res.text}`);
  return res.body;
}

/**
 * A stack frame as V8 prints it ("at fn (/path/file.js:1:2)", "at file:///x.mjs:3:4",
 * "at node:internal/...:5:6"). Looser patterns such as "at .+:1:2" match ordinary one-line JSON:
 * an English text with "at the fair" followed later by a timestamp "09:15:47".
 */
export const STACK_TRACE = /\bat (?:async )?(?:new )?(?:[^\s()]+ \()?(?:file:\/\/|node:|\/|[A-Za-z]:\\)[^\s()"']*:\d+:\d+/;

/** Asserts the decision 005 error body and returns its code. */
export function errorCode(res: ApiResponse): string {
  const error = (res.body as { error?: { code?: unknown; message?: unknown } })?.error;
  if (!error || typeof error.code !== 'string' || typeof error.message !== 'string') {
    throw new Error(`not an error body (${res.status}): ${res.text.slice(0, 300)}`);
  }
  if (STACK_TRACE.test(res.text)) throw new Error(`stack trace leaked: ${res.text}`);
  return error.code;
}

export function sessionCookieFrom(res: ApiResponse): string {
  const cookies = res.headers.getSetCookie();
  const session = cookies.find((c) => c.startsWith('session='));
  if (!session) throw new Error('no session cookie set');
  return session.split(';')[0]!;
}
