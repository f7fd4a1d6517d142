/**
 * The spec's contract for refusals (decision 030): every refusal of what the caller sent is a
 * 400 whose code says which kind — the spec's own code where it names one — and the only 422s
 * are `action_incomplete` and `idempotency_key_reused`. One row per case a client written to the
 * spec checked, each with its request, then the two refusals outside the spec's cases. Every row
 * also goes through the request check of tests/support/api.ts: these requests are valid by the
 * document, so their code must be one the operation lists in its 400's `x-rule-codes`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, errorCode, newUser, type ApiResponse, type TestUser } from '../support/api.ts';
import { apply } from '../support/applications.ts';
import { lockedMatch, putAnswers, setupMatch, sign, type MatchSetup } from '../support/collaboration.ts';

const CARD = 'photos-produit-lumiere-naturelle';
const IMPACT_GUIDE = {
  domain: 'image_de_marque',
  mesure: {
    questions: [
      { metric: 'contacts', label: 'Contacts', type: 'integer' },
      { metric: 'taux', label: 'Taux', type: 'percent' },
    ],
  },
};

let member: TestUser;
let admin: TestUser;
let impactCard: string;
let match: MatchSetup;

beforeAll(async () => {
  [member, admin, match] = await Promise.all([newUser(), newUser({ role: 'admin' }), setupMatch()]);
  const card = await api('/auth/dev-card', { body: { guide: IMPACT_GUIDE } });
  expect(card.status).toBe(200);
  impactCard = card.body.id;
}, 60_000);

const saveAction = (body: Record<string, unknown>) => api('/api/my-actions', { method: 'PUT', token: member.token, body: { card_id: CARD, ...body } });
const reading = (body: unknown) => api(`/api/impact/${impactCard}`, { token: member.token, body });
const updateTheme = (body: unknown) => api('/api/admin-landing-themes/maroquiniers', { method: 'PUT', token: admin.token, body });
const answers = (body: Record<string, unknown>, draft: boolean) => putAnswers(match.requester.token, match.matchId, body, draft);

type Row = [name: string, request: () => Promise<ApiResponse>, status: number, code: string];

const SPEC_CASES: Row[] = [
  // PUT /api/my-actions: the card's own fields and checklist
  ['my-actions: an unknown data key', () => saveAction({ data: { inconnu: 1 } }), 400, 'rule_failed'],
  ['my-actions: a number field given a text', () => saveAction({ data: { nombre_photos_par_piece: '4' } }), 400, 'rule_failed'],
  ['my-actions: a boolean field given a text', () => saveAction({ data: { a_un_studio: 'oui' } }), 400, 'rule_failed'],
  ['my-actions: a text field given a number', () => saveAction({ data: { fond_utilise: 12 } }), 400, 'rule_failed'],
  ['my-actions: a tags field given a text', () => saveAction({ data: { canaux_diffusion: 'instagram' } }), 400, 'rule_failed'],
  ['my-actions: a value outside the field’s options', () => saveAction({ data: { style_photo: 'flou' } }), 400, 'rule_failed'],
  ['my-actions: an unknown checklist item', () => saveAction({ checklist: { nope: true } }), 400, 'rule_failed'],
  // POST /api/impact/{card_id}: the card's questions
  ['impact: a value sent as a string', () => reading({ value: '12' }), 400, 'rule_failed'],
  ['impact: 1.5 for an integer question', () => reading({ metric: 'contacts', value: 1.5 }), 400, 'rule_failed'],
  ['impact: true for a percent question', () => reading({ metric: 'taux', value: true }), 400, 'rule_failed'],
  // PUT /api/admin-landing-themes/{slug}: the theme's own rules
  ['landing theme: an unknown block id', () => updateTheme({ blocks_config: { blocks: [{ id: 'block-galerie', enabled: true }] } }), 400, 'rule_failed'],
  ['landing theme: a repeated block', () => updateTheme({ blocks_config: { blocks: [{ id: 'block-titre', enabled: true }, { id: 'block-titre', enabled: false }] } }), 400, 'rule_failed'],
  ['landing theme: an empty body', () => updateTheme({}), 400, 'rule_failed'],
  ['landing theme: an image never uploaded', () => updateTheme({ image_url: '/landing-assets/0123456789abcdef0123456789abcdef.webp' }), 400, 'rule_failed'],
  // The collaboration contract and requests
  ['contract: a submission with an answer missing', () => answers({ objet: 'Une collection commune' }, false), 400, 'rule_failed'],
  ['contract: a control character in an answer', () => answers({ objet: 'bell\u0007' }, true), 400, 'rule_failed'],
  ['collaboration request: a control character', () => api('/api/collaboration-requests', { token: member.token, body: { title: 'Vaisselle', description: 'bell\u0007' } }), 400, 'rule_failed'],
  // The others
  ['application: an unknown photo id', () => apply({ photos: ['00000000-0000-4000-8000-000000000000'] }), 400, 'rule_failed'],
  ['theme reorder: an unknown slug', () => api('/api/admin-landing-themes/reorder', { token: admin.token, body: { slugs: ['nulle-part'] } }), 400, 'rule_failed'],
  ['test accounts: ?test=1&real=1', () => api('/api/users?test=1&real=1'), 400, 'rule_failed'],
  ['contract: date_debut before 2000', () => answers({ date_debut: '1999-12-31' }, true), 400, 'rule_failed'],
  ['contract: date_debut after 2100', () => answers({ date_debut: '2101-01-01' }, true), 400, 'rule_failed'],
  // Named by the spec: a metric outside the card's questions.
  ['impact: a metric outside the card’s questions', () => reading({ metric: 'followers', value: 1 }), 400, 'unknown_metric'],
];

describe('the spec’s refusals: 400 and the code of their kind', () => {
  it.each(SPEC_CASES)('%s → %i %s', async (_name, request, status, code) => {
    const res = await request();
    expect([res.status, errorCode(res)]).toEqual([status, code]);
  });
});

describe('outside the spec’s cases, the same rule', () => {
  it('a signature whose typed name is not the printed one → 400 signature_name_mismatch', async () => {
    const { requester, matchId, body } = await lockedMatch();
    const res = await sign(requester.token, matchId, 'Quelqu’un d’autre');
    expect([res.status, errorCode(res)]).toEqual([400, 'signature_name_mismatch']);
    expect(res.body.error.details).toEqual({ expected: body.parties.demandeur.name });
  });

  it('an application whose CGV are not accepted → 400 cgv_not_accepted', async () => {
    const res = await apply({ accept_cgv: false });
    expect([res.status, errorCode(res)]).toEqual([400, 'cgv_not_accepted']);
  });

  it('the document lists no 422 but action_incomplete and idempotency_key_reused', async () => {
    const doc = (await api('/api/openapi.json')).body as { paths: Record<string, Record<string, { responses: Record<string, any> }>> };
    const codes422 = new Set<string>();
    for (const ops of Object.values(doc.paths)) {
      for (const op of Object.values(ops)) for (const code of op.responses['422']?.content?.['application/json']?.schema?.properties?.error?.properties?.code?.enum ?? []) codes422.add(code);
    }
    expect([...codes422].sort()).toEqual(['action_incomplete', 'idempotency_key_reused']);
  });
});
