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
};
