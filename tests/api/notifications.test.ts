/**
 * (Decision 016): the collaboration events notify the other artisan, in-app and by
 * email, exactly once. Servers of their own with a real SMTP listener; on PostgreSQL two instances
 * sharing the database, driven alternately and at the same moment (on PGlite, one). Every response
 * is checked against the server's OpenAPI document.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/start-server.ts';
import { startSmtpListener, type ReceivedMail, type SmtpListener } from '../support/smtp-listener.ts';
import { DocumentChecker, type OpenApiDocument } from '../support/openapi-check.ts';
import { sampleAnswers } from '#server/collaboration/questionnaire/test-answers.ts';
import type { Lang } from '#i18n/lang.ts';

const PUBLIC_URL = 'https://atelier.example';
const TWO = Boolean(process.env.DATABASE_URL);
let smtp: SmtpListener;
let a: RunningServer;
let b: RunningServer; // the same as `a` on PGlite
let checker: DocumentChecker;
const ip = `10.71.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

beforeAll(async () => {
  smtp = await startSmtpListener();
  const shared = { SMTP_URL: smtp.url, PUBLIC_URL, JWT_SECRET: randomBytes(32).toString('hex') };
  if (TWO) [a, b] = await Promise.all([startServer(shared), startServer(shared)]);
  else b = a = await startServer(shared);
  checker = new DocumentChecker((await (await fetch(`${a.baseUrl}/api/openapi.json`)).json()) as OpenApiDocument);
}, 120_000);
afterAll(async () => {
  await Promise.all([a?.stop(), b !== a ? b?.stop() : undefined]);
  await smtp?.close();
});

interface Res {
  status: number;
  body: any;
  text: string;
  headers: Headers;
}

async function call(server: RunningServer, path: string, init: { method?: string; token?: string; body?: unknown; raw?: string; headers?: Record<string, string> } = {}): Promise<Res> {
  const method = init.method ?? (init.body === undefined && init.raw === undefined ? 'GET' : 'POST');
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      'x-forwarded-for': ip,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
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

async function artisan(server: RunningServer, firstName: string, lang: Lang) {
  const email = `notif-${randomBytes(5).toString('hex')}@test.atelier.local`;
  const res = await call(server, '/auth/dev-signup', { body: { email, first_name: firstName, lang } });
  expect(res.status, res.text).toBe(200);
  return { email, token: res.body.token as string, id: res.body.user.id as string };
}
type Artisan = Awaited<ReturnType<typeof artisan>>;

const mailsTo = (email: string): ReceivedMail[] => smtp.messages.filter((m) => m.to.includes(email));

/** Waits for `count` mails to `email`, then a while longer: a second copy would arrive by then. */
async function settledMails(email: string, count: number, extraMs = 1500): Promise<ReceivedMail[]> {
  const deadline = Date.now() + 15_000;
  while (mailsTo(email).length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => setTimeout(r, extraMs));
  return mailsTo(email);
}

async function publish(server: RunningServer, who: Artisan, title: string): Promise<string> {
  const res = await call(server, '/api/collaboration-requests', { token: who.token, body: { title, description: 'Je cherche un ébéniste pour des planches assorties.' } });
  expect(res.status, res.text).toBe(201);
  return res.body.id;
}

async function replyTo(server: RunningServer, who: Artisan, requestId: string): Promise<Res> {
  return call(server, '/api/collaboration-replies', { token: who.token, body: { request_id: requestId, message: 'Partant, je travaille le noyer.' } });
}

const putAnswers = (server: RunningServer, who: Artisan, matchId: string, answers: unknown) =>
  call(server, '/api/collaboration-contract', { method: 'PUT', token: who.token, body: { match_id: matchId, answers } });

/** The unsubscribe URL of a mail, pointed at a server under test. */
function unsubscribePath(mail: ReceivedMail): string {
  const header = mail.headers['list-unsubscribe'] ?? '';
  const url = /^<(https:\/\/atelier\.example\/api\/notifications\/unsubscribe\?token=[^>]+)>$/.exec(header)?.[1];
  expect(url, header).toBeTruthy();
  return url!.slice(PUBLIC_URL.length);
}

describe('notifications of the collaboration events', () => {
  it('a reply tells the request’s author once, in the author’s language, with the link and the unsubscribe headers', async () => {
    const [author, replier] = await Promise.all([artisan(a, 'Ada', 'en'), artisan(b, 'Hugo', 'fr')]);
    const requestId = await publish(a, author, 'Tableware in stoneware and walnut');
    expect((await replyTo(b, replier, requestId)).status).toBe(201);
    // Retried on the other instance: refused, and no second notice or email.
    const again = await replyTo(a, replier, requestId);
    expect(again.status).toBe(409);
    const mails = await settledMails(author.email, 1);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Hugo replied to your request “Tableware in stoneware and walnut”');
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.text).toContain(`Read the reply: ${PUBLIC_URL}/en/collaborations/demandes/${requestId}`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/en/collaborations/demandes/${requestId}"`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const path = unsubscribePath(mail);
    expect(mail.text).toContain(`${PUBLIC_URL}${path}`);
    expect(mail.text).toContain('Stop these emails:');
    expect(mailsTo(replier.email)).toHaveLength(0);

    const list = await call(b, '/api/notifications', { token: author.token, headers: { 'x-atelier-lang': 'fr' } });
    expect(list.status).toBe(200);
    expect(list.body.unread).toBe(1);
    expect(list.body.notices).toHaveLength(1);
    expect(list.body.notices[0]).toMatchObject({ kind: 'reply', event: 'reply_received', request_id: requestId, url: `/collaborations/demandes/${requestId}` });
    expect(list.body.notices[0].title).toBe('Hugo a répondu à votre demande «\u00a0Tableware in stoneware and walnut\u00a0»');
    expect((await call(a, '/api/notifications', { token: replier.token })).body).toEqual({ unread: 0, notices: [] });
  });

  it('accepting a reply tells the replier once, even when both instances accept it at the same moment', async () => {
    const [author, replier] = await Promise.all([artisan(a, 'Camille', 'fr'), artisan(b, 'Hugo', 'fr')]);
    const requestId = await publish(a, author, 'Collection vaisselle grès et bois');
    const replyId = (await replyTo(b, replier, requestId)).body.id as string;
    const results = await Promise.all([a, b, a].map((s) => call(s, '/api/collaboration-matches', { token: author.token, body: { reply_id: replyId } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    const matchId = results[0]!.body.id as string;
    const mails = await settledMails(replier.email, 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Camille a accepté votre réponse à «\u00a0Collection vaisselle grès et bois\u00a0»');
    expect(mails[0]!.text).toContain('Bonjour Hugo,');
    expect(mails[0]!.text).toContain(`Remplir le questionnaire\u00a0: ${PUBLIC_URL}/collaborations/accords/${matchId}`);
    expect(mails[0]!.text).toContain('Ne plus recevoir ces e-mails\u00a0:');
    unsubscribePath(mails[0]!);
    const list = await call(a, '/api/notifications', { token: replier.token });
    expect(list.body.notices.map((n: { event: string }) => n.event)).toEqual(['match_created']);
  });

  it('answers: the other party hears once they have answered too — conflicts, then the locked text to sign — once per change', async () => {
    const [author, replier] = await Promise.all([artisan(a, 'Camille', 'fr'), artisan(b, 'Ada', 'en')]);
    const requestId = await publish(a, author, 'Vaisselle');
    const replyId = (await replyTo(b, replier, requestId)).body.id as string;
    const matchId = (await call(a, '/api/collaboration-matches', { token: author.token, body: { reply_id: replyId } })).body.id as string;
    await settledMails(replier.email, 1, 0); // the match mail
    await settledMails(author.email, 1, 0); // the reply mail

    // The author answers first: the replier, who has not, hears nothing (blind questionnaire).
    expect((await putAnswers(a, author, matchId, sampleAnswers({ charge_pct: 90, duree: 'projet' }))).status).toBe(200);
    expect(await settledMails(replier.email, 1)).toHaveLength(1);
    // The replier answers: two conflicts; the author is told, in French.
    expect((await putAnswers(b, replier, matchId, sampleAnswers())).body).toMatchObject({ both_submitted: true, finalized: false });
    let toAuthor = await settledMails(author.email, 2);
    expect(toAuthor).toHaveLength(2);
    expect(toAuthor[1]!.subject).toBe('Ada a répondu au questionnaire pour «\u00a0Vaisselle\u00a0»');
    expect(toAuthor[1]!.text).toContain('2 points divergent entre vos réponses.');
    expect(toAuthor[1]!.text).toContain(`Voir les désaccords\u00a0: ${PUBLIC_URL}/collaborations/accords/${matchId}`);
    // The same submission replayed, on both instances at once: no event, no mail.
    const replays = await Promise.all([a, b].map((s) => putAnswers(s, replier, matchId, sampleAnswers())));
    expect(replays.map((r) => r.status)).toEqual([200, 200]);
    expect(await settledMails(author.email, 2)).toHaveLength(2);
    expect(mailsTo(replier.email)).toHaveLength(1);

    // The author corrects: the answers agree, the text is locked; the replier is told, in English.
    const locked = await putAnswers(b, author, matchId, sampleAnswers());
    expect(locked.body).toMatchObject({ finalized: true });
    const retried = await Promise.all([a, b].map((s) => putAnswers(s, author, matchId, sampleAnswers())));
    expect(retried.map((r) => r.status)).toEqual([409, 409]);
    const toReplier = await settledMails(replier.email, 2);
    expect(toReplier).toHaveLength(2);
    expect(toReplier[1]!.subject).toBe('Camille answered: the contract for “Vaisselle” is ready to sign');
    expect(toReplier[1]!.text).toContain('the contract text is written and locked. It is ready for you to read and sign.');
    expect(toReplier[1]!.text).toContain(`Read and sign the contract: ${PUBLIC_URL}/en/collaborations/accords/${matchId}`);
    toAuthor = mailsTo(author.email);
    expect(toAuthor).toHaveLength(2);

    const notices = (await call(a, '/api/notifications', { token: replier.token })).body.notices as { event: string; title: string }[];
    expect(notices.map((n) => n.event)).toEqual(['answers_submitted', 'match_created']);
  });
});

describe('the sealed contract', () => {
  it('reaches both parties by email with its signed PDF attached, the very bytes the download serves', async () => {
    const [author, replier] = await Promise.all([artisan(a, 'Camille', 'fr'), artisan(b, 'Ada', 'en')]);
    const requestId = await publish(a, author, 'Planches');
    const replyId = (await replyTo(b, replier, requestId)).body.id as string;
    const matchId = (await call(a, '/api/collaboration-matches', { token: author.token, body: { reply_id: replyId } })).body.id as string;
    await putAnswers(a, author, matchId, sampleAnswers());
    const locked = await putAnswers(b, replier, matchId, sampleAnswers());
    expect(locked.body.finalized, locked.text).toBe(true);
    const names = locked.body.parties;
    expect((await call(a, '/api/collaboration-contract/sign', { token: author.token, body: { match_id: matchId, full_name: names.demandeur.name, accept: true } })).status).toBe(200);
    const events = async (who: Artisan) => ((await call(a, '/api/notifications', { token: who.token })).body.notices as { event: string; match_id: string | null }[]).filter((n) => n.match_id === matchId).map((n) => n.event);
    expect(await events(replier)).toContain('contract_signed');
    expect(await events(author)).toContain('answers_submitted');
    const sealed = await call(b, '/api/collaboration-contract/sign', { token: replier.token, body: { match_id: matchId, full_name: names.partenaire.name, accept: true } });
    expect(sealed.body.sealed, sealed.text).toBe(true);
    // « Your signature is still needed » and « ready to sign » say nothing true any more: only the sealed notice stays.
    for (const who of [replier, author]) {
      const left = await events(who);
      expect(left).toContain('contract_sealed');
      expect(left.filter((e) => e === 'answers_submitted' || e === 'contract_signed')).toEqual([]);
    }
    const pdf = await fetch(`${a.baseUrl}/api/collaboration-contract/pdf?match_id=${matchId}`, { headers: { authorization: `Bearer ${author.token}`, 'x-forwarded-for': ip } });
    const bytes = Buffer.from(await pdf.arrayBuffer());
    for (const [who, subject, words] of [[author, 'est scellé', 'Le PDF signé est joint à cet e-mail.'], [replier, 'is sealed', 'The signed PDF is attached to this email.']] as const) {
      const deadline = Date.now() + 15_000;
      const sealedMail = () => mailsTo(who.email).find((m) => m.subject.includes(subject));
      while (!sealedMail() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      const mail = sealedMail();
      expect(mail, `sealed mail to ${who.email}`).toBeDefined();
      expect(mail!.text).toContain(words);
      expect(mail!.attachments.map((x) => [x.filename, x.contentType])).toEqual([[`contrat-${matchId.slice(0, 8)}.pdf`, 'application/pdf']]);
      expect(Buffer.compare(mail!.attachments[0]!.content, bytes)).toBe(0);
    }
  });
});

describe('switches, unsubscribe links and the notice list', () => {
  it('a switch turned off stops that kind of email, not the in-app notice; on again, the emails come back', async () => {
    const [author, r1, r2] = await Promise.all([artisan(a, 'Camille', 'fr'), artisan(b, 'Hugo', 'fr'), artisan(a, 'Lina', 'fr')]);
    expect((await call(a, '/api/notifications/settings', { token: author.token })).body).toEqual({ reply: true, match: true, answers: true, contract: true, reminders: true });
    const off = await call(b, '/api/notifications/settings', { method: 'PUT', token: author.token, body: { reply: false } });
    expect(off.body).toEqual({ reply: false, match: true, answers: true, contract: true, reminders: true });
    const requestId = await publish(a, author, 'Lampes');
    expect((await replyTo(b, r1, requestId)).status).toBe(201);
    expect(await settledMails(author.email, 0)).toHaveLength(0);
    expect((await call(a, '/api/notifications', { token: author.token })).body.unread).toBe(1);

    await call(a, '/api/notifications/settings', { method: 'PUT', token: author.token, body: { reply: true } });
    expect((await replyTo(a, r2, requestId)).status).toBe(201);
    const mails = await settledMails(author.email, 1);
    expect(mails.map((m) => m.subject)).toEqual(['Lina a répondu à votre demande «\u00a0Lampes\u00a0»']);
    // Invalid settings are refused.
    expect((await call(a, '/api/notifications/settings', { method: 'PUT', token: author.token, body: { reply: 'no' } })).status).toBe(400);
    expect((await call(a, '/api/notifications/settings', { method: 'PUT', token: author.token, body: { sms: true } })).status).toBe(400);
    expect((await call(a, '/api/notifications/settings')).status).toBe(401);
  });

  it('the unsubscribe link: GET asks to confirm and changes nothing; the one-click POST turns the kind off with no session', async () => {
    const [author, replier] = await Promise.all([artisan(a, 'Ada', 'en'), artisan(b, 'Hugo', 'fr')]);
    const requestId = await publish(a, author, 'Chairs');
    await replyTo(b, replier, requestId);
    const [mail] = await settledMails(author.email, 1, 0);
    const path = unsubscribePath(mail!);

    const page = await call(b, path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('Stop the emails of the notification “A reply to one of my collaboration requests”?');
    expect(page.text).toContain('<form method="post"');
    expect((await call(a, '/api/notifications/settings', { token: author.token })).body.reply).toBe(true);

    // RFC 8058: the mail provider POSTs "List-Unsubscribe=One-Click", no cookie, no token header.
    const oneClick = await call(a, path, { method: 'POST', raw: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(oneClick.status).toBe(200);
    expect(oneClick.body).toEqual({ unsubscribed: true, kind: 'reply' });
    expect((await call(b, '/api/notifications/settings', { token: author.token })).body).toEqual({ reply: false, match: true, answers: true, contract: true, reminders: true });
    // The confirmation page's button (a browser): a page, idempotent.
    const button = await call(b, path, { method: 'POST', raw: '', headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded', origin: b.baseUrl } });
    expect(button.status).toBe(200);
    expect(button.text).toContain('Done: you will no longer receive emails for “A reply to one of my collaboration requests”.');

    // A token changed by one character, or made for another kind, is refused.
    const token = new URL(path, 'https://x').searchParams.get('token')!;
    const forged = token.replace('.reply.', '.match.');
    expect((await call(a, `/api/notifications/unsubscribe?token=${encodeURIComponent(forged)}`, { method: 'POST', raw: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(400);
    expect((await call(a, `/api/notifications/unsubscribe?token=${encodeURIComponent(token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A'))}`)).status).toBe(400);
    expect((await call(a, '/api/notifications/settings', { token: author.token })).body.match).toBe(true);
  });

  it('marking read: one’s own notices only, one or all; they leave the list', async () => {
    const [author, r1, r2] = await Promise.all([artisan(a, 'Camille', 'fr'), artisan(b, 'Hugo', 'fr'), artisan(a, 'Lina', 'fr')]);
    const requestId = await publish(a, author, 'Tables');
    await replyTo(b, r1, requestId);
    await replyTo(a, r2, requestId);
    const list = await call(a, '/api/notifications', { token: author.token });
    expect(list.body.unread).toBe(2);
    const [newest, oldest] = list.body.notices as { id: string; title: string }[];
    expect(newest!.title).toContain('Lina');
    // Someone else cannot mark them.
    expect((await call(b, '/api/notifications/read', { token: r1.token, body: { ids: [newest!.id] } })).body).toEqual({ marked: 0 });
    expect((await call(b, '/api/notifications/read', { token: author.token, body: { ids: [newest!.id] } })).body).toEqual({ marked: 1 });
    expect((await call(b, '/api/notifications/read', { token: author.token, body: { ids: [newest!.id] } })).body).toEqual({ marked: 0 });
    expect((await call(a, '/api/notifications', { token: author.token })).body.notices.map((n: { id: string }) => n.id)).toEqual([oldest!.id]);
    expect((await call(a, '/api/notifications/read', { token: author.token, body: { all: true } })).body).toEqual({ marked: 1 });
    expect((await call(a, '/api/notifications', { token: author.token })).body).toEqual({ unread: 0, notices: [] });
    expect((await call(a, '/api/notifications/read', { token: author.token, body: { ids: ['nope'] } })).status).toBe(400);
    expect((await call(a, '/api/notifications/read', { body: { all: true } })).status).toBe(401);
  });
});
