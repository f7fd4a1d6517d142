import { ok, type EndpointContract } from '../http/contract.ts';
import { openapiDocumentResponse } from './openapi-responses.ts';

export const contract = {
  method: 'get',
  path: '/api/openapi.json',
  tag: 'operations',
  summary: 'This document',
  access: 'public',
  success: [ok(openapiDocumentResponse)],
} as const satisfies EndpointContract;
