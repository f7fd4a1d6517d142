import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as listActionDocumentsContract } from '#server/learning/uploads/list-action-documents.contract.ts';
import { listActionDocuments } from '#server/learning/uploads/action-documents.ts';

/** The caller's own photos and documents of one card (decision 008). */
export const { GET, ALL } = route(endpoint(listActionDocumentsContract, async ({ user, query, db }) => listActionDocuments(db, user.id, query.card_id)));
