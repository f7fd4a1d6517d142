/**
 * Renders for render-pool.integration.test.ts: they run on a pool thread like a PDF would, but are steered by
 * the test through shared memory (no timing): `spin` holds its thread busy, never yielding, as
 * pdfkit does, until the test lets it go.
 */
import { threadId } from 'node:worker_threads';

/** Slot 0: set by the test to let the render end; slot 1: set by the render once it runs. */
export async function spin(input: { flags: SharedArrayBuffer }): Promise<Buffer> {
  const flags = new Int32Array(input.flags);
  Atomics.store(flags, 1, 1);
  // eslint-disable-next-line no-empty -- a busy loop on purpose: the thread's event loop never turns
  while (Atomics.load(flags, 0) === 0) {}
  return Buffer.from(`thread ${threadId}`);
}

export async function fail(): Promise<Buffer> {
  throw new TypeError('drawn wrong');
}
