/**
 * (Decision 026): a member with data of every kind exports it (the ZIP lists all of it
 * and nothing of another member), then erases the account; the database and the file store keep
 * nothing personal beyond the documented legal minimum. Plus the races and refusals of the issue.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { unzip } from '../support/unzip.ts';
import { api, baseUrl, errorCode, newUser, sessionCookieFrom, type TestUser } from '../support/api.ts';
import { apply } from '../support/applications.ts';
import { upload } from '../support/uploads.ts';
import { photo } from '../support/file-fixtures.ts';
import { putAnswers, sampleAnswers, publishRequest, reply } from '../support/collaboration.ts';
import { waitForMail, magicLinkToken } from '../support/outbox.ts';
import { startServer, type RunningServer } from '../support/start-server.ts';

const url = process.env.DATABASE_URL;
let sql: postgres.Sql;

beforeAll(() => {
  if (url) sql = postgres(url, { max: 2, onnotice: () => {} });
});
afterAll(async () => {
  await sql?.end({ timeout: 5 });
});

async function until<T>(probe: () => Promise<T>, ok: (value: T) => boolean, what: string, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}


async function downloadRaw(path: string, token: string) {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

/** A paid member with a profile, an action with answers, readings, a gallery photo, an application photo, a collaboration request, a reply and a sealed contract. */
async function richMember(tag: string) {
  const candidaturePhoto = await upload({ type: 'candidature', file: await photo('jpeg', 320, 240), filename: 'atelier.jpg' });
  expect(candidaturePhoto.status, candidaturePhoto.text).toBe(201);
  const applied = await apply({ first_name: 'Zélie', last_name: `Effacée${tag}`, formula: 'premium', photos: [candidaturePhoto.body.id] });
  expect(applied.status, applied.text).toBe(201);
  const token = applied.body.token as string;
  const userId = applied.body.user.id as string;
  const email = applied.body.email as string;
  const paid = await api('/api/payment/confirm', { token, body: { candidature_id: applied.body.id, payment_reference: `test_pd_${applied.body.id}` } });
  expect(paid.status, paid.text).toBe(200);
  const invoice = paid.body.invoice_number as string;
  // A partial refund of the deposit: a credit note the member must find in the export too.
  const staff = await newUser({ role: 'responsable' });
  const refunded = await api(`/api/invoices/${invoice}/refunds`, { token: staff.token, body: { amount_cents: 1_000, reason: `Geste ${tag}` }, headers: { 'idempotency-key': randomUUID() } });
  expect(refunded.status, refunded.text).toBe(201);
  const creditNote = refunded.body.credit_note.number as string;
  expect((await api(`/api/users/${userId}/profile`, { method: 'PUT', token, body: { brand: `Marque${tag}`, city: 'Limoges', phone: '+33 6 12 34 56 78' } })).status).toBe(200);
  expect((await api('/api/impact/sharing', { method: 'PUT', token, body: { show_in_samples: true } })).status).toBe(200);
  const cards = (await api('/api/cards', { token })).body as { id: string }[];
  const cardId = cards[0]!.id;
  expect((await api('/api/my-actions', { token, body: { card_id: cardId } })).status).toBeLessThan(300);
  const reading = await api(`/api/impact/${cardId}`, { token, body: { value: 12, note: `note-${tag}` } });
  expect(reading.status, reading.text).toBe(200);
  const gallery = await upload({ type: 'gallery', file: await photo('png', 300, 200), filename: 'vase.png' }, { token });
  expect(gallery.status, gallery.text).toBe(201);
  // A request of theirs, a reply to someone else's, and a sealed contract with a partner.
  const ownRequest = await publishRequest(token, `Demande ${tag}`);
  const partner = await newUser({ first_name: 'Hugo', role: 'client_premium' });
  const partnerRequest = await publishRequest(partner.token, `Plateaux ${tag}`);
  const replyId = await reply(token, partnerRequest, `Réponse ${tag}`);
  const match = await api('/api/collaboration-matches', { token: partner.token, body: { reply_id: replyId } });
  expect(match.status, match.text).toBe(201);
  const matchId = match.body.id as string;
  await putAnswers(partner.token, matchId, sampleAnswers());
  const locked = await putAnswers(token, matchId, sampleAnswers());
  expect(locked.body.finalized, locked.text).toBe(true);
  const names = locked.body.parties;
  expect((await api('/api/collaboration-contract/sign', { token: partner.token, body: { match_id: matchId, full_name: names.demandeur.name, accept: true } })).status).toBe(200);
  const sealed = await api('/api/collaboration-contract/sign', { token, body: { match_id: matchId, full_name: names.partenaire.name, accept: true } });
  expect(sealed.body.sealed, sealed.text).toBe(true);
  // An admin changes the member's role twice (back to where it was), and a stranger's once.
  const admin = await newUser({ role: 'admin', first_name: `Staffeuse${tag}` });
  for (const role of ['client_essentiel', 'client_premium']) {
    const changed = await api(`/api/members/${userId}/role`, { method: 'PUT', token: admin.token, body: { role } });
    expect(changed.status, changed.text).toBe(200);
  }
  return { admin, token, userId, email, invoice, creditNote, cardId, galleryId: gallery.body.id as string, candidaturePhotoId: candidaturePhoto.body.id as string, ownRequest, replyId, matchId, partner, applicationId: applied.body.id as string };
}

const storedKeys = (ids: string[]) => sql<{ storage_key: string }[]>`select storage_key from uploads where id in ${sql(ids)}`;

describe.runIf(url)('download my data, then delete my account', () => {
  it('exports everything of the member and nothing of another, then erases down to the legal minimum', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const m = await richMember(tag);
    const stranger = await newUser({ first_name: `Inconnu${tag}`, role: 'client_premium' });
    await publishRequest(stranger.token, `Étranger ${tag}`);
    expect((await api(`/api/members/${stranger.user.id}/role`, { method: 'PUT', token: m.admin.token, body: { role: 'client_essentiel' } })).status).toBe(200);
    const keys = (await storedKeys([m.galleryId, m.candidaturePhotoId])).map((r) => r.storage_key);
    expect(keys).toHaveLength(2);

    // Two requests at once: one export, the second answers its status.
    const [a, b] = await Promise.all([api('/api/my-data/export', { method: 'POST', token: m.token }), api('/api/my-data/export', { method: 'POST', token: m.token })]);
    expect([a.status, b.status].sort()).toEqual([200, 202]);
    expect(a.body.export.id).toBe(b.body.export.id);
    const ready = await until(() => api('/api/my-data/export', { token: m.token }), (r) => r.body.export?.status === 'prete', 'the export');
    const link = ready.body.export.download_url as string;
    expect(link).toBe(`/api/my-data/export/${a.body.export.id}`);
    const mail = await waitForMail(m.email, /archive de vos donn/);
    expect(mail).toMatch(/mon-compte/);

    // Someone else (even signed in) gets a 404, in their language; the owner's link still works after.
    const other = await api(link, { token: stranger.token, headers: { 'x-atelier-lang': 'en' } });
    expect(other.status).toBe(404);
    expect(errorCode(other)).toBe('export_not_found');
    expect(other.body.error.message).toMatch(/no longer exists/);
    expect((await api(link)).status).toBe(401);

    const zip = await downloadRaw(link, m.token);
    expect(zip.status).toBe(200);
    expect(zip.type).toBe('application/zip');
    const entries = await unzip(zip.bytes);
    const names = [...entries.keys()].sort();
    for (const name of ['README.txt', 'profile.json', 'actions.json', 'readings.json', 'applications.json', 'invoices.json', 'credit-notes.json', 'collaboration-requests.json', 'collaboration-replies.json', 'collaboration-answers.json', 'contracts.json', 'files.json', `invoices/${m.invoice}.pdf`, `credit-notes/${m.creditNote}.pdf`, `contracts/${m.matchId}.pdf`, `files/gallery/${m.galleryId}.webp`, `files/candidature/${m.candidaturePhotoId}.webp`]) {
      expect(names, name).toContain(name);
    }
    const read = (name: string) => JSON.parse(entries.get(name)!.toString('utf8'));
    expect(read('profile.json').email).toBe(m.email);
    expect(read('profile.json').brand).toBe(`Marque${tag}`);
    // Her answer about being named in others' samples, with its time (decision 055).
    expect(read('profile.json')).toMatchObject({ show_in_samples: true, show_in_samples_answered_at: expect.any(String) });
    expect(read('actions.json')).toHaveLength(1);
    expect(read('readings.json')[0].note).toBe(`note-${tag}`);
    expect(read('applications.json')[0].id).toBe(m.applicationId);
    expect(read('invoices.json')[0].number).toBe(m.invoice);
    expect(read('credit-notes.json')[0]).toMatchObject({ number: m.creditNote, amountInclTaxCents: 1_000 });
    expect(entries.get(`credit-notes/${m.creditNote}.pdf`)!.subarray(0, 5).toString()).toBe('%PDF-');
    // Their role changes only; who acted is "staff" or "automatic" (the deposit), never the admin's identity.
    expect(read('role-changes.json').map((r: Record<string, unknown>) => [r.from_role, r.to_role, r.changed_by])).toEqual([
      [null, 'client_premium', 'automatic'],
      ['client_premium', 'client_essentiel', 'staff'],
      ['client_essentiel', 'client_premium', 'staff'],
    ]);
    expect(Object.keys(read('role-changes.json')[0]).sort()).toEqual(['changed_at', 'changed_by', 'from_role', 'to_role']);
    expect(read('collaboration-requests.json').map((r: { id: string }) => r.id)).toEqual([m.ownRequest]);
    expect(read('collaboration-replies.json')[0].message).toBe(`Réponse ${tag}`);
    expect(read('contracts.json')[0].match_id).toBe(m.matchId);
    expect(entries.get(`invoices/${m.invoice}.pdf`)!.subarray(0, 5).toString()).toBe('%PDF-');
    expect(entries.get(`contracts/${m.matchId}.pdf`)!.subarray(0, 5).toString()).toBe('%PDF-');
    const storedGallery = readFileSync(join(inject('dataDir'), 'uploads', keys[0]!.includes('gallery') ? keys[0]! : keys[1]!));
    expect(entries.get(`files/gallery/${m.galleryId}.webp`)!.equals(storedGallery)).toBe(true);
    const readme = entries.get('README.txt')!.toString('utf8');
    expect(readme).toContain('role-changes.json (3)');
    expect(readme).toMatch(/vos données personnelles/);
    expect(readme).toContain(`invoices/${m.invoice}.pdf`);
    // Nothing of another member: the stranger appears nowhere; the partner only inside the contract they both signed.
    const allText = [...entries.entries()].filter(([n]) => !n.endsWith('.pdf') && !n.endsWith('.webp')).map(([, v]) => v.toString('utf8')).join('\n');
    expect(allText).not.toContain(stranger.user.email);
    expect(allText).not.toContain(stranger.user.id);
    expect(allText).not.toContain(`Étranger ${tag}`);
    expect(allText).not.toContain(`Staffeuse${tag}`);
    expect(allText).not.toContain(m.admin.user.id);
    const withoutContracts = [...entries.entries()].filter(([n]) => n.endsWith('.json') && n !== 'contracts.json').map(([, v]) => v.toString('utf8')).join('\n');
    expect(withoutContracts).not.toContain(m.partner.user.email);
    expect(withoutContracts).not.toContain(m.partner.user.id);

    // Used once: the link is gone, and so is the stored archive.
    expect((await downloadRaw(link, m.token)).status).toBe(404);
    expect(await sql`select 1 from data_exports where user_id = ${m.userId}`).toHaveLength(0);

    const noticesBefore = await sql<{ event: string }[]>`select event from notifications where user_id = ${m.partner.user.id} order by event`;
    expect(noticesBefore.map((n) => n.event)).toEqual(expect.arrayContaining(['reply_received', 'answers_submitted', 'contract_sealed']));

    // This account has no password: erasing needs a fresh sign-in link.
    const refused = await api('/api/my-data/erase', { token: m.token, body: {} });
    expect(refused.status).toBe(403);
    expect(errorCode(refused)).toBe('fresh_sign_in_required');
    expect((await api('/auth/magic-link', { body: { email: m.email } })).status).toBe(200);
    const signedIn = await api(`/auth/magic?token=${await magicLinkToken(m.email)}`);
    const cookie = sessionCookieFrom(signedIn);
    const erased = await api('/api/my-data/erase', { cookie, body: {}, headers: { origin: baseUrl() } });
    expect(erased.status, erased.text).toBe(200);
    expect(erased.body.report).toMatchObject({ invoices_kept: 1, credit_notes_kept: 1, sealed_contracts_kept: 1, applications_kept: 1 });
    expect(erased.headers.getSetCookie().join(';')).toMatch(/session=;|session=deleted|Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    // Every session is gone: the application's token and the link's cookie.
    expect((await api('/api/me', { token: m.token })).status).toBe(401);
    expect((await api('/api/me', { cookie })).status).toBe(401);

    // The database: a tombstone, and only the legal minimum.
    const [tomb] = await sql`select * from users where id = ${m.userId}`;
    expect(tomb).toMatchObject({ first_name: '', last_name: '', brand: '', phone: '', city: '', password_hash: null, role: null });
    expect(tomb!.email).toBe(`deleted-${m.userId}@deleted.invalid`);
    expect(tomb!.deleted_at).not.toBeNull();
    for (const table of ['uploads', 'actions', 'impact_readings', 'impact_schedule', 'sessions', 'magic_link_tokens', 'notifications', 'user_parcours', 'data_exports']) {
      expect(await sql`select 1 from ${sql(table)} where user_id = ${m.userId}`, table).toHaveLength(0);
    }
    expect(await sql`select 1 from collaboration_requests where id = ${m.ownRequest}`).toHaveLength(0);
    const [app] = await sql`select * from applications where id = ${m.applicationId}`;
    expect(app).toMatchObject({ first_name: '', last_name: '', email: '', brand: '', objective: '', monthly_revenue: 0, payment_status: 'paye', billing_address: null });
    expect(app!.cgv_version).toEqual(expect.any(String)); // the proof of the terms accepted for the invoiced sale
    const [inv] = await sql`select * from invoices where number = ${m.invoice}`;
    expect((inv!.buyer as { email: string }).email).toBe(m.email); // as issued
    expect((inv!.buyer as { address: { city: string } }).address.city).toBe('Lyon'); // the invoice keeps its address, as issued
    const [reply] = await sql`select message from collaboration_replies where id = ${m.replyId}`;
    expect(reply!.message).toBe('');
    // One goodbye mail to the address the account had (decision 038), saying what the law keeps;
    // its outbox row, the last trace of the address, goes once it is sent.
    const goodbye = await waitForMail(m.email, /Votre compte Atelier a été supprimé le/);
    expect(goodbye).toMatch(/Vos factures \(1\) et avoirs \(1\)/);
    expect(goodbye).toMatch(/Vos contrats scellés \(1\)/);
    expect(goodbye).not.toContain(`Effacée${tag}`);
    await until(async () => (await sql`select count(*)::int as n from mail_outbox where lower(recipient) = lower(${m.email})`)[0]!.n, (n) => n === 0, 'the goodbye mail row removed');
    // Where the address and the family name still are: only the invoice and the sealed contract's
    // record (its text and parties, the typed signatures, the audit trail), as documented.
    const tables = await sql<{ table_name: string }[]>`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`;
    const holding: string[] = [];
    for (const { table_name } of tables) {
      const [row] = await sql`select count(*)::int as n from ${sql(table_name)} t where t::text ilike ${'%' + m.email + '%'} or t::text ilike ${'%Effacée' + tag + '%'}`;
      if (row!.n > 0) holding.push(table_name);
    }
    expect(holding.sort()).toEqual(['collaboration_events', 'collaboration_matches', 'collaboration_signatures', 'credit_notes', 'invoices']);
    // The file store: the photos are gone.
    await until(async () => keys.filter((k) => existsSync(join(inject('dataDir'), 'uploads', k))), (left) => left.length === 0, 'stored photos removed');

    // The partner's notices named the member ("Zélie a répondu…"): those are gone, the sealing one stays.
    const notices = await sql<{ event: string; data: unknown }[]>`select event, data from notifications where user_id = ${m.partner.user.id}`;
    expect(notices.map((n) => n.event)).toEqual(['contract_sealed']);
    expect(JSON.stringify(notices)).not.toContain('Zélie');
    // The other party still sees the sealed contract and its PDF.
    const contract = await api(`/api/collaboration-contract?match_id=${m.matchId}`, { token: m.partner.token });
    expect(contract.status).toBe(200);
    expect(contract.body.sealed).toBe(true);
    expect((await downloadRaw(`/api/collaboration-contract/pdf?match_id=${m.matchId}`, m.partner.token)).status).toBe(200);

    // The address is free again: a new person.
    const again = await newUser({ email: m.email });
    expect(again.user.id).not.toBe(m.userId);
  });
});

describe.runIf(url)('refusals and races', () => {
  it('a wrong password erases nothing and says so in the caller’s language', async () => {
    const user = await newUser({ password: 'correct-horse-battery', role: 'client_essentiel' });
    const fr = await api('/api/my-data/erase', { token: user.token, body: { password: 'wrong-horse-battery' } });
    expect(fr.status).toBe(403);
    expect(errorCode(fr)).toBe('wrong_password');
    expect(fr.body.error.message).toMatch(/Mot de passe incorrect/);
    const en = await api('/api/my-data/erase', { token: user.token, body: { password: 'wrong-horse-battery' }, headers: { 'x-atelier-lang': 'en' } });
    expect(en.body.error.message).toMatch(/Wrong password/);
    const missing = await api('/api/my-data/erase', { token: user.token, body: {} });
    expect(errorCode(missing)).toBe('password_required');
    expect((await api('/api/me', { token: user.token })).status).toBe(200);
    const ok = await api('/api/my-data/erase', { token: user.token, body: { password: 'correct-horse-battery' } });
    expect(ok.status).toBe(200);
    expect((await api('/api/me', { token: user.token })).status).toBe(401);
  });

  it('an export asked just before the erasure leaves no row and no archive behind', async () => {
    const user = await newUser({ password: 'correct-horse-battery', role: 'client_essentiel' });
    const asked = await api('/api/my-data/export', { method: 'POST', token: user.token });
    expect(asked.status).toBe(202);
    expect((await api('/api/my-data/erase', { token: user.token, body: { password: 'correct-horse-battery' } })).status).toBe(200);
    expect((await api('/api/my-data/export', { token: user.token })).status).toBe(401);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await sql`select 1 from data_exports where user_id = ${user.user.id}`).toHaveLength(0);
    const dir = join(inject('dataDir'), 'uploads', 'exports', asked.body.export.id);
    await until(async () => existsSync(dir) && (await import('node:fs')).readdirSync(dir).filter((f) => f.endsWith('.zip')).length > 0, (left) => !left, 'no archive of the erased member');
  });

  it('an expired link is a 404, and the member may ask again', async () => {
    const user = await newUser({ role: 'client_essentiel' });
    const asked = await api('/api/my-data/export', { method: 'POST', token: user.token });
    const id = asked.body.export.id as string;
    await until(() => api('/api/my-data/export', { token: user.token }), (r) => r.body.export?.status === 'prete', 'the export');
    await sql`update data_exports set expires_at = now() - interval '1 minute' where id = ${id}`;
    const late = await api(`/api/my-data/export/${id}`, { token: user.token });
    expect(late.status).toBe(404);
    expect(errorCode(late)).toBe('export_not_found');
    expect((await api('/api/my-data/export', { token: user.token })).body.export).toBeNull();
    const again = await api('/api/my-data/export', { method: 'POST', token: user.token });
    expect(again.status).toBe(202);
    expect(again.body.export.id).not.toBe(id);
  });

  it('staff erase an account for a postal request; the last admin is refused', async () => {
    const admin = await newUser({ role: 'admin' });
    const person = await newUser({ role: 'client_essentiel', first_name: 'Postale' });
    const member = await newUser({ role: 'client_essentiel' });
    expect((await api(`/api/users/${person.user.id}/erase`, { method: 'POST', token: member.token })).status).toBe(403);
    const done = await api(`/api/users/${person.user.id}/erase`, { method: 'POST', token: admin.token });
    expect(done.status, done.text).toBe(200);
    expect((await api('/api/me', { token: person.token })).status).toBe(401);
    const twice = await api(`/api/users/${person.user.id}/erase`, { method: 'POST', token: admin.token });
    expect(errorCode(twice)).toBe('user_not_found');
    // Other admins exist in this shared database: the last-admin refusal is shown by the unit test
    // (tests/unit/erase-account.test.ts); here an admin can erase themselves while others remain.
    const selfErase = await api(`/api/users/${admin.user.id}/erase`, { method: 'POST', token: admin.token });
    expect(selfErase.status).toBe(200);
  });
});

describe.runIf(url)('a member erased on one instance while signed in on another', () => {
  let b: RunningServer;
  beforeAll(async () => {
    const secret = readFileSync(join(inject('dataDir'), 'jwt-secret'), 'utf8').trim();
    b = await startServer({ JWT_SECRET: secret });
  }, 120_000);
  afterAll(async () => {
    await b?.stop();
  });

  it('is refused (401) on the other instance at the next request', async () => {
    const user: TestUser = await newUser({ password: 'correct-horse-battery', role: 'client_essentiel' });
    const onB = () => fetch(`${b.baseUrl}/api/me`, { headers: { authorization: `Bearer ${user.token}` } }).then((r) => r.status);
    expect(await onB()).toBe(200);
    expect(await onB()).toBe(200); // now from B's session cache
    expect((await api('/api/my-data/erase', { token: user.token, body: { password: 'correct-horse-battery' } })).status).toBe(200);
    await until(onB, (s) => s === 401, 'B refusing the erased member', 5_000);
  });
});
