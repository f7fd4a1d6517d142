/**
 * The islands' one way to call our API: same-origin cookie session, JSON both ways, and the
 * decisions §2 error body turned into an `ApiError` the forms can show next to their fields.
 */
export interface ApiErrorBody {
  code: string;
  message: string;
  details?: unknown;
}

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

export async function apiFetch<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(path, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const data = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const error = (data as { error?: ApiErrorBody } | null)?.error;
    throw new ApiError(response.status, error ?? { code: 'internal_error', message: response.statusText || String(response.status) });
  }
  return data as T;
}

/** Message for anything caught around apiFetch (network failures included). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError || error instanceof Error ? error.message || fallback : fallback;
}

/** zod-flattened `details.fieldErrors` of a 400 `validation_failed`, keyed by field. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  if (!(error instanceof ApiError) || error.code !== 'validation_failed') return {};
  const details = error.details as { fieldErrors?: Record<string, string[] | undefined> } | undefined;
  const out: Record<string, string[]> = {};
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
