/** Response bodies of this domain's routes, as the API sends them: its contracts describe them (decision 013). */
import { z } from 'zod';
import { actionResponse } from '../actions/action-responses.ts';

const id = z.string().meta({ format: 'uuid', description: 'UUID' });
const dateTime = z.string().meta({ format: 'date-time', description: 'ISO 8601 date-time' });
const uuid = z.string().meta({ format: 'uuid' });
const isoDateTime = z.string().meta({ format: 'date-time' });

/** POST /api/upload 201 (decision 008): the stored record. */
export const uploadResponse = z.object({
  id,
  type: z.enum(['action_image', 'action_document', 'candidature', 'gallery']).describe('The stored type: a photo sent as action_document is recorded as action_image'),
  card_id: z.string().nullable(),
  checklist_item_id: z.string().nullable(),
  mime: z.enum(['image/webp', 'application/pdf', 'application/zip']),
  size: z.number().int().min(1).describe('Stored bytes'),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  original_name: z.string().max(200),
  url: z.string().describe('/api/files/{id}: the private URL (session checked)'),
  created_at: dateTime,
});

export const actionDocumentResponse = z.object({
  id: uuid,
  type: z.enum(['action_image', 'action_document']),
  card_id: uuid,
  checklist_item_id: z.string().nullable(),
  mime: z.enum(['image/webp', 'application/pdf', 'application/zip']),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  original_name: z.string(),
  url: z.string(),
  created_at: isoDateTime,
});

export const documentDeletedResponse = z.object({ deleted: actionDocumentResponse, action: actionResponse });
