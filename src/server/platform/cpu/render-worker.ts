/**
 * A thread of the render pool (render-pool.ts, decision 053): runs one render at a time, off the
 * server's event loop, and answers its bytes. A job names a module under `src/server/` and one of
 * its exports (a function of one plain-data argument returning bytes); the module is imported on
 * first use and kept, so fonts and code are loaded once per thread.
 * Plain erasable TypeScript, run by Node directly as a worker_threads entry.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { setPriority } from 'node:os';
import { resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface RenderRequest {
  id: number;
  /** Path from the project root, e.g. `src/server/collaboration/contract/contract-pdf.ts`. */
  module: string;
  exportName: string;
  input: unknown;
}

export type RenderReply = { id: number; ok: true; bytes: Uint8Array } | { id: number; ok: false; message: string; name: string };

const { root, nice } = workerData as { root: string; nice: number };

// On Linux a niceness is per thread: this lowers this thread only, so the server's own thread
// (requests, sign-in) gets the CPU first on a busy host (decision 017, the photo child does the same).
if (nice > 0) {
  try {
    setPriority(0, nice);
  } catch {
    // not allowed here (some containers): run at the normal priority
  }
}

const allowed = resolve(root, 'src/server') + sep;
const modules = new Map<string, Promise<Record<string, unknown>>>();

function load(module: string): Promise<Record<string, unknown>> {
  const file = resolve(root, module);
  // Only our own server code, never a path a caller could steer elsewhere.
  if (!file.startsWith(allowed) || !file.endsWith('.ts')) return Promise.reject(new Error(`not a render module: ${module}`));
  let loaded = modules.get(file);
  if (!loaded) {
    loaded = import(pathToFileURL(file).href) as Promise<Record<string, unknown>>;
    modules.set(file, loaded);
  }
  return loaded;
}

async function run(request: RenderRequest): Promise<Uint8Array> {
  const render = (await load(request.module))[request.exportName];
  if (typeof render !== 'function') throw new Error(`${request.module} exports no function ${request.exportName}`);
  return (await render(request.input)) as Uint8Array;
}

parentPort!.on('message', (request: RenderRequest) => {
  run(request).then(
    (bytes) => {
      // A copy the size of the document (pdfkit's Buffer may be a view of a larger one), handed over without another copy.
      const own = new Uint8Array(bytes);
      parentPort!.postMessage({ id: request.id, ok: true, bytes: own } satisfies RenderReply, [own.buffer]);
    },
    (error: unknown) => parentPort!.postMessage({ id: request.id, ok: false, message: (error as Error)?.message ?? String(error), name: (error as Error)?.name ?? 'Error' } satisfies RenderReply),
  );
});
