/**
 * The data every screenshot shows, made through the real API of a fresh server (its own PGlite,
 * its clock fixed by fixed-clock.ts): the same people, texts, files, dates and document numbers on
 * every run (decision 041). Steps whose order a page shows run one after the other with a pause,
 * so their timestamps never tie.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject } from 'vitest';
import { api, newUser, type TestUser } from '#tests/support/api.ts';
import { apply, freshIp } from '#tests/support/applications.ts';
import { upload } from '#tests/support/uploads.ts';
import { photo } from '#tests/support/file-fixtures.ts';
import { putAnswers, sampleAnswers } from '#tests/support/collaboration.ts';
import { notificationUnsubscribeToken } from '#server/collaboration/notifications/unsubscribe-link.ts';
import { VISUAL_JWT_SECRET } from './visual-constants.ts';
import type { Lang } from '#i18n/lang.ts';

export interface VisualData {
  member: TestUser;
  partner: TestUser;
  admin: TestUser;
  /** A member with nothing done yet: the starter cards. */
  newcomer: TestUser;
  applicationId: string;
  toSignMatchId: string;
  sealedMatchId: string;
  /** The unsubscribe link of a notification email, for a French and an English member. */
  unsubscribePaths: Record<Lang, string>;
}

// The server's clock runs a hundred times slower (fixed-clock.ts): 150 ms here are 1.5 ms there, so
// two events a pause apart never share a timestamp (a tie would order the notices by their random ids).
const pause = () => new Promise((r) => setTimeout(r, 150));

/**
 * The words test (tests/api/words.test.ts) seeds the same data on the shared test server: a tag
 * then makes its addresses and references unique. The screenshots use none (fixed data).
 */
let tag: string | undefined;
const email = (name: string) => (tag ? `${name}.${tag}@atelier.test` : `${name}@atelier.test`);
const ip = (n: number) => (tag ? freshIp() : `10.77.0.${n}`);

async function ok<T extends { status: number; text: string }>(what: string, res: Promise<T> | T, status = [200, 201]): Promise<T> {
  const done = await res;
  expect(status, `${what}: ${done.text.slice(0, 300)}`).toContain(done.status);
  return done;
}

/** Camille applies from the ceramicists' landing, pays the deposit, and is a member with an invoice. */
async function paidMember(): Promise<{ member: TestUser; applicationId: string }> {
  const created = await ok('apply', apply({ email: email('camille.durand'), formula: 'premium', source: 'ceramistes' }, { ip: ip(1) }));
  await ok('deposit', api('/api/payment/confirm', { body: { candidature_id: created.body.id, payment_reference: `test_dep_visual_${tag ?? '0001'}` }, token: created.body.token }));
  const me = await ok('me', api('/api/me', { token: created.body.token }));
  return { member: { token: created.body.token, user: me.body }, applicationId: created.body.id };
}

async function cardId(token: string, slug: string): Promise<string> {
  return (await ok(`card ${slug}`, api(`/api/cards/${slug}`, { token }))).body.id;
}

/** The photo card taken, answered, two steps ticked and the third proven; readings over three months. */
async function actionWithProofs(token: string): Promise<void> {
  const slug = 'photos-produit-lumiere-naturelle';
  const id = await cardId(token, slug);
  await ok('take', api('/api/my-actions', { token, body: { card_id: slug } }));
  await ok('proof', upload({ type: 'action_image', card_id: id, checklist_item_id: 'photo_publiee', file: await photo('jpeg', 320, 240), filename: 'bol-celadon.jpg' }, { token }));
  await ok(
    'answers',
    api('/api/my-actions', {
      method: 'PUT',
      token,
      body: { card_id: slug, data: { style_photo: 'ambiance', fond_utilise: 'Lin écru et planche de chêne', a_un_studio: true, orientation_fenetre: 'nord' }, checklist: { observer_lumiere: true, serie_test: true, photo_publiee: true } },
    }),
  );
  for (const [date, value] of [['2026-01-12', 2], ['2026-02-09', 5], ['2026-03-09', 8]] as const) {
    await ok('reading', api(`/api/impact/${id}`, { token, body: { readings: [{ metric: 'contacts', date, value, note: null }] } }));
  }
}

/** The story card finished (15 XP in brand image). */
async function finishedAction(token: string): Promise<void> {
  const slug = 'recit-atelier';
  const id = await cardId(token, slug);
  await ok('take', api('/api/my-actions', { token, body: { card_id: slug } }));
  await ok('proof', upload({ type: 'action_image', card_id: id, checklist_item_id: 'publication_a_propos', file: await photo('png', 320, 240), filename: 'page-a-propos.png' }, { token }));
  const body = { card_id: slug, data: { histoire: 'J’ai appris le tournage auprès d’un potier de Dieulefit, puis ouvert mon atelier à Lyon en 2019.' }, checklist: { brouillon: true, relecture: true, publication_a_propos: true } };
  await ok('answers', api('/api/my-actions', { method: 'PUT', token, body }));
  await ok('finish', api('/api/my-actions', { method: 'PUT', token, body: { card_id: slug, status: 'validee' } }));
}

/** A request of Camille's answered by Hugo, matched, both questionnaires the same: locked, to sign. */
async function lockedMatch(member: TestUser, partner: TestUser, title: string): Promise<{ matchId: string; parties: { demandeur: { name: string }; partenaire: { name: string } } }> {
  const request = await ok('request', api('/api/collaboration-requests', { token: member.token, body: { title, description: 'Je cherche un ébéniste pour des planches de service assorties à mes assiettes.' } }));
  const replyRes = await ok('reply', api('/api/collaboration-replies', { token: partner.token, body: { request_id: request.body.id, message: 'Partant : je travaille le noyer et le chêne.' } }));
  await pause();
  const match = await ok('match', api('/api/collaboration-matches', { token: member.token, body: { reply_id: replyRes.body.id } }));
  await ok('answers', putAnswers(member.token, match.body.id, sampleAnswers()));
  const locked = await ok('answers', putAnswers(partner.token, match.body.id, sampleAnswers()));
  expect(locked.body.finalized).toBe(true);
  await pause();
  return { matchId: match.body.id, parties: locked.body.parties };
}

/** The main theme's photo moved below "today", then restored: its history has both rows. */
async function themeHistory(token: string): Promise<void> {
  const slug = 'ceramistes';
  const theme = (await ok('themes', api('/api/admin-landing-themes', { token }))).body.find((t: { slug: string }) => t.slug === slug);
  const blocks = [...theme.blocks_config.blocks] as { id: string; enabled: boolean }[];
  const photo = blocks.findIndex((b) => b.id === 'block-photo');
  blocks.splice(photo + 1, 0, blocks.splice(photo, 1)[0]!);
  await ok('move', api(`/api/admin-landing-themes/${slug}`, { method: 'PUT', token, body: { blocks_config: { blocks } } }));
  await pause();
  const [entry] = (await ok('history', api(`/api/admin-landing-themes/${slug}/history`, { token }))).body;
  await ok('restore', api(`/api/admin-landing-themes/${slug}/history/${entry.id}/restore`, { method: 'POST', token }));
}

export async function seedVisualData(options: { tag?: string } = {}): Promise<VisualData> {
  tag = options.tag;
  const { member, applicationId } = await paidMember();
  await pause();
  // Two more applications for the staff list: one waiting for its deposit, one refused.
  await ok('apply', apply({ first_name: 'Inès', last_name: 'Moreau', email: email('ines.moreau'), brand: 'Atelier Moreau', trade: 'Bijoutière', formula: 'essentiel', source: 'bijoutiers' }, { ip: ip(2) }));
  await pause();
  const refused = await ok('apply', apply({ first_name: 'Paul', last_name: 'Lefèvre', email: email('paul.lefevre'), brand: 'Cuirs Lefèvre', trade: 'Maroquinier', formula: 'essentiel' }, { ip: ip(3) }));
  const admin = await newUser({ role: 'admin', first_name: 'Basile', email: email('basile.admin') });
  await pause();
  await ok('refuse', api(`/api/candidatures/${refused.body.id}/status`, { token: admin.token, body: { status: 'refusee', reason: 'Activité sans lien avec l’artisanat.' } }));

  await actionWithProofs(member.token);
  await pause();
  await finishedAction(member.token);

  const partner = await newUser({ role: 'client_premium', first_name: 'Hugo', email: email('hugo.bernard') });
  const toSign = await lockedMatch(member, partner, 'Vaisselle en grès et planches en noyer');
  await pause();
  const sealed = await lockedMatch(member, partner, 'Plateaux de service pour un restaurant');
  await ok('sign', api('/api/collaboration-contract/sign', { token: member.token, body: { match_id: sealed.matchId, full_name: sealed.parties.demandeur.name, accept: true } }));
  await pause();
  await ok('sign', api('/api/collaboration-contract/sign', { token: partner.token, body: { match_id: sealed.matchId, full_name: sealed.parties.partenaire.name, accept: true } }));

  // Themes are global: the words test, on the shared server, leaves them alone.
  if (!tag) await themeHistory(admin.token);

  const newcomer = await newUser({ role: 'client_essentiel', first_name: 'Zoé', email: email('zoe.martin') });
  const english = await newUser({ role: 'client_essentiel', first_name: 'Ada', lang: 'en', email: email('ada.walker') });
  // The visual server is given its secret; the shared test server made its own (DATA_DIR/jwt-secret).
  const secret = tag ? readFileSync(join(inject('dataDir'), 'jwt-secret'), 'utf8').trim() : VISUAL_JWT_SECRET;
  const link = (userId: string) => `/api/notifications/unsubscribe?token=${encodeURIComponent(notificationUnsubscribeToken(userId, 'reply', secret))}`;
  return { member, partner, admin, newcomer, applicationId, toSignMatchId: toSign.matchId, sealedMatchId: sealed.matchId, unsubscribePaths: { fr: link(member.user.id), en: link(english.user.id) } };
}
