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
  'POST /api/invoices/{number}/refunds': ['invoice_not_found', 'idempotency_key_required', 'idempotency_key_reused', 'refund_exceeds_remaining', 'refund_in_progress', 'refund_refused', 'payment_provider_unavailable'],
  'GET /api/credit-notes': ['forbidden'],
  'GET /api/credit-notes/{number}/pdf': ['credit_note_not_found', 'document_unavailable', 'storage_unavailable'],
  'GET /api/site-updates': ['forbidden'],
  'DELETE /api/site-updates/{id}': ['site_update_not_found'],
  'GET /api/landing-themes/accueil-actuel': ['landing_theme_not_found'],
  'PUT /api/admin-landing-themes/{slug}': ['landing_theme_not_found', 'landing_bake_failed'],
  'GET /api/admin-landing-themes/{slug}/preview': ['landing_theme_not_found'],
  'POST /api/admin-landing-themes/reorder': ['landing_theme_not_found', 'landing_bake_failed'],
  'GET /api/admin-landing-themes/{slug}/history': ['landing_theme_not_found'],
  'POST /api/admin-landing-themes/{slug}/history/{id}/restore': ['landing_theme_not_found', 'landing_history_not_found', 'landing_image_gone', 'landing_bake_failed'],
  'POST /api/admin-landing-upload': UPLOAD_REFUSALS,
};
