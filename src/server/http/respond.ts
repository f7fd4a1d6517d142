/**
 * Request/response plumbing shared by every API handler: JSON bodies with a size cap,
 * zod validation, and the one error body `{"error": {code, message, details?}}`.
 */
import type { APIContext } from 'astro';
import { z } from 'zod';
import { AppError } from './errors.ts';
import { asLang, type Lang } from '../i18n/messages.ts';
import { logger } from '../log.ts';

export const JSON_BODY_LIMIT = 256 * 1024;

export function json(data: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(data), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

/** Converts anything thrown into the error body; unexpected errors are logged, never echoed. */
export function errorResponse(error: unknown, lang: Lang): Response {
  if (error instanceof z.ZodError) {
    error = new AppError('validation_failed', { details: z.flattenError(error) });
  }
  if (!(error instanceof AppError)) {
    logger.error('unhandled error', error);
    error = new AppError('internal_error');
  }
  const appError = error as AppError;
  const body: { code: string; message: string; details?: unknown } = {
    code: appError.code,
    message: appError.messageFor(lang),
  };
  if (appError.details !== undefined) body.details = appError.details;
  return json({ error: body }, appError.status, appError.headers);
}

/** Reads at most `limit` bytes of the body; more is a 413, whatever Content-Length claimed. */
export async function readBodyText(request: Request, limit = JSON_BODY_LIMIT): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) throw new AppError('payload_too_large');
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new AppError('payload_too_large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Deeper JSON is refused: nothing we take nests this far, and JSON.stringify (drizzle's jsonb
 * mapping) overflows the stack a few thousand levels down, which was a 500. */
export const MAX_JSON_DEPTH = 64;

/**
 * The first problem of a parsed JSON value that would fail later as a 500, or null: a NUL
 * character in a string or key (PostgreSQL text and jsonb cannot hold U+0000), or nesting deeper
 * than MAX_JSON_DEPTH. Iterative: a 256 KiB body can nest 100 000 levels (recursion would overflow).
 */
export function jsonProblem(root: unknown): { path: (string | number)[]; problem: 'nul' | 'depth' } | null {
  // Each entry links to its parent: the path is rebuilt only for the culprit (no copy per level).
  type Entry = { value: unknown; key: string | number | null; parent: Entry | null; depth: number };
  const pathOf = (entry: Entry | null, last: (string | number)[] = []) => {
    const keys: (string | number)[] = [];
    for (let e = entry; e && e.key !== null; e = e.parent) keys.push(e.key);
    return [...keys.reverse(), ...last];
  };
  const stack: Entry[] = [{ value: root, key: null, parent: null, depth: 0 }];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const { value, depth } = entry;
    if (typeof value === 'string') {
      if (value.includes('\0')) return { path: pathOf(entry), problem: 'nul' };
    } else if (value && typeof value === 'object') {
      if (depth >= MAX_JSON_DEPTH) return { path: pathOf(entry), problem: 'depth' };
      const items: [string | number, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
      for (let i = items.length - 1; i >= 0; i--) {
        const [key, item] = items[i]!;
        if (typeof key === 'string' && key.includes('\0')) return { path: pathOf(entry, [key]), problem: 'nul' };
        stack.push({ value: item, key, parent: entry, depth: depth + 1 });
      }
    }
  }
  return null;
}

function refuseBadJson(value: unknown): void {
  const found = jsonProblem(value);
  if (found === null) return;
  const field = found.path.length ? found.path.join('.').replace(/\0/g, '\\u0000') : '(root)';
  const message = found.problem === 'nul' ? 'NUL characters (\\u0000) are not allowed' : `Nested deeper than ${MAX_JSON_DEPTH} levels`;
  throw new AppError('validation_failed', { details: { formErrors: [], fieldErrors: { [field]: [message] } } });
}

/** Parses and validates a JSON body. An empty body is `{}`; NUL characters and deep nesting are a 400. */
export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  const type = request.headers.get('content-type') ?? '';
  if (type && !/^application\/(.+\+)?json\b/i.test(type) && !type.startsWith('text/plain')) {
    throw new AppError('unsupported_media_type');
  }
  const text = await readBodyText(request);
  let parsed: unknown = {};
  if (text.trim() !== '') {
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new AppError('invalid_json');
    }
  }
  refuseBadJson(parsed);
  return schema.parse(parsed);
}

/** Validates query parameters (`?a=1&b=2`) against a zod object schema. */
export function readQuery<S extends z.ZodType>(url: URL, schema: S): z.infer<S> {
  const params = Object.fromEntries(url.searchParams);
  refuseBadJson(params);
  return schema.parse(params);
}

type Handler = (ctx: APIContext) => Promise<unknown> | unknown;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Declares an endpoint's methods. Each handler may return a Response or plain data (sent as
 * JSON 200); thrown errors become the error body; other methods answer 405 with `Allow`.
 */
export function route(handlers: Partial<Record<Method, Handler>>) {
  const allow = Object.keys(handlers).join(', ');
  const wrap =
    (handler: Handler) =>
    async (ctx: APIContext): Promise<Response> => {
      try {
        const result = await handler(ctx);
        return result instanceof Response ? result : json(result);
      } catch (error) {
        return errorResponse(error, asLang(ctx.locals.lang));
      }
    };
  const out: Record<string, (ctx: APIContext) => Promise<Response>> = {};
  for (const [method, handler] of Object.entries(handlers)) out[method] = wrap(handler as Handler);
  out.ALL = async (ctx) =>
    errorResponse(new AppError('method_not_allowed', { headers: { allow } }), asLang(ctx.locals.lang));
  return out;
}
