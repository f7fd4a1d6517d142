import { describe, expect, it } from 'vitest';
import { siblingUrl, testLanes } from '#scripts/test-lanes.ts';

describe('testLanes', () => {
  it.each([
    [['unit', 'integration', 'api', 'e2e', 'visual'], 2, [['unit', 'api'], ['integration', 'e2e', 'visual']]],
    [['unit', 'integration', 'api', 'e2e', 'visual'], 1, [['unit', 'integration', 'api', 'e2e', 'visual']]],
    [['unit', 'api'], 2, [['unit', 'api']]],
    [['integration', 'e2e'], 2, [['integration', 'e2e']]],
  ] as const)('%j in %i lane(s)', (projects, count, lanes) => {
    expect(testLanes([...projects], count)).toEqual(lanes);
  });
});

describe('siblingUrl', () => {
  it.each([
    ['postgres://postgres@127.0.0.1:5432/atelier_ci_1', 'lane2', 'postgres://postgres@127.0.0.1:5432/atelier_ci_1_lane2', 'atelier_ci_1_lane2'],
    ['postgres://u:p@db:5432/app?sslmode=disable', 'lane2', 'postgres://u:p@db:5432/app_lane2?sslmode=disable', 'app_lane2'],
    ['postgres://u@db/my-db', 'lane2', 'postgres://u@db/my_db_lane2', 'my_db_lane2'],
  ])('%s', (url, suffix, expected, name) => {
    expect(siblingUrl(url, suffix)).toEqual({ url: expected, name });
  });
});
