import { answer, endpoint, route } from '#server/identity/endpoint.ts';
import { contract as resendPaymentLinkContract } from '#server/money/applications/resend-payment-link.contract.ts';
import { resendPaymentLink } from '#server/money/applications/resend-payment-link.ts';

/** Email the deposit's payment link again (staff; once a day per application, decision 020). */
export const { POST, ALL } = route(endpoint(resendPaymentLinkContract, async ({ user: staff, params, db }) => answer(await resendPaymentLink(db, params.id, staff), 202)));
