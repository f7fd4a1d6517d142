/**
 * The one way a route reads its input: `readBody(ctx, schema)` for a JSON body, `readQuery(ctx,
 * schema)` for query parameters. Both refuse what respond.ts's jsonProblem finds (NUL, lone
 * surrogates, reserved keys, nesting deeper than 64), then validate with `parseIn`: field messages
 * in the request's language (decision 005: never a library's default English), a message the
 * schema gives itself wins. Raw bytes (a PDF to verify, a webhook to sign-check) are not input
 * validation: respond.ts's readBodyBytes/readBodyText.
 */
import type { z } from 'zod';
import { AppError } from './errors.ts';
import { readBodyText, refuseUntrustedJson } from './respond.ts';
import { parseIn } from './field-messages.ts';
import type { Lang } from '#i18n/lang.ts';

/** What the readers use of `ctx.locals`: the language the middleware chose for the request. */
type RequestLang = { lang: Lang };

/**
 * A JSON body (at most 256 KiB: 413 beyond), validated. An empty body is `{}`; a media type other
 * than JSON or text/plain is 415, text that is not JSON 400 `invalid_json`.
 */
export async function readBody<S extends z.ZodType>(ctx: { request: Request; locals: RequestLang }, schema: S): Promise<z.infer<S>> {
  const type = ctx.request.headers.get('content-type') ?? '';
  if (type && !/^application\/(.+\+)?json\b/i.test(type) && !type.startsWith('text/plain')) {
    throw new AppError('unsupported_media_type');
  }
  const text = await readBodyText(ctx.request);
  let parsed: unknown = {};
  if (text.trim() !== '') {
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new AppError('invalid_json');
    }
  }
  refuseUntrustedJson(parsed);
  return parseIn(schema, parsed, ctx.locals.lang);
}

/** Query parameters (`?a=1&b=2`, each a string), validated. */
export function readQuery<S extends z.ZodType>(ctx: { url: URL; locals: RequestLang }, schema: S): z.infer<S> {
  const params = Object.fromEntries(ctx.url.searchParams);
  refuseUntrustedJson(params);
  return parseIn(schema, params, ctx.locals.lang);
}
