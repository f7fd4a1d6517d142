/**
 * The domain error codes of each operation, beyond those derived from its guard and inputs
 * (error-responses.ts). Keyed `METHOD path` as in operations.ts; the status of each code comes from
 * the table in src/server/http/errors.ts. The API tests hold it: an error response whose code is
 * not listed for its status fails the test that received it (tests/support/openapi-check.ts).
 */
import type { ErrorCode } from '../http/errors.ts';

const UPLOAD_REFUSALS: ErrorCode[] = [
  'invalid_multipart',
  'file_missing',
  'empty_file',
  'file_too_large',
  'image_too_many_pixels',
  'unsupported_media_type',
  'unsupported_file_type',
  'heic_not_supported',
  'unreadable_image',
];

export const OPERATION_ERRORS: Record<string, ErrorCode[]> = {
  'GET /api/health': [],
  'GET /api/health/ready': ['migrations_pending'],
  'POST /auth/login': ['invalid_credentials', 'rate_limited'],
  'POST /auth/magic-link': ['rate_limited'],
  'GET /auth/google': ['not_found'],
  'POST /auth/dev-login': ['user_not_found'],
  'POST /auth/dev-signup': ['email_taken'],
  'POST /auth/dev-card': ['conflict'],
  'PUT /api/users/{id}/account': ['email_taken', 'invalid_credentials', 'recent_sign_in_required', 'rate_limited'],
  'GET /api/cards/{id}': ['card_not_found'],
  'GET /api/cards/{id}/worksheet/{item_id}': ['card_not_found', 'worksheet_not_found'],
  'POST /api/my-actions': ['card_not_found'],
  'PUT /api/my-actions': ['card_not_found', 'action_not_started', 'proof_required', 'conflict'],
  'GET /api/parcours/{id}': ['parcours_not_found'],
  'POST /api/parcours/{id}/start': ['parcours_not_found', 'parcours_limit'],
  'GET /api/impact/{card_id}': ['card_not_found', 'unknown_metric', 'action_not_started'],
  'POST /api/impact/{card_id}': ['card_not_found', 'unknown_metric', 'future_date', 'value_out_of_range', 'action_not_started'],
  'DELETE /api/impact/{card_id}': ['card_not_found', 'unknown_metric', 'reading_not_found'],
  'GET /api/impact/{card_id}/aggregate': ['card_not_found', 'unknown_metric'],
  'POST /api/reminders/unsubscribe': ['invalid_unsubscribe_token'],
  'POST /api/upload': [...UPLOAD_REFUSALS, 'encrypted_pdf', 'unsafe_archive', 'card_not_found', 'checklist_item_not_found', 'gallery_full', 'rate_limited'],
  'GET /api/files/{id}': ['file_not_found'],
  'GET /api/action-documents': ['card_not_found'],
  'DELETE /api/action-documents/{id}': ['file_not_found'],
  'GET /api/collaboration-requests/{id}': ['request_not_found'],
  'PATCH /api/collaboration-requests/{id}': ['request_not_found', 'not_request_author'],
  'GET /api/collaboration-replies': ['request_not_found', 'not_request_author'],
  'POST /api/collaboration-replies': ['request_not_found', 'cannot_reply_to_own_request', 'request_closed', 'already_replied'],
  'POST /api/collaboration-matches': ['reply_not_found', 'not_request_author', 'conflict'],
  'GET /api/collaboration-matches/{id}': ['match_not_found'],
  'GET /api/collaboration-contract': ['match_not_found'],
  'PUT /api/collaboration-contract': ['match_not_found', 'answers_already_submitted', 'contract_locked'],
  'GET /api/collaboration-contract/pdf': ['match_not_found', 'contract_not_finalized'],
  'POST /api/collaboration-contract/verify': ['match_not_found', 'contract_not_finalized', 'invalid_pdf', 'rate_limited'],
  'POST /api/candidatures': ['account_exists', 'already_member', 'application_pending', 'unauthenticated', 'rate_limited'],
  'POST /api/payment/checkout': ['candidature_not_found', 'conflict', 'payment_provider_unavailable'],
  'POST /api/payment/confirm': ['candidature_not_found', 'conflict', 'payment_not_completed', 'payment_reference_mismatch', 'payment_provider_unavailable'],
  'POST /api/payment/webhook': ['invalid_signature', 'not_found', 'payment_provider_unavailable'],
  'GET /api/invoices': ['forbidden'],
  'GET /api/invoices/{number}/pdf': ['invoice_not_found'],
  'GET /api/site-updates': ['forbidden'],
  'DELETE /api/site-updates/{id}': ['site_update_not_found'],
  'GET /api/landing-themes/accueil-actuel': ['landing_theme_not_found'],
  'PUT /api/admin-landing-themes/{slug}': ['landing_theme_not_found', 'landing_bake_failed'],
  'GET /api/admin-landing-themes/{slug}/preview': ['landing_theme_not_found'],
  'POST /api/admin-landing-themes/reorder': ['landing_theme_not_found', 'landing_bake_failed'],
  'POST /api/admin-landing-upload': UPLOAD_REFUSALS,
};
