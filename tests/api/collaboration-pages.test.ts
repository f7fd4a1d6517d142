/** The collaboration pages as plain HTTP: sign-in redirects, members only, parties only, odd ids. */
import { describe, expect, it } from 'vitest';
import { STACK_TRACE, api, newUser } from '../support/api.ts';
import { setupMatch } from '../support/collaboration.ts';

const STACK = STACK_TRACE;

describe('collaboration pages', () => {
  it.each([
    ['/collaborations', '/connexion?next=%2Fcollaborations'],
    ['/en/collaborations', '/en/connexion?next=%2Fcollaborations'],
    ['/collaborations/demandes/abc', '/connexion?next=%2Fcollaborations%2Fdemandes%2Fabc'],
    ['/collaborations/accords/abc', '/connexion?next=%2Fcollaborations%2Faccords%2Fabc'],
  ])('signed out, %s → 303 to %s', async (path, location) => {
    const res = await api(path);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(location);
  });

  it('tells a signed-in non-member the collaborations are for members', async () => {
    const prospect = await newUser({ role: null });
    const res = await api('/collaborations', { cookie: `session=${prospect.token}` });
    expect(res.status).toBe(403);
    expect(res.text).toContain('réservées aux artisans membres');
  });

  it('shows an agreement to its two parties only, and the not-found page for odd ids', async () => {
    const { requester, partner, matchId, requestId } = await setupMatch();
    const third = await newUser();
    for (const who of [requester, partner]) {
      const page = await api(`/collaborations/accords/${matchId}`, { cookie: `session=${who.token}` });
      expect(page.status).toBe(200);
      expect(page.text).toContain('Accord\u00a0: Collection vaisselle grès et bois');
    }
    expect((await api(`/en/collaborations/accords/${matchId}`, { cookie: `session=${partner.token}` })).text).toContain('Agreement: Collection vaisselle grès et bois');
    expect((await api(`/collaborations/demandes/${requestId}`, { cookie: `session=${third.token}` })).status).toBe(200);
    for (const path of [
      `/collaborations/accords/${matchId}`,
      '/collaborations/accords/00000000-0000-4000-8000-000000000000',
      '/collaborations/accords/not-a-uuid',
      '/collaborations/accords/a%2500',
      `/collaborations/accords/${'a'.repeat(3000)}`,
      '/collaborations/demandes/00000000-0000-4000-8000-000000000000',
      "/collaborations/demandes/x'%20or%201=1--",
    ]) {
      const res = await api(path, { cookie: `session=${third.token}` });
      expect(res.status, path).toBe(404);
      expect(res.text).not.toMatch(STACK);
    }
  });
});
