import { describe, expect, it } from 'vitest';
import { pickEncoding } from './precompress.ts';

const both = { br: true, gzip: true };

describe('pickEncoding', () => {
  it.each([
    [undefined, both, null],
    ['', both, null],
    ['gzip, deflate, br, zstd', both, 'br'],
    ['gzip, deflate', both, 'gzip'],
    ['br;q=0, gzip', both, 'gzip'],
    ['BR;Q=0.5', both, 'br'],
    ['*', both, 'br'],
    ['*;q=0, gzip', both, 'gzip'],
    ['identity', both, null],
    ['br', { br: false, gzip: true }, null],
    ['br, gzip', { br: false, gzip: true }, 'gzip'],
    ['x-gzip', both, 'gzip'],
    [['gzip', 'br'], both, 'br'],
  ] as const)('%j → %s', (header, available, expected) => {
    expect(pickEncoding(header as string | string[] | undefined, available)).toBe(expected);
  });
});
