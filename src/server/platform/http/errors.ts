/**
 * The one error class of the app. Domain code throws `new AppError('card_not_found')`;
 * the HTTP layer turns it into `{"error": {code, message, details?}}` with the status and the
 * message of the error table (src/i18n/error-texts.ts).
 */
import type { Lang } from '#i18n/lang.ts';
import { ERROR_TEXTS, type ErrorCode } from '#i18n/error-texts.ts';

export type { ErrorCode };

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: unknown;
  readonly headers: Record<string, string>;
  /** Details worded in the caller's language, for errors raised where the language is unknown. */
  readonly localizedDetails: ((lang: Lang) => unknown) | undefined;

  constructor(
    code: ErrorCode,
    options: { message?: string; details?: unknown; localizedDetails?: (lang: Lang) => unknown; headers?: Record<string, string> } = {},
  ) {
    super(options.message ?? code);
    this.code = code;
    this.status = ERROR_TEXTS[code].status;
    this.details = options.details;
    this.localizedDetails = options.localizedDetails;
    this.headers = options.headers ?? {};
  }

  /** The details in the caller's language (when they have words). */
  detailsFor(lang: Lang): unknown {
    return this.localizedDetails ? this.localizedDetails(lang) : this.details;
  }

  /** The human message in the caller's language (the explicit one wins when given). */
  messageFor(lang: Lang): string {
    if (this.message !== this.code) return this.message;
    return ERROR_TEXTS[this.code][lang];
  }
}

export function statusOf(code: ErrorCode): number {
  return ERROR_TEXTS[code].status;
}
