import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as listInvoicesContract } from '#server/money/invoices/list-invoices.contract.ts';
import { listInvoices } from '#server/money/invoices/list-invoices.ts';

/** The caller's invoices; `?all=1` (admin, responsable) every invoice, `&year=` one year. */
export const { GET, ALL } = route(endpoint(listInvoicesContract, async ({ user, query, db }) => listInvoices(db, user, { all: query.all !== undefined, year: query.year })));
