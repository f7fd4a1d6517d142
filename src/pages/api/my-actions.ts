import { answer, endpoint, route } from '#server/identity/endpoint.ts';
import { contract as listActionsContract } from '#server/learning/actions/list-actions.contract.ts';
import { contract as takeActionContract } from '#server/learning/actions/take-action.contract.ts';
import { contract as saveActionContract } from '#server/learning/actions/save-action.contract.ts';
import { saveAction, startAction } from '#server/learning/actions/save-action.ts';
import { listActions } from '#server/learning/actions/list-actions.ts';

/** The caller's actions: list, take (201 new / 200 existing), save answers and validate. */
export const { GET, POST, PUT, ALL } = route(
  endpoint(listActionsContract, async ({ user, lang, db }) => listActions(db, user.id, lang)),
  endpoint(takeActionContract, async ({ user, body, lang, db }) => {
    const { created, action } = await startAction(db, user.id, body.card_id, lang);
    return answer(action, created ? 201 : 200);
  }),
  endpoint(saveActionContract, async ({ user, body, lang, db }) => saveAction(db, user.id, body, lang)),
);
