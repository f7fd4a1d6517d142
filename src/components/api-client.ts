/**
 * The islands' one way to call our API: same-origin cookie session, JSON both ways, and the
 * decisions §2 error body turned into an `ApiError` the forms can show next to their fields.
 */
export interface ApiErrorBody {
  code: string;
  message: string;
  details?: unknown;
}

import { API_LANG_HEADER } from '../i18n/paths.ts';
import { appTexts } from '../i18n/ui-app.ts';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;
  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.status = status;
    this.code = body.code;
    this.details = body.details;
  }
}

/** The request never reached the server or its answer never came back (offline, DNS, reset). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('network', { cause });
  }
}

/** The page's language (<html lang>), so the API answers in it rather than the account's. */
function pageLang(): string | null {
  const lang = typeof document === 'undefined' ? null : document.documentElement.lang;
  return lang === 'fr' || lang === 'en' ? lang : null;
}

export async function apiFetch<T>(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json', ...init.headers };
  const lang = pageLang();
  if (lang) headers[API_LANG_HEADER] = lang;
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      credentials: 'same-origin',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch (cause) {
    throw new NetworkError(cause);
  }
  const data = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const error = (data as { error?: ApiErrorBody } | null)?.error;
    // No JSON error body (a proxy's HTML page, a dropped connection): an unexplained server failure.
    throw new ApiError(response.status, error ?? { code: response.status >= 500 ? 'internal_error' : 'bad_request', message: '' });
  }
  return data as T;
}

export type ErrorKind = 'network' | 'session' | 'server' | 'refused';

/** What kind of failure this is, for the words and the way out the page offers. */
export function errorKind(error: unknown): ErrorKind {
  if (error instanceof NetworkError) return 'network';
  if (error instanceof ApiError) {
    if (error.status === 401) return 'session';
    if (error.status >= 500 || !error.message) return 'server';
    return 'refused';
  }
  return 'server';
}

type FailureTexts = { network: string; sessionExpired: string; server: string };

/**
 * Text for anything caught around apiFetch, in the page's language: the server's own message
 * for a refused request (it answers in the page's language), ours for the rest. Given a plain
 * string (older callers), that string stands in for a refused request without a message, and the
 * failures the server cannot word still get the page's own words.
 */
export function errorMessage(error: unknown, texts: FailureTexts | string): string {
  const words: FailureTexts = typeof texts === 'string' ? appTexts[pageLang() === 'en' ? 'en' : 'fr'].errors : texts;
  switch (errorKind(error)) {
    case 'network':
      return words.network;
    case 'session':
      return words.sessionExpired;
    case 'server':
      if (typeof texts === 'string') return error instanceof ApiError && error.message ? error.message : texts;
      return words.server;
    case 'refused':
      return (error as ApiError).message || (typeof texts === 'string' ? texts : words.server);
  }
}

/** zod-flattened `details.fieldErrors` of a 400 `validation_failed`, keyed by field. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  if (!(error instanceof ApiError) || error.code !== 'validation_failed') return {};
  const details = error.details as { fieldErrors?: Record<string, string[] | undefined> } | undefined;
  // No prototype: field names come from the request, and `__proto__` must stay a plain key.
  const out: Record<string, string[]> = Object.create(null);
  for (const [key, messages] of Object.entries(details?.fieldErrors ?? {})) {
    if (messages && messages.length > 0) out[key] = messages;
  }
  return out;
}

/**
 * Server-rendered initial data, made identical to what the API sends (dates become ISO strings),
 * so an island behaves the same whether its data came from the page or from a fetch.
 */
export function viaJson<T>(value: unknown): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
