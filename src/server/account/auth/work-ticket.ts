/**
 * Which class of account heavy work is counted in (decision 063): one rule for photos, documents,
 * worksheets and exports.
 * - a paid formula or staff (`isMember`): the members' lane, counted per account;
 * - anyone else — no session, a prospect (applied, never paid), a lapsed member: the anonymous
 *   lane, counted per address, and per account too when there is one. Free accounts cost nothing
 *   to make (an application needs neither sign-in nor payment): counted by address, twenty of
 *   them from one place hold one address's share, and never a member's slot.
 */
import type { WorkTicket } from '#server/platform/cpu/bounded-work.ts';
import { isMember } from '#server/identity/roles.ts';
import { ipSubject } from '#server/platform/http/rate-limit.ts';

export function workTicketFor(user: { id: string; role: string | null } | null, address: string | null): WorkTicket {
  if (user && isMember(user.role)) return { lane: 'member', account: user.id };
  // An address as the rate limits count it (an IPv6 address by its /64: one household, one share).
  const place = address === null ? null : `address:${ipSubject(address)}`;
  if (!user) return { lane: 'anonymous', account: place ?? 'address:unknown' };
  // Work that has no address (a background export) is counted by its account alone.
  return place === null ? { lane: 'anonymous', account: user.id } : { lane: 'anonymous', account: place, alsoCountedAs: user.id };
}
