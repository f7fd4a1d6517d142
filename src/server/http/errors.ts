/**
 * The one error class of the app. Domain code throws `new AppError('card_not_found')`;
 * the HTTP layer turns it into `{"error": {code, message, details?}}` with the status below.
 */
import { messages } from '../i18n/messages.ts';
import type { Lang } from '../../i18n/lang.ts';

const STATUS_BY_CODE = {
  bad_request: 400,
  invalid_json: 400,
  validation_failed: 400,
  // A request the API description calls valid that a rule of the resource refuses: still a 400,
  // its code says which kind (decision 030). The only 422s: action_incomplete, idempotency_key_reused.
  rule_failed: 400,
  unknown_metric: 400,
  future_date: 400,
  invalid_unsubscribe_token: 400,
  proof_required: 400,
  checklist_item_not_yet_open: 400,
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
  action_incomplete: 422,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  // applications, payment, invoices, site updates
  candidature_not_found: 404,
  invoice_not_found: 404,
  site_update_not_found: 404,
  account_exists: 409,
  already_member: 409,
  application_pending: 409,
  cgv_not_accepted: 400,
  payment_reference_mismatch: 409,
  payment_not_completed: 402,
  invalid_signature: 400,
  payment_provider_unavailable: 503,
  // files (uploads, documents, worksheets; docs/api-files.md)
  invalid_multipart: 400,
  file_missing: 400,
  empty_file: 400,
  checklist_item_not_found: 404,
  file_not_found: 404,
  worksheet_not_found: 404,
  gallery_full: 409,
  file_too_large: 413,
  image_too_many_pixels: 413,
  unsupported_file_type: 415,
  heic_not_supported: 415,
  unreadable_image: 415,
  encrypted_pdf: 415,
  unsafe_archive: 415,
  // collaboration
  invalid_pdf: 400,
  cannot_reply_to_own_request: 403,
  not_request_author: 403,
  request_not_found: 404,
  reply_not_found: 404,
  match_not_found: 404,
  request_closed: 409,
  already_replied: 409,
  answers_already_submitted: 409,
  contract_locked: 409,
  contract_not_finalized: 409,
  // sealed contracts
  contract_not_sealed: 409,
  contract_already_signed: 409,
  collaboration_closed: 409,
  contract_sealed: 409,
  signature_name_mismatch: 400,
  // experience: reading bounds, corrected and deleted readings
  value_out_of_range: 400,
  reading_not_found: 404,
  // hardening (decision 006)
  recent_sign_in_required: 403,
  database_unavailable: 503,
  // operations: readiness while migrations are missing
  migrations_pending: 503,
  // landings
  landing_theme_not_found: 404,
  landing_history_not_found: 404,
  landing_bake_failed: 409,
  landing_image_gone: 400,
  // bounded work and faults (decision 017)
  busy: 503,
  storage_unavailable: 503,
  // a sealed contract's stored PDF no longer matches its SHA-256 (decision 037)
  contract_pdf_unavailable: 503,
  // staff: refused and withdrawn applications, members (decision 025)
  application_closed: 409,
  application_paid: 409,
  // balance, refunds and credit notes (decision 024)
  credit_note_not_found: 404,
  idempotency_key_required: 400,
  idempotency_key_reused: 422,
  balance_not_requestable: 409,
  balance_not_due: 409,
  // a deposit with a refund has no balance to pay (decision 035)
  deposit_refunded: 409,
  refund_exceeds_remaining: 409,
  refund_in_progress: 409,
  refund_refused: 502,
  // personal data (decision 026)
  password_required: 400,
  wrong_password: 403,
  fresh_sign_in_required: 403,
  export_not_found: 404,
  last_admin: 409,
  // issued documents: a stored file that fails its SHA-256 is never served (decision 036)
  document_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof STATUS_BY_CODE;

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
    this.status = STATUS_BY_CODE[code];
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
    return messages[lang].errors[this.code] ?? messages.fr.errors[this.code] ?? this.code;
  }
}

export function statusOf(code: ErrorCode): number {
  return STATUS_BY_CODE[code];
}
