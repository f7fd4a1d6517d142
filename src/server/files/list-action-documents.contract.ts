import { z } from 'zod';
import { ok, type EndpointContract } from '../openapi/contract.ts';
import { actionDocumentsQuery } from './action-documents.ts';
import * as res from '../openapi/responses-domains.ts';

export const contract: EndpointContract = {
  method: 'get',
  path: '/api/action-documents',
  tag: 'files',
  summary: 'The caller’s photos and documents of one card',
  access: 'member',
  query: actionDocumentsQuery,
  success: [ok(z.array(res.actionDocument))],
  errors: ['card_not_found'],
};
