/**
 * The goodbye email of a deleted account (decision 038): one mail to the address the account had,
 * in the page's language (the account's own after a staff erasure), naming nobody and leaving no
 * copy of the address in the outbox once sent.
 */
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, newUser } from '../support/api.ts';
import { waitForMail } from '../support/outbox.ts';

const url = process.env.DATABASE_URL;
let sql: postgres.Sql;
beforeAll(() => {
  if (url) sql = postgres(url, { max: 2, onnotice: () => {} });
});
afterAll(async () => {
  await sql?.end({ timeout: 5 });
});

describe('the goodbye email of a deleted account', () => {
  it('goes to the address the account had, in the page’s language, and keeps no copy of it', async () => {
    const user = await newUser({ role: 'client_essentiel', first_name: 'Prénomunique', password: 'correct-horse-battery' });
    const erased = await api('/api/my-data/erase', { token: user.token, body: { password: 'correct-horse-battery' }, headers: { 'x-atelier-lang': 'en' } });
    expect(erased.status, erased.text).toBe(200);
    const mail = await waitForMail(user.user.email, /Your Atelier account was deleted on/);
    expect(mail).toMatch(/Subject: Your Atelier account is deleted/);
    expect(mail).toMatch(/signed out on all your devices/);
    expect(mail).toMatch(/Nothing else of yours is kept\./);
    expect(mail).toMatch(/We kept this address only to send you this message/);
    expect(mail).toContain('/en/privacy');
    // Erasure keeps no name: the mail has none either.
    expect(mail).not.toContain('Prénomunique');
    if (url) {
      await expect.poll(async () => (await sql`select count(*)::int as n from mail_outbox where lower(recipient) = lower(${user.user.email})`)[0]!.n, { timeout: 10_000 }).toBe(0);
    }
  });

  it('after a staff erasure, is in the account’s own language', async () => {
    const admin = await newUser({ role: 'admin' });
    const person = await newUser({ role: 'client_essentiel', lang: 'fr' });
    const done = await api(`/api/users/${person.user.id}/erase`, { method: 'POST', token: admin.token, headers: { 'x-atelier-lang': 'en' } });
    expect(done.status, done.text).toBe(200);
    const mail = await waitForMail(person.user.email, /Votre compte Atelier a été supprimé le/);
    expect(mail).toMatch(/Rien d’autre de vous n’est conservé\./);
    expect(mail).toContain('/confidentialite');
  });
});
