import { ok, type EndpointContract } from '../openapi/contract.ts';
import * as res from '../openapi/responses-domains.ts';

export const contract: EndpointContract = {
  method: 'post',
  path: '/api/candidatures/{id}/payment-link',
  tag: 'applications',
  summary: 'Email the payment link again to an applicant who has not paid (staff; once a day per application)',
  access: 'staff',
  success: [ok(res.paymentLinkSent, 'Queued', 202)],
  errors: ['candidature_not_found', 'conflict', 'application_closed', 'rate_limited'],
};
