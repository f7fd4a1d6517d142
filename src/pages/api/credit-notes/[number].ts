import { endpoint, route } from '#server/endpoint.ts';
import { getDb } from '#server/platform/db/client.ts';
import { contract as getCreditNoteContract } from '#server/money/refunds/get-credit-note.contract.ts';
import { getCreditNote } from '#server/money/refunds/list-credit-notes.ts';

/** One credit note as JSON, for its payer and for staff (others, unknown or malformed numbers: 404; decision 024). */
export const { GET, ALL } = route(endpoint(getCreditNoteContract, async ({ user, params }) => getCreditNote(await getDb(), params.number, user)));
