import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { listInvoicesQuery } from './list-invoices.ts';
import { invoicesResponse } from './invoice-responses.ts';

export const contract = {
  method: 'get',
  path: '/api/invoices',
  tag: 'payments',
  summary: 'The caller’s invoices (`?all=1`: every invoice, admin)',
  access: 'signed-in',
  query: listInvoicesQuery,
  success: [ok(invoicesResponse)],
  errors: ['forbidden'],
} as const satisfies EndpointContract;
