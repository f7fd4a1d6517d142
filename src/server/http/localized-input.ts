/**
 * Validation whose field messages are in the caller's language (decisions §2: never a library's
 * default English). Schemas give their own messages where a person reads them; anything they do
 * not cover falls back to zod's French or English locale for this parse only (no global state,
 * since two requests in two languages run at once).
 */
import { z } from 'zod';
import { AppError } from './errors.ts';
import { readJson, readQuery } from './respond.ts';
import type { Lang } from '../i18n/messages.ts';

const LOCALE_ERRORS = { fr: z.locales.fr().localeError, en: z.locales.en().localeError };

export function parseIn<S extends z.ZodType>(schema: S, value: unknown, lang: Lang): z.infer<S> {
  const result = schema.safeParse(value, { error: LOCALE_ERRORS[lang] });
  if (!result.success) throw new AppError('validation_failed', { details: z.flattenError(result.error) });
  return result.data;
}

/** readJson (size cap, NUL and depth refusal) then parseIn. */
export async function readJsonIn<S extends z.ZodType>(request: Request, schema: S, lang: Lang): Promise<z.infer<S>> {
  return parseIn(schema, await readJson(request, z.unknown()), lang);
}

/** Query parameters validated the same way (readQuery's refusals first: NUL, reserved keys). */
export function readQueryIn<S extends z.ZodType>(url: URL, schema: S, lang: Lang): z.infer<S> {
  return parseIn(schema, readQuery(url, z.unknown()), lang);
}
