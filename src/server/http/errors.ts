/**
 * The one error class of the app. Domain code throws `new AppError('card_not_found')`;
 * the HTTP layer turns it into `{"error": {code, message, details?}}` with the status below.
 */
import { messages, type Lang } from '../i18n/messages.ts';

const STATUS_BY_CODE = {
  bad_request: 400,
  invalid_json: 400,
  validation_failed: 400,
  unknown_metric: 400,
  future_date: 400,
  invalid_unsubscribe_token: 400,
  proof_required: 400,
  unauthenticated: 401,
  invalid_credentials: 401,
  invalid_token: 401,
  forbidden: 403,
  csrf_rejected: 403,
  not_found: 404,
  card_not_found: 404,
  user_not_found: 404,
  parcours_not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  email_taken: 409,
  parcours_limit: 409,
  action_not_started: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
} as const;

export type ErrorCode = keyof typeof STATUS_BY_CODE;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: unknown;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, options: { message?: string; details?: unknown; headers?: Record<string, string> } = {}) {
    super(options.message ?? code);
    this.code = code;
    this.status = STATUS_BY_CODE[code];
    this.details = options.details;
    this.headers = options.headers ?? {};
  }

  /** The human message in the caller's language (the explicit one wins when given). */
  messageFor(lang: Lang): string {
    if (this.message !== this.code) return this.message;
    return messages[lang].errors[this.code] ?? messages.fr.errors[this.code] ?? this.code;
  }
}

export function statusOf(code: ErrorCode): number {
  return STATUS_BY_CODE[code];
}
