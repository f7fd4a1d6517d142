/**
 * Doing a card's action the way an artisan must before it can be validated (decision 011): a proof
 * uploaded through the real server for each `requires_proof` item, every item ticked, the answers
 * given. The caller then sends `status: "validee"` (alone, or in parallel to test races).
 */
import { api, type ApiResponse } from './api.ts';
import { upload } from './uploads.ts';
import { photo } from './file-fixtures.ts';

let proofPhoto: Promise<Buffer> | undefined;

export async function prepareAction(token: string, cardId: string, data: Record<string, unknown> = {}): Promise<ApiResponse> {
  const card = await api(`/api/cards/${cardId}`, { token });
  if (card.status !== 200) throw new Error(`GET /api/cards/${cardId} answered ${card.status}`);
  const items = (card.body.guide?.checklist ?? []) as { id: string; requires_proof?: boolean }[];
  const taken = await api('/api/my-actions', { method: 'POST', token, body: { card_id: cardId } });
  if (taken.status >= 300) throw new Error(`taking ${cardId} answered ${taken.status}`);
  for (const item of items.filter((i) => i.requires_proof)) {
    proofPhoto ??= photo('jpeg', 64, 48);
    const res = await upload({ type: 'action_image', card_id: cardId, checklist_item_id: item.id, file: await proofPhoto, filename: 'preuve.jpg' }, { token });
    if (res.status !== 201) throw new Error(`proof upload for ${cardId}/${item.id} answered ${res.status} ${res.text}`);
  }
  const checklist = Object.fromEntries(items.map((i) => [i.id, true]));
  const saved = await api('/api/my-actions', { method: 'PUT', token, body: { card_id: cardId, data, checklist } });
  if (saved.status !== 200) throw new Error(`saving ${cardId} answered ${saved.status} ${saved.text}`);
  return saved;
}

/** Prepares then validates: the response of the validating PUT. */
export async function finishAction(token: string, cardId: string, data: Record<string, unknown> = {}): Promise<ApiResponse> {
  await prepareAction(token, cardId, data);
  return api('/api/my-actions', { method: 'PUT', token, body: { card_id: cardId, status: 'validee' } });
}
