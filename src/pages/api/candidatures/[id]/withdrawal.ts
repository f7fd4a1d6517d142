import { answer, endpoint, route } from '#server/identity/endpoint.ts';
import { contract as withdrawContract } from '#server/money/withdrawal/withdraw.contract.ts';
import { withdraw } from '#server/money/withdrawal/withdraw.ts';

/** A consumer withdraws from their own application, or staff record a withdrawal received by form (decision 058). */
export const { POST, ALL } = route(
  endpoint(withdrawContract, async ({ user, params, body, db }) => answer(await withdraw(db, { candidatureId: params.id, actor: user, receivedOn: body.received_on }), 201)),
);
