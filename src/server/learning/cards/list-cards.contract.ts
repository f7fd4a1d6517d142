import { z } from 'zod';
import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { listCardsQuery } from './list-cards.ts';
import { cardSummaryResponse } from './card-responses.ts';

export const contract = {
  method: 'get',
  path: '/api/cards',
  tag: 'cards',
  summary: 'The catalogue of action cards, filtered',
  access: 'member',
  query: listCardsQuery,
  success: [ok(z.array(cardSummaryResponse))],
} as const satisfies EndpointContract;
