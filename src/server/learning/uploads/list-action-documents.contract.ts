import { z } from 'zod';
import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { actionDocumentsQuery } from './action-documents.ts';
import { actionDocumentResponse } from './file-responses.ts';

export const contract = {
  method: 'get',
  path: '/api/action-documents',
  tag: 'files',
  summary: 'The caller’s photos and documents of one card',
  access: 'member',
  query: actionDocumentsQuery,
  success: [ok(z.array(actionDocumentResponse))],
  errors: ['card_not_found'],
} as const satisfies EndpointContract;
