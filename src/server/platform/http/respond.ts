/**
 * Request/response plumbing shared by every API handler: bodies with a size cap, the refusal of
 * client data that would fail later (jsonProblem), and the one error body
 * `{"error": {code, message, details?}}`. Routes read input with read-input.ts.
 */
import { withStorageBudget } from '../storage/storage-budget.ts';
import type { APIContext } from 'astro';
import { z } from 'zod';
import { AppError } from './errors.ts';
import { localizeZodError, refusalCode } from './field-messages.ts';
import { logger } from '../log.ts';
import { errorCodes, isDatabaseUnavailable } from '../db/errors.ts';
import { changeFeedLost } from '../db/change-feed.ts';
import { DISCARD_LIMIT } from './unread-body.ts';
import type { Lang } from '#i18n/lang.ts';
import { inputTexts } from '#i18n/input-texts.ts';

export const JSON_BODY_LIMIT = 256 * 1024;

export function json(data: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(data), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

/** Node's error for a request whose client went away before its body ended (`abortIncoming`). */
export function isClientAbort(error: unknown): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === 'ECONNRESET' && error.message === 'aborted';
}

/** What a 503 `database_unavailable` suggests in `Retry-After`. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Converts anything thrown into the error body; unexpected errors are logged, never echoed. The
 * one error path of every route: a lost database becomes 503 `database_unavailable` here.
 */
export function errorResponse(error: unknown, lang: Lang): Response {
  if (error instanceof z.ZodError) {
    // Field messages in the caller's language, never zod's default English (field-messages.ts).
    error = new AppError(refusalCode(error.issues), { details: localizeZodError(error, lang) });
  }
  if (!(error instanceof AppError) && isDatabaseUnavailable(error)) {
    // The database is away (refused, terminated, timed out): say so, and that it is worth a retry.
    changeFeedLost();
    logger.warn(`database unavailable (${errorCodes(error).join(', ') || 'closed'})`);
    error = new AppError('database_unavailable', { headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) } });
  }
  if (isClientAbort(error)) {
    // The client closed the connection before its request ended (a tab closed mid-upload): an
    // incomplete request, refused like any other; no fault of ours, nobody to answer.
    logger.info('request aborted by the client');
    error = new AppError('bad_request', { headers: { connection: 'close' } });
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
  const details = appError.detailsFor(lang);
  if (details !== undefined) body.details = details;
  return json({ error: body }, appError.status, appError.headers);
}

/** The raw body as bytes, at most `limit` of them: more is a 413, whatever Content-Length claimed. */
export async function readBodyBytes(request: Request, limit = JSON_BODY_LIMIT): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) throw tooLarge(false);
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) throw tooLarge(await discardRest(reader, size));
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * Reads the rest of a refused body, up to DISCARD_LIMIT, so the 413 leaves the keep-alive
 * connection ready for the client's next request. Whether the body was read to its end: when it
 * was not, the connection must close (a half-read request leaves it parsing nothing more).
 */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, read: number): Promise<boolean> {
  try {
    for (let discarded = read; discarded <= DISCARD_LIMIT; ) {
      const { done, value } = await reader.read();
      if (done) return true;
      discarded += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing to answer on anyway.
  }
  return false;
}

/** 413; `Connection: close` unless the whole body was read. */
function tooLarge(bodyRead: boolean): AppError {
  return new AppError('payload_too_large', bodyRead ? {} : { headers: { connection: 'close' } });
}

/** The body as UTF-8 text, at most `limit` bytes (413 beyond). */
export async function readBodyText(request: Request, limit = JSON_BODY_LIMIT): Promise<string> {
  return (await readBodyBytes(request, limit)).toString('utf8');
}

/** Deeper JSON is refused: nothing we take nests this far, and JSON.stringify (drizzle's jsonb
 * mapping) overflows the stack a few thousand levels down, which was a 500. */
export const MAX_JSON_DEPTH = 64;

/**
 * Object keys that name a member of Object.prototype (`__proto__`, `constructor`, `toString`,
 * `hasOwnProperty`, `valueOf`…). No field of the API is named so, and such a key that reaches a
 * plain object (`errors[key] ??= []`, `labels[key]`) finds the inherited member instead of
 * nothing: that was a 500, or a prototype change.
 */
export const RESERVED_KEYS: ReadonlySet<string> = new Set(Object.getOwnPropertyNames(Object.prototype));

export type JsonProblem = 'nul' | 'depth' | 'surrogate' | 'reserved_key';

/**
 * The first problem of a parsed JSON value that would fail later as a 500, or null: a NUL
 * character in a string or key (PostgreSQL text and jsonb cannot hold U+0000), a lone UTF-16
 * surrogate (`"\ud800"`: jsonb refuses it, text columns would store U+FFFD), a key named like an
 * Object.prototype member, or nesting deeper than MAX_JSON_DEPTH. Iterative: a 256 KiB body can
 * nest 100 000 levels (recursion would overflow).
 */
export function jsonProblem(root: unknown): { path: (string | number)[]; problem: JsonProblem } | null {
  // Each entry links to its parent: the path is rebuilt only for the culprit (no copy per level).
  type Entry = { value: unknown; key: string | number | null; parent: Entry | null; depth: number };
  const pathOf = (entry: Entry | null, last: (string | number)[] = []) => {
    const keys: (string | number)[] = [];
    for (let e = entry; e && e.key !== null; e = e.parent) keys.push(e.key);
    return [...keys.reverse(), ...last];
  };
  const textProblem = (text: string): JsonProblem | null => (text.includes('\0') ? 'nul' : text.isWellFormed() ? null : 'surrogate');
  const stack: Entry[] = [{ value: root, key: null, parent: null, depth: 0 }];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const { value, depth } = entry;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return { path: pathOf(entry), problem };
    } else if (value && typeof value === 'object') {
      if (depth >= MAX_JSON_DEPTH) return { path: pathOf(entry), problem: 'depth' };
      const items: [string | number, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
      for (let i = items.length - 1; i >= 0; i--) {
        const [key, item] = items[i]!;
        if (typeof key === 'string') {
          const problem = textProblem(key) ?? (RESERVED_KEYS.has(key) ? 'reserved_key' : null);
          if (problem) return { path: pathOf(entry, [key]), problem };
        }
        stack.push({ value: item, key, parent: entry, depth: depth + 1 });
      }
    }
  }
  return null;
}

function problemMessage(lang: Lang, problem: JsonProblem): string {
  const t = inputTexts[lang].json;
  return problem === 'depth' ? t.depth(MAX_JSON_DEPTH) : t[problem];
}

/**
 * Refuses (400 `validation_failed`, naming the field) client data that would fail later or
 * misbehave: see jsonProblem. readBody and readQuery (read-input.ts) call it; anything else that takes client
 * data (a JSON field of a multipart form, a parsed header) should call it too.
 */
export function refuseUntrustedJson(value: unknown): void {
  const found = jsonProblem(value);
  if (found === null) return;
  const field = found.path.length ? found.path.map(String).map(printable).join('.') : '(root)';
  // The language is not known here: the error body words the message for the caller.
  throw new AppError('validation_failed', {
    details: { formErrors: [], fieldErrors: { [field]: [problemMessage('en', found.problem)] } },
    localizedDetails: (lang) => ({ formErrors: [], fieldErrors: { [field]: [problemMessage(lang, found.problem)] } }),
  });
}

/** A key as it can be echoed in an error body: NUL and lone surrogates written as escapes. */
function printable(key: string): string {
  return key.replace(/\0/g, '\\u0000').replace(/[\ud800-\udfff]/g, (c, at: number, all: string) => {
    const code = c.charCodeAt(0);
    const paired = code < 0xdc00 ? /[\udc00-\udfff]/.test(all[at + 1] ?? '') : /[\ud800-\udbff]/.test(all[at - 1] ?? '');
    return paired ? c : `\\u${code.toString(16)}`;
  });
}

type Handler = (ctx: APIContext) => Promise<unknown> | unknown;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Declares an endpoint's methods. Each handler may return a Response or plain data (sent as
 * JSON 200); thrown errors become the error body; HEAD is answered wherever GET is; other methods
 * answer 405 with `Allow`.
 */
export function route(handlers: Partial<Record<Method, Handler>>) {
  const allow = [...Object.keys(handlers), ...(handlers.GET ? ['HEAD'] : [])].join(', ');
  const wrap =
    (handler: Handler) =>
    async (ctx: APIContext): Promise<Response> => {
      try {
        // One storage time budget per request (storage-budget.ts, decision 037).
        const result = await withStorageBudget(async () => handler(ctx));
        return result instanceof Response ? result : json(result);
      } catch (error) {
        return errorResponse(error, ctx.locals.lang);
      }
    };
  const out: Record<string, (ctx: APIContext) => Promise<Response>> = {};
  for (const [method, handler] of Object.entries(handlers)) out[method] = wrap(handler as Handler);
  const get = out.GET;
  out.ALL = async (ctx) => {
    // HEAD is GET without the body (RFC 9110), for every route that has GET: pages export only
    // their declared methods plus ALL, so it is answered here rather than by an export per page.
    if (get && ctx.request.method === 'HEAD') {
      const full = await get(ctx);
      return new Response(null, { status: full.status, statusText: full.statusText, headers: full.headers });
    }
    return errorResponse(new AppError('method_not_allowed', { headers: { allow } }), ctx.locals.lang);
  };
  return out;
}
