/**
 * The error responses of each operation: which statuses it can answer and, for each,
 * the error codes as an enum, with an example and `Retry-After` on 429.
 *
 * Most of them follow from how the route is built, so they are derived, not listed by hand:
 * - every operation: 400 `bad_request` (an undecodable path or query, raw-request.ts), 500
 *   `internal_error`, 503 `database_unavailable` (respond.ts);
 * - its guard (`access`): 401 `unauthenticated` / `invalid_token`, 403 `forbidden`, 404
 *   `user_not_found` for someone else's id, 404 `not_found` where test accounts are off;
 * - its input: 400 `validation_failed` and 400 `rule_failed` for a query or body; a JSON body adds 400 `invalid_json`,
 *   413 `payload_too_large`, 415 `unsupported_media_type` (readJson);
 * - any write: 403 `csrf_rejected` (middleware, a cookie session from another origin);
 * - a path parameter: 404 `not_found` (the middleware's answer to an unusable path).
 * The codes of the domain (`card_not_found`, `proof_required`…) are listed by each endpoint's
 * contract (`errors`); their status comes from the one error table.
 *
 * Every error body is the `Error` component (components.schemas): these responses narrow its
 * code. There is no `default` beside them (decision 030).
 */
import { z } from 'zod';
import { statusOf, type ErrorCode } from '../http/errors.ts';
import { ERROR_TEXTS } from '#i18n/error-texts.ts';
import type { EndpointContract } from '../http/contract.ts';

const STATUS_TEXT: Record<number, string> = {
  400: 'The request is refused as it is (fix it before sending it again); the code says which kind',
  401: 'No session, or an invalid or expired one',
  402: 'The payment provider does not report the payment as done',
  403: 'The session may not do this',
  404: 'Nothing here for this caller (unknown, or someone else’s)',
  409: 'Refused in the current state of the resource',
  413: 'Too large',
  415: 'A media or file type that is not accepted',
  422: 'Well formed, but the action is not complete, or an `Idempotency-Key` sent again with another request',
  429: 'Too many requests: wait `Retry-After` seconds',
  500: 'An unexpected error (logged; no details)',
  503: 'The database or the payment provider is away for a moment: try again',
};

/** The error codes an operation can answer, from its shape and its own list. */
export function errorCodesOf(op: EndpointContract): Set<ErrorCode> {
  const codes = new Set<ErrorCode>(['bad_request', 'internal_error', 'database_unavailable']);
  switch (op.access) {
    case 'public':
      break;
    case 'test-accounts':
      codes.add('not_found');
      break;
    case 'session-by-type':
    case 'member':
    case 'staff':
    case 'admin':
      codes.add('unauthenticated').add('invalid_token').add('forbidden');
      break;
    case 'self-or-admin':
      codes.add('unauthenticated').add('invalid_token').add('user_not_found');
      break;
    case 'signed-in':
      codes.add('unauthenticated').add('invalid_token');
      break;
  }
  // Both 400 (decision 030): `validation_failed` for what this description also calls invalid,
  // `rule_failed` for a rule of the resource it cannot state.
  if (op.query || op.body || op.params) codes.add('validation_failed').add('rule_failed');
  if (op.body && !op.bodyType) codes.add('invalid_json').add('payload_too_large').add('unsupported_media_type');
  if (op.method !== 'get') codes.add('csrf_rejected');
  if (op.path.includes('{')) codes.add('not_found');
  for (const code of op.errors ?? []) codes.add(code);
  return codes;
}

function errorSchemaFor(status: number, codes: ErrorCode[]) {
  const example = codes[0]!;
  return z
    .object({
      error: z.object({
        code: z.enum(codes as [ErrorCode, ...ErrorCode[]]),
        message: z.string().describe('For people, in the caller’s language'),
        details: z.unknown().optional().describe('Depends on the code (`fieldErrors` for validation_failed and rule_failed)'),
      }),
    })
    .meta({ description: `Error body of a ${status}`, example: { error: { code: example, message: ERROR_TEXTS[example].fr } } });
}

/**
 * The 400 codes that mean "this description itself calls the request invalid" (a type, a length,
 * a pattern, an unknown key, not JSON at all) and the path that cannot be decoded. Every other 400
 * code of an operation is a rule this description cannot state, listed in the 400 response's
 * `x-rule-codes` (decision 030): a request valid by the description is refused only with those.
 */
export const DESCRIBED_INVALID_CODES: readonly ErrorCode[] = ['validation_failed', 'invalid_json', 'bad_request'];

const quoted = (codes: readonly ErrorCode[]) => codes.map((c) => `\`${c}\``).join(', ');

function describeStatus(status: number, codes: ErrorCode[]): string {
  if (status !== 400) return `${STATUS_TEXT[status] ?? 'An error'}: ${quoted(codes)}`;
  const rules = codes.filter((c) => !DESCRIBED_INVALID_CODES.includes(c));
  const described = codes.filter((c) => DESCRIBED_INVALID_CODES.includes(c));
  return `${STATUS_TEXT[400]}: ${quoted(described)}${rules.length ? `; a rule this description cannot state (\`x-rule-codes\`): ${quoted(rules)}` : ''}`;
}

/** `responses` entries by status for the operation's errors. */
export function errorResponsesOf(op: EndpointContract): Record<string, unknown> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodesOf(op)) {
    const status = statusOf(code);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<string, unknown> = {};
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[String(status)] = {
      description: describeStatus(status, codes),
      content: { 'application/json': { schema: errorSchemaFor(status, codes) } },
      ...(status === 400 ? { 'x-rule-codes': codes.filter((c) => !DESCRIBED_INVALID_CODES.includes(c)) } : {}),
      ...(status === 429
        ? { headers: { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 1 } } } }
        : {}),
    };
  }
  return responses;
}
