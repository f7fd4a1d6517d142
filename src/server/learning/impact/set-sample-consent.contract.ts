import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { sampleConsentInput } from './sample-consent.ts';
import { sampleConsentResponse } from './impact-responses.ts';

export const contract = {
  method: 'put',
  path: '/api/impact/sharing',
  tag: 'impact',
  summary: 'Answer whether to be named in other artisans’ samples; takes effect at once',
  access: 'signed-in',
  body: sampleConsentInput,
  success: [ok(sampleConsentResponse)],
} as const satisfies EndpointContract;
