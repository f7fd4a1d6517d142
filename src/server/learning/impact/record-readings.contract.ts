import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { readingsInput } from './record-readings.ts';
import { recordedResponse } from './impact-responses.ts';

export const contract = {
  method: 'post',
  path: '/api/impact/{card_id}',
  tag: 'impact',
  summary: 'Record one reading or a batch',
  access: 'member',
  body: readingsInput,
  success: [ok(recordedResponse)],
  errors: ['card_not_found', 'unknown_metric', 'future_date', 'value_out_of_range', 'action_not_started'],
} as const satisfies EndpointContract;
