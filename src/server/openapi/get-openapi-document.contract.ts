import { ok, type EndpointContract } from './contract.ts';
import * as out from './responses.ts';

export const contract: EndpointContract = {
  method: 'get',
  path: '/api/openapi.json',
  tag: 'operations',
  summary: 'This document',
  access: 'public',
  success: [ok(out.openapiDocument)],
};
