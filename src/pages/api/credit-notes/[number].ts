import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as getCreditNoteContract } from '#server/money/refunds/get-credit-note.contract.ts';
import { getCreditNote } from '#server/money/refunds/list-credit-notes.ts';

/** One credit note as JSON, for its payer and for staff (others, unknown or malformed numbers: 404; decision 024). */
export const { GET, ALL } = route(endpoint(getCreditNoteContract, async ({ user, params, db }) => getCreditNote(db, params.number, user)));
