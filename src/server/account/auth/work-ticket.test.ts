import { describe, expect, it } from 'vitest';
import { workTicketFor } from './work-ticket.ts';
import { ipSubject } from '#server/platform/http/rate-limit.ts';

describe('the class heavy work is counted in (decision 063)', () => {
  it.each([
    ['a member', { id: 'u1', role: 'client_essentiel' }, '10.0.0.1', { lane: 'member', account: 'u1' }],
    ['staff', { id: 'u2', role: 'admin' }, '10.0.0.1', { lane: 'member', account: 'u2' }],
    ['a prospect (applied, never paid)', { id: 'u3', role: null }, '10.0.0.1', { lane: 'anonymous', account: 'address:10.0.0.1', alsoCountedAs: 'u3' }],
    ['a lapsed member (role removed)', { id: 'u4', role: null }, '10.0.0.2', { lane: 'anonymous', account: 'address:10.0.0.2', alsoCountedAs: 'u4' }],
    ['a prospect in a background job (no address)', { id: 'u5', role: null }, null, { lane: 'anonymous', account: 'u5' }],
    ['nobody signed in', null, '10.0.0.3', { lane: 'anonymous', account: 'address:10.0.0.3' }],
    ['two prospects of one IPv6 /64 share its key', { id: 'u6', role: null }, '2001:db8:1:2::99', { lane: 'anonymous', account: `address:${ipSubject('2001:db8:1:2::1')}`, alsoCountedAs: 'u6' }],
  ] as const)('%s', (_who, user, address, ticket) => {
    expect(workTicketFor(user, address)).toEqual(ticket);
  });
});
