/**
 * One contract per endpoint: every method a route file under src/pages/api or src/pages/auth
 * declares with route() has exactly one `*.contract.ts` (src/server/platform/openapi/contracts.ts finds
 * them), and every contract names such a route file and method.
 */
import { describe, expect, it } from 'vitest';
import { CONTRACTS } from '../../src/server/platform/openapi/contracts.ts';
import { endpointFiles } from '../support/route-files.ts';

describe('endpoint contracts', () => {
  it('match the route files and their methods one to one', () => {
    const declared = CONTRACTS.map((c) => `${c.method.toUpperCase()} ${c.path.replace(/\{(\w+)\}/g, '[$1]')}`).sort();
    expect(declared.filter((d, i) => declared.indexOf(d) !== i), 'two contracts for one endpoint').toEqual([]);
    expect(declared).toEqual(endpointFiles());
  });
});
