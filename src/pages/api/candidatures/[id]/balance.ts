import { answer, endpoint, route } from '#server/identity/endpoint.ts';
import { contract as requestBalanceContract } from '#server/money/payment/request-balance.contract.ts';
import { requestBalance } from '#server/money/payment/request-balance.ts';

/** Ask the member for the balance of a paid deposit (staff; the email goes through the outbox, decision 024). */
export const { POST, ALL } = route(
  endpoint(requestBalanceContract, async ({ user: staff, params, db }) => answer(await requestBalance(db, { candidatureId: params.id, staffId: staff.id }), 201)),
);
