/** The photos of an application: uploaded before it exists, attached by POST /api/candidatures. */
import { describe, expect, it } from 'vitest';
import { api, documentChecker, errorCode, newUser } from '../support/api.ts';
import { apply, freshIp } from '../support/applications.ts';
import { download, upload } from '../support/uploads.ts';
import { photo } from '../support/file-fixtures.ts';

async function candidaturePhoto(auth: { token?: string; ip?: string } = {}) {
  const res = await upload({ type: 'candidature', file: await photo('jpeg'), filename: 'atelier.jpg' }, { token: auth.token, headers: { 'x-forwarded-for': auth.ip ?? freshIp() } });
  expect(res.status, res.text).toBe(201);
  // upload() does not go through api(): check the record against the description here.
  const checker = await documentChecker();
  expect(checker.check({ method: 'POST', path: '/api/upload', status: 201, contentType: 'application/json', body: res.body })).toBeNull();
  return res.body as { id: string; url: string };
}

describe('POST /api/candidatures with photos', () => {
  it('attaches photos sent without a session, in the order sent; the applicant and staff read them, nobody else', async () => {
    const ip = freshIp();
    const a = await candidaturePhoto({ ip });
    const b = await candidaturePhoto({ ip });
    const res = await apply({ photos: [b.id, a.id] });
    expect(res.status, res.text).toBe(201);
    expect(res.body.photos).toEqual([b.id, a.id]);

    for (const p of [a, b]) {
      const own = await download(p.url, res.body.token);
      expect(own.status).toBe(200);
      expect(own.headers.get('content-type')).toBe('image/webp');
    }
    expect((await download(a.url, (await newUser({ role: 'admin' })).token)).status).toBe(200);
    expect((await download(a.url, (await newUser({ role: 'responsable' })).token)).status).toBe(200);
    expect((await api(a.url, { token: (await newUser({ role: null })).token })).status).toBe(404);

    // The applicant sees them on their pending application, staff in the list.
    expect((await api('/api/candidatures/me', { token: res.body.token })).body.photos).toEqual([b.id, a.id]);
    const staff = await newUser({ role: 'admin' });
    const list = await api('/api/candidatures?payment_status=en_attente&limit=100', { token: staff.token });
    expect(list.body.items.find((x: { id: string }) => x.id === res.body.id)?.photos).toEqual([b.id, a.id]);
  });

  it('refuses a photo already attached to another application, and creates nothing', async () => {
    const p = await candidaturePhoto();
    expect((await apply({ photos: [p.id] })).status).toBe(201);
    const email = `second-${Date.now()}@test.atelier.local`;
    const again = await apply({ email, photos: [p.id] });
    expect(again.status).toBe(400);
    expect(errorCode(again)).toBe('rule_failed');
    expect(again.body.error.details.fieldErrors.photos.join(' ')).toContain(p.id);
    // rolled back: the same address can apply (no account was created by the refused attempt)
    expect((await apply({ email })).status).toBe(201);
  });

  it('refuses an unknown id, or a photo another signed-in person uploaded', async () => {
    const unknown = await apply({ photos: ['00000000-0000-4000-8000-000000000000'] }, { lang: 'en' });
    expect([unknown.status, errorCode(unknown)]).toEqual([400, 'rule_failed']);
    expect(unknown.body.error.details.fieldErrors.photos).toEqual(['Photos not found or already used: 00000000-0000-4000-8000-000000000000. Upload them again.']);

    const someone = await newUser({ role: null });
    const theirs = await candidaturePhoto({ token: someone.token });
    const res = await apply({ photos: [theirs.id] });
    expect([res.status, errorCode(res)]).toEqual([400, 'rule_failed']);
    expect(Object.keys(res.body.error.details.fieldErrors)).toEqual(['photos']);
    // still theirs
    expect((await download(theirs.url, someone.token)).status).toBe(200);
  });

  it('attaches the photos a signed-in prospect uploaded', async () => {
    const prospect = await newUser({ role: null });
    const mine = await candidaturePhoto({ token: prospect.token });
    const res = await apply({ email: prospect.user.email, photos: [mine.id] }, { token: prospect.token });
    expect(res.status, res.text).toBe(201);
    expect(res.body.photos).toEqual([mine.id]);
  });

  it('refuses more than 10 photos', async () => {
    const ids = Array.from({ length: 11 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const res = await apply({ photos: ids });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fieldErrors.photos.join(' ')).toMatch(/10 photos/);
  });
});
