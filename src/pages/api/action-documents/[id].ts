import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as deleteActionDocumentContract } from '#server/learning/uploads/delete-action-document.contract.ts';
import { deleteActionDocument } from '#server/learning/uploads/action-documents.ts';

/** Deletes one of the caller's documents (admin: anyone's); the last proof of an item unchecks it. */
export const { DELETE, ALL } = route(endpoint(deleteActionDocumentContract, async ({ user, params, lang, db }) => deleteActionDocument(db, user, params.id, lang)));
