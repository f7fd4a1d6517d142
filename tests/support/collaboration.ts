/** Helpers of the collaboration tests: a request, a reply and its match between two fresh artisans. */
import { expect } from 'vitest';
import { api, baseUrl, newUser, type TestUser } from './api.ts';
import { sampleAnswers } from '#server/collaboration/questionnaire/test-answers.ts';
import type { Answers } from '#server/collaboration/questionnaire/questions.ts';
import type { Lang } from '#i18n/lang.ts';

export { sampleAnswers };

export interface MatchSetup {
  requester: TestUser;
  partner: TestUser;
  requestId: string;
  replyId: string;
  matchId: string;
}

export async function publishRequest(token: string, title = 'Collection vaisselle grès et bois'): Promise<string> {
  const res = await api('/api/collaboration-requests', { token, body: { title, description: 'Je cherche un ébéniste pour des planches assorties.' } });
  expect(res.status, res.text).toBe(201);
  return res.body.id;
}

export async function reply(token: string, requestId: string, message = 'Partant, je travaille le noyer.'): Promise<string> {
  const res = await api('/api/collaboration-replies', { token, body: { request_id: requestId, message } });
  expect(res.status, res.text).toBe(201);
  return res.body.id;
}

export async function setupMatch(options: { requesterLang?: Lang; partnerLang?: Lang } = {}): Promise<MatchSetup> {
  const [requester, partner] = await Promise.all([
    newUser({ first_name: 'Camille', lang: options.requesterLang ?? 'fr' }),
    newUser({ first_name: 'Hugo', lang: options.partnerLang ?? 'fr' }),
  ]);
  const requestId = await publishRequest(requester.token);
  const replyId = await reply(partner.token, requestId);
  const res = await api('/api/collaboration-matches', { token: requester.token, body: { reply_id: replyId } });
  expect(res.status, res.text).toBe(201);
  return { requester, partner, requestId, replyId, matchId: res.body.id };
}

export function putAnswers(token: string, matchId: string, answers: Partial<Answers> | Record<string, unknown>, draft?: boolean) {
  return api('/api/collaboration-contract', { method: 'PUT', token, body: { match_id: matchId, answers, ...(draft === undefined ? {} : { draft }) } });
}

export function getContract(token: string, matchId: string) {
  return api(`/api/collaboration-contract?match_id=${matchId}`, { token });
}

/** A match whose two parties gave the same answers: the contract text is locked. */
export async function lockedMatch(options: Parameters<typeof setupMatch>[0] = {}) {
  const setup = await setupMatch(options);
  await putAnswers(setup.requester.token, setup.matchId, sampleAnswers());
  const res = await putAnswers(setup.partner.token, setup.matchId, sampleAnswers());
  expect(res.body.finalized).toBe(true);
  return { ...setup, body: res.body };
}

export const sign = (token: string, matchId: string, fullName: string, accept: unknown = true) =>
  api('/api/collaboration-contract/sign', { token, body: { match_id: matchId, full_name: fullName, accept } });

/** GET /api/collaboration-contract/pdf as bytes (the sealed PDF, or the text to sign before). */
export async function downloadPdf(token: string, matchId: string): Promise<Buffer> {
  const response = await fetch(`${baseUrl()}/api/collaboration-contract/pdf?match_id=${matchId}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return Buffer.from(await response.arrayBuffer());
}
