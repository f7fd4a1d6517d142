/**
 * Every endpoint's contract, found by file name: `src/server/**\/*.contract.ts`, each exporting
 * `contract` (contract.ts). No list to keep: a new endpoint's contract file is in the document
 * as soon as it exists (tests/unit/endpoint-contracts.test.ts holds one contract per route file
 * and method, and no other).
 *
 * Two ways to find them, one result: inside the Vite bundle (the server, vitest) the files are
 * listed at build time by `import.meta.glob`; a plain Node script (scripts/write-openapi.ts,
 * tools/openapi-types/generate.ts) has no `import.meta.env` and no glob, so it reads the folder
 * and imports each file (top-level await: the list is ready when this module is).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { EndpointContract } from '../http/contract.ts';

type ContractModule = { contract: EndpointContract };

const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete'];

/** `src/server/`, wherever this module sits below it. */
function serverDir(): string {
  const here = fileURLToPath(import.meta.url);
  return here.slice(0, here.lastIndexOf(`${join('src', 'server')}`) + join('src', 'server').length);
}

async function fromDisk(): Promise<ContractModule[]> {
  const files = readdirSync(serverDir(), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.contract.ts')).sort();
  return Promise.all(files.map((f) => import(pathToFileURL(join(serverDir(), f)).href) as Promise<ContractModule>));
}

const modules: ContractModule[] = import.meta.env ? Object.values(import.meta.glob<ContractModule>('/src/server/**/*.contract.ts', { eager: true })) : await fromDisk();

/** Every contract, in a stable order: by path, then method. */
export const CONTRACTS: readonly EndpointContract[] = modules
  .map((m) => m.contract)
  .sort((a, b) => (a.path === b.path ? METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method) : a.path < b.path ? -1 : 1));
