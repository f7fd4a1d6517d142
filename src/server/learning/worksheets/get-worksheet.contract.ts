import { pdf, type EndpointContract } from '#server/platform/http/contract.ts';
import { worksheetQuery } from './get-worksheet.ts';

export const contract = {
  method: 'get',
  path: '/api/cards/{id}/worksheet/{item_id}',
  tag: 'files',
  summary: 'The printable A4 worksheet of a checklist item',
  access: 'member',
  query: worksheetQuery,
  success: [pdf],
  errors: ['card_not_found', 'worksheet_not_found', 'busy'],
} as const satisfies EndpointContract;
