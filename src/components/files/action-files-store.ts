/**
 * The caller's files of one card (GET /api/action-documents), shared by every file component of
 * the card page (each proof item, the action's photos) so an upload or a deletion shows everywhere.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { api } from '../api-client.ts';
import type { Action } from '../api-types.ts';
import type { UploadRecord } from './upload-client.ts';

interface CardFiles {
  files: UploadRecord[];
  loaded: boolean;
  error: boolean;
}

const EMPTY: CardFiles = { files: [], loaded: false, error: false };
const byCard = new Map<string, CardFiles>();
const listeners = new Set<() => void>();
const loading = new Set<string>();

function set(cardId: string, next: CardFiles) {
  byCard.set(cardId, next);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function load(cardId: string) {
  if (loading.has(cardId)) return;
  loading.add(cardId);
  try {
    set(cardId, { files: await api('get', '/api/action-documents', { query: { card_id: cardId } }), loaded: true, error: false });
  } catch {
    set(cardId, { ...(byCard.get(cardId) ?? EMPTY), loaded: true, error: true });
  } finally {
    loading.delete(cardId);
  }
}

export function addFile(cardId: string, record: UploadRecord) {
  const current = byCard.get(cardId) ?? EMPTY;
  set(cardId, { ...current, files: [...current.files.filter((f) => f.id !== record.id), record] });
}

/** DELETE /api/action-documents/{id}; resolves with the action as the server left it. */
export async function deleteFile(cardId: string, id: string): Promise<Action> {
  const result = await api('delete', '/api/action-documents/{id}', { path: { id } });
  const current = byCard.get(cardId) ?? EMPTY;
  set(cardId, { ...current, files: current.files.filter((f) => f.id !== id) });
  return result.action;
}

export function useActionFiles(cardId: string): CardFiles {
  const state = useSyncExternalStore(subscribe, () => byCard.get(cardId) ?? EMPTY, () => EMPTY);
  useEffect(() => {
    if (!byCard.get(cardId)?.loaded) void load(cardId);
  }, [cardId]);
  return state;
}
