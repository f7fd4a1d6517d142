/**
 * Readiness of the file storage: a cheap probe (local: the folder is writable; S3: a
 * HEAD of one key) whose answer is kept a few seconds, so load balancers polling every second
 * cost the store almost nothing and a store that hangs never holds the readiness answer longer
 * than the probe's own deadline.
 */
import { AppError } from '../http/errors.ts';
import { fileStorage, storageUnavailable, STORAGE_RETRY_AFTER_SECONDS, type FileStorage } from '../storage/storage.ts';

/** How long a probe's answer is reused. */
export const STORAGE_PROBE_CACHE_MS = 5000;
/** A probe slower than this counts as a failure. */
export const STORAGE_PROBE_TIMEOUT_MS = 2000;

let last: { at: number; ok: boolean; storage: FileStorage } | null = null;
let running: Promise<boolean> | null = null;

async function probeOnce(storage: FileStorage): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${STORAGE_PROBE_TIMEOUT_MS} ms`)), STORAGE_PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([storage.probe(), timeout]);
    return true;
  } catch (error) {
    storageUnavailable(storage.kind, 'readiness probe', error); // logs it
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** `{ kind }` when the storage answers; throws 503 storage_unavailable otherwise. */
export async function checkStorage(storage: FileStorage = fileStorage(), now = Date.now()): Promise<{ kind: FileStorage['kind'] }> {
  if (!last || last.storage !== storage || now - last.at > STORAGE_PROBE_CACHE_MS) {
    // One probe at a time, shared by concurrent readiness requests.
    running ??= probeOnce(storage).finally(() => (running = null));
    const ok = await running;
    last = { at: Date.now(), ok, storage };
  }
  if (!last.ok) {
    throw new AppError('storage_unavailable', { details: { storage: storage.kind }, headers: { 'retry-after': String(STORAGE_RETRY_AFTER_SECONDS) } });
  }
  return { kind: storage.kind };
}

/** Forgets the cached answer (tests). */
export function forgetStorageProbe(): void {
  last = null;
}
