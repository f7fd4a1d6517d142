import { binary, ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { UPLOAD_REFUSALS } from '#server/learning/uploads/upload-refusals.ts';
import { landingImageResponse } from './landing-responses.ts';
import { landingUploadFields } from './upload-landing-image.ts';

// The file and what it shows, in both languages (alt text of the pages that show it).
const landingUploadBody = landingUploadFields.extend({ file: binary('The image (JPEG, PNG, WebP, GIF, AVIF, TIFF; 15 MiB)') });

export const contract = {
  method: 'post',
  path: '/api/admin-landing-upload',
  tag: 'landings',
  summary: 'Upload a theme image (admin, multipart)',
  access: 'admin',
  body: landingUploadBody,
  bodyType: 'multipart/form-data',
  success: [ok(landingImageResponse, 'Stored', 201)],
  errors: UPLOAD_REFUSALS,
} as const satisfies EndpointContract;
