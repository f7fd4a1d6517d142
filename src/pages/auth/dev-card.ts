import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as createTestCardContract } from '#server/learning/cards/create-test-card.contract.ts';
import { createTestCard } from '#server/learning/cards/create-test-card.ts';

/** Development only (404 otherwise, like dev-signup): a throwaway card with any guide, for tests. */
export const { POST, ALL } = route(endpoint(createTestCardContract, async ({ body, db }) => createTestCard(db, body)));
