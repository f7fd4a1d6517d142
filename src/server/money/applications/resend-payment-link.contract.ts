import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { paymentLinkSentResponse } from './application-responses.ts';

export const contract = {
  method: 'post',
  path: '/api/candidatures/{id}/payment-link',
  tag: 'applications',
  summary: 'Email the payment link again to an applicant who has not paid (staff; once a day per application)',
  access: 'staff',
  success: [ok(paymentLinkSentResponse, 'Queued', 202)],
  errors: ['candidature_not_found', 'conflict', 'application_closed', 'rate_limited'],
} as const satisfies EndpointContract;
