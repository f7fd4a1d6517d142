/** Upload fields and sessions, serving, ownership, action documents and the proof rule. */
import { describe, expect, it } from 'vitest';
import { api, errorCode, newUser, sessionCookieFrom, baseUrl } from '../support/api.ts';
import { download, storedActionFiles, upload, uploadsDir } from '../support/uploads.ts';
import { existsSync, readdirSync } from 'node:fs';
import { multipart, pdf, photo } from '../support/file-fixtures.ts';

const PROOF_CARD = 'recit-atelier';
const PROOF_ITEM = 'publication_a_propos'; // requires_proof
const randomIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

async function proofPhoto(token: string, item = PROOF_ITEM) {
  const res = await upload({ type: 'action_image', card_id: PROOF_CARD, checklist_item_id: item, file: await photo('jpeg'), filename: 'preuve.jpg' }, { token });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

const check = (token: string, checked: boolean) => api('/api/my-actions', { method: 'PUT', token, body: { card_id: PROOF_CARD, checklist: { [PROOF_ITEM]: checked } } });

describe('POST /api/upload: fields and sessions', () => {
  it('accepts the parts in any order (type, file, card_id, checklist_item_id)', async () => {
    const { token } = await newUser();
    const { body, contentType } = multipart([
      { name: 'type', value: 'action_image' },
      { name: 'file', filename: 'preuve.jpg', data: await photo('jpeg') },
      { name: 'card_id', value: PROOF_CARD },
      { name: 'checklist_item_id', value: PROOF_ITEM },
    ]);
    const res = await fetch(`${baseUrl()}/api/upload`, { method: 'POST', headers: { 'content-type': contentType, authorization: `Bearer ${token}` }, body: new Uint8Array(body) });
    const record = await res.json();
    expect(res.status, JSON.stringify(record)).toBe(201);
    expect(record).toMatchObject({ type: 'action_image', checklist_item_id: PROOF_ITEM });
    expect((await check(token, true)).status).toBe(200);
    // card_id missing altogether is still refused, once every part is read
    const missing = multipart([{ name: 'type', value: 'action_image' }, { name: 'file', filename: 'a.jpg', data: await photo('jpeg') }]);
    const refused = await fetch(`${baseUrl()}/api/upload`, { method: 'POST', headers: { 'content-type': missing.contentType, authorization: `Bearer ${token}` }, body: new Uint8Array(missing.body) });
    expect(refused.status).toBe(400);
    expect(Object.keys((await refused.json()).error.details.fieldErrors)).toEqual(['card_id']);
  });

  it('answers 201 with the record of decision 008', async () => {
    const { token } = await newUser();
    const res = await upload({ type: 'action_document', card_id: PROOF_CARD, file: pdf(), filename: 'Œuvre d’été.pdf' }, { token });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['card_id', 'checklist_item_id', 'created_at', 'height', 'id', 'mime', 'original_name', 'size', 'type', 'url', 'width'].sort());
    expect(res.body).toMatchObject({ type: 'action_document', checklist_item_id: null, mime: 'application/pdf', size: pdf().length, width: null, height: null, original_name: 'Œuvre d’été.pdf', url: `/api/files/${res.body.id}` });
    // The upload took the action.
    const actions = (await api('/api/my-actions', { token })).body;
    expect(actions.map((a: { card_slug: string }) => a.card_slug)).toEqual([PROOF_CARD]);
  });

  it.each([
    ['no type', { card_id: PROOF_CARD }, 400, 'validation_failed', 'type'],
    ['an unknown type', { type: 'virus', card_id: PROOF_CARD }, 400, 'validation_failed', 'type'],
    ['no card_id for an action type', { type: 'action_image' }, 400, 'validation_failed', 'card_id'],
    ['an unknown field', { type: 'action_image', card_id: PROOF_CARD, extra: [{ name: 'constructor', value: 'x' }] }, 400, 'validation_failed', 'constructor'],
    ['__proto__ as a field', { type: 'action_image', card_id: PROOF_CARD, extra: [{ name: '__proto__', value: 'x' }] }, 400, 'validation_failed', '__proto__'],
    ['a bad checklist item id', { type: 'action_image', card_id: PROOF_CARD, checklist_item_id: '../x' }, 400, 'validation_failed', 'checklist_item_id'],
    ['card_id with a gallery photo', { type: 'gallery', card_id: PROOF_CARD }, 400, 'validation_failed', 'card_id'],
    ['an unknown card', { type: 'action_image', card_id: 'nope' }, 404, 'card_not_found', null],
    ['an item the card does not have', { type: 'action_image', card_id: PROOF_CARD, checklist_item_id: 'nope' }, 404, 'checklist_item_not_found', null],
  ] as const)('%s', async (_name, fields, status, code, field) => {
    const { token, user } = await newUser({ lang: 'en' });
    const res = await upload({ ...fields, file: await photo('png'), filename: 'a.png' } as never, { token });
    expect(res.status).toBe(status);
    expect(errorCode(res)).toBe(code);
    if (field) expect(Object.keys(res.body.error.details.fieldErrors)).toContain(field);
    expect(storedActionFiles(user.id)).toEqual([]);
  });

  it('gives field messages in the caller’s language', async () => {
    const fr = await newUser({ lang: 'fr' });
    const res = await upload({ type: 'action_image', file: await photo('png') }, { token: fr.token });
    expect(res.body.error.details.fieldErrors.card_id[0]).toContain('Indiquez la fiche');
    const twice = await upload({ type: 'action_image', extra: [{ name: 'type', value: 'gallery' }], file: await photo('png') }, { token: fr.token });
    expect(twice.body.error.details.fieldErrors.type).toEqual(['Champ envoyé plusieurs fois.']);
    const en = await newUser({ lang: 'en' });
    const long = await upload({ type: 'x'.repeat(2000), file: await photo('png') }, { token: en.token });
    expect(long.body.error.details.fieldErrors.type).toEqual(['At most 1 KiB']);
  });

  it('needs a member session for action files, any session for gallery photos', async () => {
    const file = await photo('png');
    expect(errorCode(await upload({ type: 'action_image', card_id: PROOF_CARD, file }))).toBe('unauthenticated');
    expect(errorCode(await upload({ type: 'gallery', file }))).toBe('unauthenticated');
    expect(errorCode(await upload({ type: 'action_image', card_id: PROOF_CARD, file }, { token: 'not.a.token' }))).toBe('invalid_token');
    const prospect = await newUser({ role: null });
    const refused = await upload({ type: 'action_image', card_id: PROOF_CARD, file }, { token: prospect.token });
    expect([refused.status, errorCode(refused)]).toEqual([403, 'forbidden']);
    expect((await upload({ type: 'gallery', file }, { token: prospect.token })).status).toBe(201);
  });

  it('refuses a body that is not multipart, with 415', async () => {
    const { token } = await newUser();
    const res = await api('/api/upload', { token, body: { type: 'action_image' } });
    expect([res.status, errorCode(res)]).toEqual([415, 'unsupported_media_type']);
  });

  it('checks the origin of cookie uploads (cross-site refused)', async () => {
    const { token } = await newUser();
    const me = await api('/auth/dev-login', { body: { email: (await api('/api/me', { token })).body.email } });
    const cookie = sessionCookieFrom(me);
    const res = await upload({ type: 'action_image', card_id: PROOF_CARD, file: await photo('png') }, { cookie, headers: { origin: 'https://evil.example' } });
    expect([res.status, errorCode(res)]).toEqual([403, 'csrf_rejected']);
    const ok = await upload({ type: 'action_image', card_id: PROOF_CARD, file: await photo('png') }, { cookie, headers: { origin: baseUrl() } });
    expect(ok.status).toBe(201);
  });
});

describe('GET /api/files/{id}', () => {
  it('serves a photo inline and a document as an attachment that keeps its accented name', async () => {
    const { token } = await newUser();
    const image = (await upload({ type: 'action_image', card_id: PROOF_CARD, file: await photo('jpeg'), filename: 'Atelier été.JPG' }, { token })).body;
    const doc = (await upload({ type: 'action_document', card_id: PROOF_CARD, file: pdf(), filename: 'Œuvre d’été.pdf' }, { token })).body;
    const shownImage = await download(image.url, token);
    expect(shownImage.status).toBe(200);
    expect(shownImage.headers.get('content-type')).toBe('image/webp');
    expect(shownImage.headers.get('content-disposition')).toMatch(/^inline; filename="Atelier ete.webp"; filename\*=UTF-8''Atelier%20%C3%A9t%C3%A9\.webp$/);
    const shownDoc = await download(doc.url, token);
    expect(shownDoc.headers.get('content-type')).toBe('application/pdf');
    expect(shownDoc.headers.get('content-disposition')).toBe(`attachment; filename="OEuvre d'ete.pdf"; filename*=UTF-8''%C5%92uvre%20d%E2%80%99%C3%A9t%C3%A9.pdf`);
    expect(shownDoc.bytes.equals(pdf())).toBe(true);
    for (const shown of [shownImage, shownDoc]) {
      expect(shown.headers.get('x-content-type-options')).toBe('nosniff');
      expect(shown.headers.get('cache-control')).toBe('private, no-cache');
      expect(shown.headers.get('content-security-policy')).toContain('sandbox');
      expect(shown.headers.get('etag')).toMatch(/^"[0-9a-f]{40}"$/);
    }
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const { token } = await newUser();
    const doc = (await upload({ type: 'action_document', card_id: PROOF_CARD, file: pdf(), filename: 'a.pdf' }, { token })).body;
    const first = await download(doc.url, token);
    const etag = first.headers.get('etag')!;
    const again = await fetch(`${baseUrl()}${doc.url}`, { headers: { authorization: `Bearer ${token}`, 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    const other = await fetch(`${baseUrl()}${doc.url}`, { headers: { authorization: `Bearer ${token}`, 'if-none-match': '"other"' } });
    expect(other.status).toBe(200);
  });

  it('is for the owner, admin and responsable only: 404 for anyone else, 401 without a session', async () => {
    const owner = await newUser();
    const doc = (await upload({ type: 'action_document', card_id: PROOF_CARD, file: pdf(), filename: 'a.pdf' }, { token: owner.token })).body;
    for (const role of ['admin', 'responsable']) expect((await download(doc.url, (await newUser({ role })).token)).status).toBe(200);
    for (const role of ['client_premium', 'client_essentiel', null]) {
      const res = await api(doc.url, { token: (await newUser({ role })).token });
      expect([res.status, errorCode(res)]).toEqual([404, 'file_not_found']);
    }
    expect(errorCode(await api(doc.url))).toBe('unauthenticated');
    const { token } = await newUser();
    for (const id of ['nope', '00000000-0000-0000-0000-000000000000', '%00', "1' or '1'='1"]) {
      expect((await api(`/api/files/${id}`, { token })).status).toBe(404);
    }
    // The path without /api works too.
    expect((await api(`/files/${doc.id}`, { token: owner.token })).status).toBe(200);
  });
});

describe('action documents and the proof rule', () => {
  it('lists the caller’s own files of a card, oldest first', async () => {
    const me = await newUser();
    const other = await newUser();
    const a = await proofPhoto(me.token);
    const b = (await upload({ type: 'action_document', card_id: PROOF_CARD, file: pdf(), filename: 'b.pdf' }, { token: me.token })).body;
    await proofPhoto(other.token);
    const list = await api(`/api/action-documents?card_id=${PROOF_CARD}`, { token: me.token });
    expect(list.status).toBe(200);
    expect(list.body.map((d: { id: string }) => d.id)).toEqual([a.id, b.id]);
    expect((await api('/api/action-documents?card_id=bio-instagram-claire', { token: me.token })).body).toEqual([]);
    expect(errorCode(await api('/api/action-documents?card_id=nope', { token: me.token }))).toBe('card_not_found');
    expect(errorCode(await api('/api/action-documents', { token: me.token }))).toBe('validation_failed');
    expect(errorCode(await api(`/api/action-documents?card_id=${PROOF_CARD}&x=1`, { token: me.token }))).toBe('validation_failed');
    expect(errorCode(await api(`/api/action-documents?card_id=${PROOF_CARD}`))).toBe('unauthenticated');
    expect(errorCode(await api(`/api/action-documents?card_id=${PROOF_CARD}`, { token: (await newUser({ role: null })).token }))).toBe('forbidden');
  });

  it('lets a proof item be checked once a file is attached to it, and unchecks it when the last one goes', async () => {
    const { token, user } = await newUser();
    expect(errorCode(await check(token, true))).toBe('proof_required');
    // A file attached to the action but not to the item does not count.
    await upload({ type: 'action_document', card_id: PROOF_CARD, file: pdf(), filename: 'x.pdf' }, { token });
    expect(errorCode(await check(token, true))).toBe('proof_required');

    const first = await proofPhoto(token);
    const second = await proofPhoto(token);
    expect((await check(token, true)).body.checklist[PROOF_ITEM]).toBe(true);
    expect(storedActionFiles(user.id)).toHaveLength(3);

    const afterFirst = await api(`/api/action-documents/${first.id}`, { method: 'DELETE', token });
    expect(afterFirst.status).toBe(200);
    expect(afterFirst.body.deleted.id).toBe(first.id);
    expect(afterFirst.body.action.checklist[PROOF_ITEM]).toBe(true); // another proof is left
    const afterSecond = await api(`/api/action-documents/${second.id}`, { method: 'DELETE', token });
    expect(afterSecond.body.action.checklist[PROOF_ITEM]).toBe(false);
    const stored = (await api('/api/my-actions', { token })).body[0];
    expect(stored.checklist[PROOF_ITEM]).toBe(false);
    // The record and the file are gone.
    expect(storedActionFiles(user.id)).toHaveLength(1);
    expect((await download(first.url, token)).status).toBe(404);
    expect(errorCode(await api(`/api/action-documents/${first.id}`, { method: 'DELETE', token }))).toBe('file_not_found');
    // Unchecking is always allowed.
    await proofPhoto(token);
    expect((await check(token, true)).status).toBe(200);
    expect((await check(token, false)).body.checklist[PROOF_ITEM]).toBe(false);
  });

  it('deletes only one’s own documents (admin: anyone’s); others get 404', async () => {
    const owner = await newUser();
    const doc = await proofPhoto(owner.token);
    for (const role of ['client_premium', 'responsable']) {
      const res = await api(`/api/action-documents/${doc.id}`, { method: 'DELETE', token: (await newUser({ role })).token });
      expect([res.status, errorCode(res)]).toEqual([404, 'file_not_found']);
    }
    expect(errorCode(await api(`/api/action-documents/${doc.id}`, { method: 'DELETE' }))).toBe('unauthenticated');
    expect(errorCode(await api('/api/action-documents/not-a-uuid', { method: 'DELETE', token: owner.token }))).toBe('file_not_found');
    const admin = await newUser({ role: 'admin' });
    expect((await api(`/api/action-documents/${doc.id}`, { method: 'DELETE', token: admin.token })).status).toBe(200);
    expect(storedActionFiles(owner.user.id)).toEqual([]);
    expect((await api(`/api/action-documents/${doc.id}`, { method: 'GET', token: owner.token })).status).toBe(405);
  });

  it('cannot delete a gallery or application photo through the action documents', async () => {
    const { token } = await newUser();
    const gallery = (await upload({ type: 'gallery', file: await photo('png') }, { token })).body;
    expect(errorCode(await api(`/api/action-documents/${gallery.id}`, { method: 'DELETE', token }))).toBe('file_not_found');
  });
});

describe('application photos (type candidature)', () => {
  it('are accepted without a session, photos only, readable by admin and responsable only', async () => {
    const headers = { 'x-forwarded-for': randomIp() };
    const res = await upload({ type: 'candidature', file: await photo('jpeg'), filename: 'mon atelier.jpg' }, { headers });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ type: 'candidature', card_id: null, mime: 'image/webp' });
    expect(errorCode(await upload({ type: 'candidature', file: pdf() }, { headers }))).toBe('unsupported_file_type');
    expect(errorCode(await upload({ type: 'candidature', card_id: PROOF_CARD, file: await photo('png') }, { headers }))).toBe('validation_failed');
    expect((await download(res.body.url, (await newUser({ role: 'admin' })).token)).status).toBe(200);
    expect((await download(res.body.url, (await newUser({ role: 'responsable' })).token)).status).toBe(200);
    expect((await api(res.body.url, { token: (await newUser()).token })).status).toBe(404);
    expect((await api(res.body.url)).status).toBe(401);
    expect(existsSync(uploadsDir('candidatures'))).toBe(true);
  });

  it('belong to the uploader when signed in', async () => {
    const { token } = await newUser({ role: null });
    const res = await upload({ type: 'candidature', file: await photo('png') }, { token });
    expect((await download(res.body.url, token)).status).toBe(200);
  });

  it('are rate-limited per address without a session (429 with Retry-After)', async () => {
    const headers = { 'x-forwarded-for': randomIp() };
    const file = Buffer.from('not even a photo');
    let last;
    for (let i = 0; i < 41; i++) last = await upload({ type: 'candidature', file }, { headers });
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('gallery photos', () => {
  it('are added to the profile gallery by the upload and deleted when the profile drops them', async () => {
    const { token, user } = await newUser();
    const a = (await upload({ type: 'gallery', file: await photo('jpeg'), filename: 'a.jpg' }, { token })).body;
    const b = (await upload({ type: 'gallery', file: await photo('png'), filename: 'b.png' }, { token })).body;
    const profile = await api(`/api/users/${user.id}/profile`, { token });
    expect(profile.body.gallery).toEqual([a.url, b.url]);
    const dir = uploadsDir('gallery', user.id);
    expect(readdirSync(dir)).toHaveLength(2);

    const saved = await api(`/api/users/${user.id}/profile`, { method: 'PUT', token, body: { gallery: [b.url, 'https://example.com/x.jpg'] } });
    expect(saved.status).toBe(200);
    expect(saved.body.gallery).toEqual([b.url, 'https://example.com/x.jpg']);
    expect(readdirSync(dir)).toHaveLength(1);
    expect((await download(a.url, token)).status).toBe(404);

    // Another user's photo, or any other path, cannot be put in a gallery.
    const other = await newUser();
    const theirs = (await upload({ type: 'gallery', file: await photo('png') }, { token: other.token })).body;
    for (const gallery of [[theirs.url], ['/api/files/not-a-uuid'], ['javascript:alert(1)'], ['/etc/passwd']]) {
      const res = await api(`/api/users/${user.id}/profile`, { method: 'PUT', token, body: { gallery } });
      // Someone else's photo is a well-formed entry that a rule refuses (rule_failed, decision 030).
      expect([res.status, errorCode(res)]).toEqual(gallery[0] === theirs.url ? [400, 'rule_failed'] : [400, 'validation_failed']);
    }
    expect(readdirSync(uploadsDir('gallery', other.user.id))).toHaveLength(1);
  });

  it('stops at 30 entries with 409 gallery_full', async () => {
    const { token, user } = await newUser();
    const links = Array.from({ length: 30 }, (_, i) => `https://example.com/${i}.jpg`);
    await api(`/api/users/${user.id}/profile`, { method: 'PUT', token, body: { gallery: links } });
    const res = await upload({ type: 'gallery', file: await photo('png') }, { token });
    expect([res.status, errorCode(res)]).toEqual([409, 'gallery_full']);
    expect(existsSync(uploadsDir('gallery', user.id)) ? readdirSync(uploadsDir('gallery', user.id)) : []).toEqual([]);
  });
});
