/** A small client for API tests against the real server started by global-server.ts. */
import { inject } from 'vitest';

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

export async function api<T = any>(path: string, options: ApiOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
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
  return { status: response.status, headers: response.headers, body: parsed as T, text };
}

export interface TestUser {
  token: string;
  user: { id: string; email: string; first_name: string; role: string | null; lang: string };
}

/** A fresh account for this test only (POST /auth/dev-signup), so tests never share users. */
export async function newUser(input: { role?: string | null; first_name?: string; lang?: 'fr' | 'en'; password?: string; email?: string } = {}): Promise<TestUser> {
  const res = await api<TestUser>('/auth/dev-signup', { body: input });
  if (res.status !== 200) throw new Error(`dev-signup failed: ${res.status} ${res.text}`);
  return res.body;
}

/** Asserts the decisions §2 error body and returns its code. */
export function errorCode(res: ApiResponse): string {
  const error = (res.body as { error?: { code?: unknown; message?: unknown } })?.error;
  if (!error || typeof error.code !== 'string' || typeof error.message !== 'string') {
    throw new Error(`not an error body (${res.status}): ${res.text.slice(0, 300)}`);
  }
  if (/\bat .+:\d+:\d+/.test(res.text)) throw new Error(`stack trace leaked: ${res.text}`);
  return error.code;
}

export function sessionCookieFrom(res: ApiResponse): string {
  const cookies = res.headers.getSetCookie();
  const session = cookies.find((c) => c.startsWith('session='));
  if (!session) throw new Error('no session cookie set');
  return session.split(';')[0]!;
}
