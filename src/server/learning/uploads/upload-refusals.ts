/** What reading an uploaded image can refuse (read-upload.ts), for the contracts of the two upload routes. */
import type { ErrorCode } from '#server/platform/http/errors.ts';

export const UPLOAD_REFUSALS: ErrorCode[] = [
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
