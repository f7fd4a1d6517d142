import { describe, expect, it } from 'vitest';
import { clientIpFrom, normalizeIp } from './guards.ts';

describe('clientIpFrom', () => {
  it.each([
    // header, socket peer, trusted hops, client
    [null, '198.51.100.9', 0, '198.51.100.9'],
    ['1.1.1.1', '198.51.100.9', 0, '198.51.100.9'], // no trusted proxy: the header is ignored
    ['203.0.113.5', '10.0.0.2', 1, '203.0.113.5'],
    ['6.6.6.6, 203.0.113.5', '10.0.0.2', 1, '203.0.113.5'], // the spoofed left part is never read
    ['6.6.6.6, 7.7.7.7, 203.0.113.5', '10.0.0.2', 1, '203.0.113.5'],
    ['6.6.6.6, 203.0.113.5, 10.0.0.3', '10.0.0.2', 2, '203.0.113.5'], // two proxies: second from the right
    ['203.0.113.5', '10.0.0.2', 3, '203.0.113.5'], // fewer entries than hops: the furthest
    ['', '10.0.0.2', 1, '10.0.0.2'],
    ['not-an-ip', '10.0.0.2', 1, '10.0.0.2'],
    ['6.6.6.6, [2001:db8::1]:443', '10.0.0.2', 1, '2001:db8::1'],
    ['6.6.6.6, 203.0.113.5:51234', '10.0.0.2', 1, '203.0.113.5'],
    [null, '::ffff:127.0.0.1', 1, '127.0.0.1'],
  ] as const)('%j via %s with %i hops → %s', (header, socket, hops, expected) => {
    expect(clientIpFrom(header, socket, hops)).toBe(expected);
  });

  it('normalizeIp refuses what is not an address', () => {
    for (const bad of ['', 'x', '1.2.3', '999.1.1.1', 'evil.example', '1.2.3.4; drop']) expect(normalizeIp(bad)).toBeNull();
  });
});
