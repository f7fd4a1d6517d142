import { z } from 'zod';
import { binary, ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { UPLOAD_TYPES } from './upload-fields.ts';
import { UPLOAD_REFUSALS } from './upload-refusals.ts';
import { uploadResponse } from './file-responses.ts';

// The route reads these fields itself (upload-fields.ts): the parts may come in any order;
// fields sent before the file are checked before it is read.
const uploadBody = z.strictObject({
  type: z.enum(UPLOAD_TYPES).describe('`candidature` needs no session; `gallery` any session; the action types a member'),
  file: binary('The file: a photo (JPEG, PNG, WebP, GIF, AVIF, TIFF; 15 MiB) or, for `action_document`, a PDF or ZIP (25 MiB)'),
  card_id: z.string().max(200).optional().describe('Required for action_image / action_document (card id or slug); refused for the others'),
  checklist_item_id: z.string().regex(/^[a-z][a-z0-9_]{0,63}$/).optional().describe('Action types only: the checklist item this file proves'),
});

export const contract = {
  method: 'post',
  path: '/api/upload',
  tag: 'files',
  summary: 'Upload a photo or document (multipart; candidature photos without a session)',
  access: 'session-by-type',
  body: uploadBody,
  bodyType: 'multipart/form-data',
  success: [ok(uploadResponse, 'Stored', 201)],
  errors: [...UPLOAD_REFUSALS, 'encrypted_pdf', 'unsafe_archive', 'card_not_found', 'checklist_item_not_found', 'gallery_full', 'rate_limited'],
} as const satisfies EndpointContract;
