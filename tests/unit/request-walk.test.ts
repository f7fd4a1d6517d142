import { describe, expect, it } from 'vitest';
import { FOLDERS_BEFORE, valueImports, WALKS, walkRequest } from '#scripts/request-walk.ts';

describe('valueImports', () => {
  it.each([
    ["import { a } from './a.ts';", ['./a.ts']],
    ["import type { A } from './a.ts';", []],
    ["export { a } from '#server/a.ts';", ['#server/a.ts']],
    ["export type { A } from './a.ts';", []],
    ["import './side-effect.ts';", ['./side-effect.ts']],
    ["import {\n  a,\n  b,\n} from '../b.ts';", ['../b.ts']],
    ["import { z } from 'zod';", ['zod']],
    ["const x = 'import { a } from nowhere';", []],
  ])('%j → %j', (source, expected) => {
    expect(valueImports(source)).toEqual(expected);
  });
});

describe('the walk of a request (decision 069)', () => {
  it.each(Object.entries(WALKS))('%s visits fewer folders than before', (name, route) => {
    const walk = walkRequest(route);
    expect(walk.files[0]).toBeDefined();
    expect(walk.files).toContain(route);
    expect(walk.folders.length).toBeLessThan(FOLDERS_BEFORE[name]!);
  });

  it('follows two hops and no more', () => {
    const one = walkRequest(WALKS.refund!, { hops: 1 });
    const two = walkRequest(WALKS.refund!, { hops: 2 });
    expect(one.files.length).toBeLessThan(two.files.length);
    expect(one.files).toContain('src/server/identity/endpoint.ts');
    expect(one.files).not.toContain('src/server/platform/http/endpoint.ts');
    expect(two.files).toContain('src/server/platform/http/endpoint.ts');
  });
});
