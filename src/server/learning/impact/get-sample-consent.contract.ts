import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { sampleConsentResponse } from './impact-responses.ts';

export const contract = {
  method: 'get',
  path: '/api/impact/sharing',
  tag: 'impact',
  summary: 'Whether the caller is named in other artisans’ samples (off until answered)',
  access: 'signed-in',
  success: [ok(sampleConsentResponse)],
} as const satisfies EndpointContract;
