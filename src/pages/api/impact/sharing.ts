import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as getSampleConsentContract } from '#server/learning/impact/get-sample-consent.contract.ts';
import { contract as setSampleConsentContract } from '#server/learning/impact/set-sample-consent.contract.ts';
import { getSampleConsent, setSampleConsent } from '#server/learning/impact/sample-consent.ts';

/**
 * The caller's answer to being named in other artisans' samples (decision 055); a static route:
 * wins over [card_id]. Any signed-in user, not only members: a former member can still say no.
 */
export const { GET, PUT, ALL } = route(
  endpoint(getSampleConsentContract, async ({ user, db }) => getSampleConsent(db, user.id)),
  endpoint(setSampleConsentContract, async ({ user, body, db }) => setSampleConsent(db, user.id, body.show_in_samples)),
);
