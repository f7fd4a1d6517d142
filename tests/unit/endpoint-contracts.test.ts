/**
 * The contract drives the route (decision 051): every method a route file under src/pages/api or
 * src/pages/auth declares is an endpoint(contract, handler) of a `*.contract.ts` it imports, of
 * that method and of that file's path; every contract is handed to exactly one route file; and
 * CONTRACTS (what the document describes) holds exactly these.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONTRACTS } from '#server/platform/openapi/contracts.ts';
import type { EndpointContract } from '#server/platform/http/contract.ts';
import { endpointFiles, routeFiles } from '../support/route-files.ts';

const files = routeFiles();
const label = (c: EndpointContract) => `${c.method.toUpperCase()} ${c.path.replace(/\{(\w+)\}/g, '[$1]')}`;
const contractFiles = readdirSync(join(process.cwd(), 'src/server'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.contract.ts'))
  .map((f) => join('src/server', f))
  .sort();

describe('endpoint contracts', () => {
  it('match the route files and their methods one to one', () => {
    const declared = CONTRACTS.map(label).sort();
    expect(declared.filter((d, i) => declared.indexOf(d) !== i), 'two contracts for one endpoint').toEqual([]);
    expect(declared).toEqual(endpointFiles());
  });

  it.each(files.map((f) => [f.file, f] as const))('%s: each method is an endpoint() of an imported contract of its path', async (_file, f) => {
    expect(f.endpoints, 'one endpoint(contract, handler) per method').toBe(f.methods.length);
    const contracts = await Promise.all(f.contracts.map(async (path) => ((await import(pathToFileURL(join(process.cwd(), path)).href)) as { contract: EndpointContract }).contract));
    expect(contracts.map(label).sort()).toEqual(f.methods.map((m) => `${m} ${f.route}`).sort());
  });

  it('every contract file is handed to exactly one route file', () => {
    const handed = files.flatMap((f) => f.contracts).sort();
    expect(handed.filter((c, i) => handed.indexOf(c) !== i), 'handed twice').toEqual([]);
    expect(handed).toEqual(contractFiles);
  });
});
