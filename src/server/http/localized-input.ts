/**
 * Validation whose field messages are in the caller's language (decision 005: never a library's
 * default English): the body or query is read with respond.ts's refusals, then parsed by
 * `parseInLang` (one table of field messages, src/server/i18n/field-messages.ts).
 */
import { z } from 'zod';
import { readJson, readQuery } from './respond.ts';
import { parseInLang } from '../i18n/field-messages.ts';
import type { Lang } from '../../i18n/lang.ts';

export { parseInLang as parseIn };

/** readJson (size cap, NUL and depth refusal) then parseInLang. */
export async function readJsonIn<S extends z.ZodType>(request: Request, schema: S, lang: Lang): Promise<z.infer<S>> {
  return parseInLang(schema, await readJson(request, z.unknown()), lang);
}

/** Query parameters validated the same way (readQuery's refusals first: NUL, reserved keys). */
export function readQueryIn<S extends z.ZodType>(url: URL, schema: S, lang: Lang): z.infer<S> {
  return parseInLang(schema, readQuery(url, z.unknown()), lang);
}
