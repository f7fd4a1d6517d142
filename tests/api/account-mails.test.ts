/**
 * (Decision 061) The member's own account and the emails it gets: the language chosen on
 * /mon-compte is the one every email is written in, a password-less member changes the address
 * after a fresh sign-in link (the old address is warned; the new one confirms by its link), and the reminders switch stops the
 * reminder job's email. A server of its own with a real SMTP listener; the reminder job runs as
 * `npm run reminders` does, once the server is stopped (PGlite allows one process at a time).
 */
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/start-server.ts';
import { startSmtpListener, type ReceivedMail, type SmtpListener } from '../support/smtp-listener.ts';
import { DocumentChecker, type OpenApiDocument } from '../support/openapi-check.ts';
import { QUESTIONS_GUIDE } from '../support/impact-fixtures.ts';
import { addDays, today } from '#server/platform/dates.ts';

const PUBLIC_URL = 'https://atelier.example';
const JWT_SECRET = randomBytes(32).toString('hex');
let smtp: SmtpListener;
let server: RunningServer;
let checker: DocumentChecker;
const ip = `10.72.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

beforeAll(async () => {
  smtp = await startSmtpListener();
  server = await startServer({ SMTP_URL: smtp.url, PUBLIC_URL, JWT_SECRET });
  checker = new DocumentChecker((await (await fetch(`${server.baseUrl}/api/openapi.json`)).json()) as OpenApiDocument);
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

interface Res {
  status: number;
  body: any;
  text: string;
  headers: Headers;
}

async function call(path: string, init: { method?: string; token?: string; cookie?: string; body?: unknown } = {}): Promise<Res> {
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      'x-forwarded-for': ip,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.cookie ? { cookie: init.cookie, origin: server.baseUrl } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    redirect: 'manual',
  });
  const text = await res.text();
  let body: any = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // a page
  }
  const problem = checker.check({ method, path, status: res.status, contentType: res.headers.get('content-type'), body });
  if (problem) throw new Error(problem);
  return { status: res.status, body, text, headers: res.headers };
}

/** A French member, as the application makes them (no password). */
async function member(firstName: string) {
  const email = `account-${randomBytes(5).toString('hex')}@test.atelier.local`;
  const res = await call('/auth/dev-signup', { body: { email, first_name: firstName, lang: 'fr', role: 'client_essentiel' } });
  expect(res.status, res.text).toBe(200);
  return { email, token: res.body.token as string, id: res.body.user.id as string };
}

const mailsTo = (email: string): ReceivedMail[] => smtp.messages.filter((m) => m.to.includes(email));

async function waitForMails(email: string, count: number): Promise<ReceivedMail[]> {
  const deadline = Date.now() + 20_000;
  while (mailsTo(email).length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return mailsTo(email);
}

describe('the language of the emails, chosen on the account', () => {
  it('an English-chosen member gets English mails; without a password, a fresh link lets her change the address, and the old one is warned', async () => {
    const lea = await member('Léa');
    const chosen = await call(`/api/users/${lea.id}/account`, { method: 'PUT', token: lea.token, body: { lang: 'en' } });
    expect(chosen.status, chosen.text).toBe(200);
    expect(chosen.body.lang).toBe('en');
    expect((await call('/api/me', { token: lea.token })).body.lang).toBe('en');

    // The session the application opened is no proof: the page offers a link to the current address.
    const newEmail = `moved-${randomBytes(5).toString('hex')}@test.atelier.local`;
    const refused = await call(`/api/users/${lea.id}/account`, { method: 'PUT', token: lea.token, body: { email: newEmail } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('recent_sign_in_required');

    expect((await call('/auth/magic-link', { body: { email: lea.email, next: '/en/mon-compte#e-mail' } })).status).toBe(200);
    const [link] = await waitForMails(lea.email, 1);
    expect(link!.subject).toBe('Your Atelier sign-in link');
    const path = /https:\/\/atelier\.example(\/auth\/magic\?token=[A-Za-z0-9_-]+&next=[^\s"<]+)/.exec(link!.text)?.[1];
    expect(path, link!.text).toBeTruthy();
    const signedIn = await call(path!);
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('location')).toBe('/en/mon-compte#e-mail');
    const cookie = /session=[^;]+/.exec(signedIn.headers.get('set-cookie') ?? '')?.[0];
    expect(cookie).toBeTruthy();

    // Asked, not done: the new address confirms it by its link (decision 061).
    const changed = await call(`/api/users/${lea.id}/account`, { method: 'PUT', cookie, body: { email: newEmail } });
    expect(changed.status, changed.text).toBe(200);
    expect([changed.body.email, changed.body.pending_email, changed.body.token]).toEqual([lea.email, newEmail, undefined]);
    const [, warning] = await waitForMails(lea.email, 2);
    expect(warning!.subject).toBe('A change of address was asked on your Atelier account');
    expect(warning!.text).toContain('Nothing has changed yet');
    expect(warning!.text).not.toContain(newEmail);
    const [confirm] = await waitForMails(newEmail, 1);
    expect(confirm!.subject).toBe('Confirm the new address of your Atelier account');
    const linkPath = /https:\/\/atelier\.example(\/api\/email-change\?token=[A-Za-z0-9_-]+)/.exec(confirm!.text)?.[1];
    expect(linkPath, confirm!.text).toBeTruthy();
    const done = await call(linkPath!, { method: 'POST', cookie });
    expect(done.status, done.text).toBe(200);
    expect(done.body).toEqual({ email: newEmail, token: expect.any(String) });
    const [, , notice] = await waitForMails(lea.email, 3);
    expect(notice!.subject).toBe('Your Atelier email address was changed');
    expect(notice!.text).toContain('has just been changed to');
    expect(notice!.text).not.toContain(newEmail);
  });
});

describe('the reminders switch', () => {
  it('turned off on the account, the reminder job sends her nothing; the one left on gets it in the language she chose', async () => {
    const [lea, hugo] = await Promise.all([member('Léa'), member('Hugo')]);
    expect((await call(`/api/users/${lea.id}/account`, { method: 'PUT', token: lea.token, body: { lang: 'en' } })).body.lang).toBe('en');
    const off = await call('/api/notifications/settings', { method: 'PUT', token: hugo.token, body: { reminders: false } });
    expect(off.body).toEqual({ reply: true, match: true, answers: true, contract: true, reminders: false });
    expect((await call('/api/notifications/settings', { token: lea.token })).body.reminders).toBe(true);

    const card = await call('/auth/dev-card', { body: { guide: QUESTIONS_GUIDE, title: 'Soigner sa vitrine', translations: { en: { title: 'Dress the shop window' } } } });
    expect(card.status, card.text).toBe(200);
    const eightDaysAgo = addDays(today('Europe/Paris'), -8);
    for (const who of [lea, hugo]) {
      const reading = await call(`/api/impact/${card.body.id}`, { token: who.token, body: { metric: 'contacts', value: 4, date: eightDaysAgo } });
      expect(reading.status, reading.text).toBe(200);
    }

    await server.stop();
    const out = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, ['scripts/reminders.ts'], {
        env: { ...process.env, DATA_DIR: server.dataDir, SMTP_URL: smtp.url, PUBLIC_URL, JWT_SECRET, APP_ENV: 'local', LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let text = '';
      child.stdout.on('data', (d) => (text += d));
      child.stderr.on('data', (d) => (text += d));
      child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`exit ${code}: ${text}`))));
    });
    expect(out).toMatch(/"sent":[1-9]/);

    const [reminder] = await waitForMails(lea.email, 1);
    expect(reminder!.subject).toBe('Time to measure your progress: Dress the shop window');
    expect(reminder!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // The run is over and Léa's mail arrived: Hugo's would have too.
    await new Promise((r) => setTimeout(r, 500));
    expect(mailsTo(hugo.email)).toHaveLength(0);
  }, 120_000);
});
