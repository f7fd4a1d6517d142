/**
 * What one endpoint declares about itself, for /api/openapi.json (decision 013): a
 * `<verb-noun>.contract.ts` file beside its domain code exports `contract`, and contracts.ts finds
 * every such file. The schemas are the ones the route validates with (the same exported objects)
 * and the ones its answer is built to: each domain's `*-responses.ts`, whose top-level objects are
 * closed (a field added or leaked fails the API tests, which check every answer against the
 * document) while content whose shape is data (card guides, answers, theme blocks) stays open.
 */
import { z } from 'zod';
import type { ErrorCode } from './errors.ts';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call: the middleware's session (Bearer token or cookie) and the route's guard. */
export type Access = 'public' | 'session-by-type' | 'signed-in' | 'member' | 'self-or-admin' | 'staff' | 'admin' | 'test-accounts';

export interface Success {
  status: number;
  description: string;
  /** JSON body schema; absent for a body that is not JSON (`type`) or for no body. */
  schema?: z.ZodType;
  type?: 'application/pdf' | 'text/html' | 'text/csv' | 'text/plain' | 'image/*' | 'application/octet-stream';
  /** Several possible media types of a binary body (a stored file is WebP, PDF or ZIP). */
  types?: readonly string[];
  /** A redirect (no body). */
  redirect?: boolean;
}

export interface EndpointContract {
  method: Method;
  /** OpenAPI path template: `/api/cards/{id}` for the file `src/pages/api/cards/[id].ts`. */
  path: string;
  tag: string;
  summary: string;
  access: Access;
  /**
   * The path parameters, when they need more than a string each (endpoint() validates them;
   * without it every `{name}` of the path is a string handed as it came).
   */
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** Request headers the route reads (an Idempotency-Key). */
  header?: z.ZodObject;
  /** One schema for every language: its own messages are keys (src/i18n/input-message-keys.ts), worded when a refusal is written. */
  body?: z.ZodType;
  /** Request body media type when not JSON. */
  bodyType?: 'multipart/form-data' | 'application/pdf' | 'text/plain';
  /** Other media types the route also takes as its body (the contract check: JSON or the PDF itself). */
  otherBodies?: readonly { type: 'application/pdf'; schema: z.ZodType }[];
  success: readonly Success[];
  /**
   * The domain's error codes (`card_not_found`, `proof_required`…); those that follow from the
   * guard, the inputs and the path are derived (error-responses.ts). The status of each code is
   * the one of the error table (src/i18n/error-texts.ts).
   */
  errors?: readonly ErrorCode[];
  /** Errors answered as HTML (a page opened from an email) instead of the JSON error body. */
  htmlErrors?: boolean;
}

/**
 * What a serializer builds for a response schema (`{…} satisfies ResponseOf<typeof xResponse>`), so
 * the shape is written once: the schema, which the serializer must fit. A Date is sent as its ISO
 * text (JSON.stringify), so a string field also takes a Date.
 */
export type ResponseOf<S extends z.ZodType> = Sendable<z.infer<S>>;
type Sendable<T> = T extends string ? (string extends T ? string | Date : T) : T extends readonly (infer U)[] ? Sendable<U>[] : T extends object ? { [K in keyof T]: Sendable<T[K]> } : T;

export const ok = (schema: z.ZodType, description = 'OK', status = 200): Success => ({ status, description, schema });
export const pdf: Success = { status: 200, description: 'The PDF document', type: 'application/pdf' };
export const redirect = (description: string): Success => ({ status: 303, description, redirect: true });

/** Read without zod by its routes (a token in a link from an email): other parameters are ignored, not refused. */
export const tokenQuery = z.object({ token: z.string().describe('The token from the email link') });
/** Read without zod by the PDF routes: anything but `1` downloads. */
export const inlinePdfQuery = z.object({ inline: z.literal('1').optional().describe('`1` opens the PDF in the browser (`Content-Disposition: inline`) instead of downloading it') });
// A binary part: OpenAPI 3.1 says `contentMediaType`; `format: binary` is what 3.0 tools read.
export const binary = (description: string) => z.string().meta({ format: 'binary', contentMediaType: 'application/octet-stream', description });
export const pdfFile = (description: string) => z.string().meta({ format: 'binary', contentMediaType: 'application/pdf', description });
