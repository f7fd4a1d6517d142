import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as listCreditNotesContract } from '#server/money/refunds/list-credit-notes.contract.ts';
import { listCreditNotes } from '#server/money/refunds/list-credit-notes.ts';

/** The caller's credit notes; `?all=1` (admin, responsable) every one, `&year=` one year (decision 024). */
export const { GET, ALL } = route(endpoint(listCreditNotesContract, async ({ user, query, db }) => listCreditNotes(db, user, { all: query.all !== undefined, year: query.year })));
