/**
 * The blind questionnaire and the sealed contract against the real server: every state of the
 * spec's table, blindness, third parties, concurrent submissions, PDF and verification.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { api, errorCode, newUser } from '../support/api.ts';
import { getContract, putAnswers, sampleAnswers, setupMatch } from '../support/collaboration.ts';
import { waitForMail } from '../support/outbox.ts';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('blind questionnaire', () => {
  it('starts empty and blind for both parties', async () => {
    const { requester, partner, matchId } = await setupMatch();
    for (const [who, role] of [[requester, 'demandeur'], [partner, 'partenaire']] as const) {
      const res = await getContract(who.token, matchId);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        match_id: matchId,
        role,
        answers: {},
        submitted: false,
        submitted_at: null,
        partner_answers: null,
        flags: [],
        both_submitted: false,
        finalized: false,
        finalized_at: null,
        contract_text: null,
        contract_hash: null,
        contract_lang: null,
        parties: null,
        signatures: { demandeur: null, partenaire: null },
        awaiting_signature_from: [],
        sealed: false,
        sealed_at: null,
        pdf_sha256: null,
        certificate_fingerprint: null,
        closed: false,
        closed_at: null,
        closed_by: null,
        audit: [],
      });
    }
  });

  it('shows a partner nothing of the other side until their own submission', async () => {
    const { requester, partner, matchId } = await setupMatch();
    const before = await getContract(partner.token, matchId);
    const matchBefore = await api(`/api/collaboration-matches/${matchId}`, { token: partner.token });

    // The requester saves a draft, then submits answers full of conflicts and risks.
    expect((await putAnswers(requester.token, matchId, { objet: 'Brouillon', charge_pct: 90 }, true)).body).toMatchObject({ submitted: false, answers: { objet: 'Brouillon', charge_pct: 90 } });
    expect((await getContract(partner.token, matchId)).body).toEqual(before.body);
    const submitted = await putAnswers(requester.token, matchId, sampleAnswers({ charge_pct: 90, assurance_rc_pro: false, duree: 'projet' }));
    expect(submitted.body).toMatchObject({ submitted: true, both_submitted: false, partner_answers: null, finalized: false });
    expect((await getContract(partner.token, matchId)).body).toEqual(before.body);
    expect((await api(`/api/collaboration-matches/${matchId}`, { token: partner.token })).body).toEqual(matchBefore.body);
    expect((await api(`/api/collaboration-matches/${matchId}`, { token: requester.token })).body).toMatchObject({ status: 'en_attente', submitted: true, answered: 16 });

    // The partner's own draft reveals nothing either.
    const draft = await putAnswers(partner.token, matchId, { charge_pct: 50 }, true);
    expect(draft.body).toMatchObject({ answers: { charge_pct: 50 }, partner_answers: null, both_submitted: false, flags: [] });
    expect((await api(`/api/collaboration-matches/${matchId}`, { token: partner.token })).body).toMatchObject({ status: 'a_remplir', answered: 1, submitted: false });

    // Once the partner submits, both see each other's answers and the flags.
    const mine = await putAnswers(partner.token, matchId, sampleAnswers());
    expect(mine.body.both_submitted).toBe(true);
    expect(mine.body.partner_answers).toMatchObject({ charge_pct: 90, duree: 'projet', assurance_rc_pro: false });
    expect(mine.body.flags.map((f: { type: string; key: string }) => `${f.type}:${f.key}`)).toEqual(['conflict:charge_pct', 'risk:assurance_rc_pro', 'conflict:duree']);
    expect(mine.body.flags[0].message).toContain('140\u00a0%');
    expect(mine.body.finalized).toBe(false);
    const theirs = await getContract(requester.token, matchId);
    expect(theirs.body.partner_answers).toEqual(sampleAnswers());
    expect(theirs.body.flags.find((f: { key: string }) => f.key === 'assurance_rc_pro').message).toMatch(/^Vous n’avez pas confirmé/);
    expect((await api(`/api/collaboration-matches/${matchId}`, { token: requester.token })).body.status).toBe('desaccord');
  });

  it('keeps drafts private, refuses incomplete submissions and drafts after submitting', async () => {
    const { requester, matchId } = await setupMatch();
    const incomplete = await putAnswers(requester.token, matchId, { objet: 'x' });
    // A draft may leave answers out: a submission that does is refused by a rule (decision 030).
    expect([incomplete.status, incomplete.body.error.code]).toEqual([400, 'rule_failed']);
    expect(Object.keys(incomplete.body.error.details.fieldErrors)).toHaveLength(15);
    expect((await putAnswers(requester.token, matchId, { objet: 'x' }, true)).body.answers).toEqual({ objet: 'x' });
    // A draft replaces the draft.
    expect((await putAnswers(requester.token, matchId, { livrables: 'y' }, true)).body.answers).toEqual({ livrables: 'y' });
    expect((await putAnswers(requester.token, matchId, sampleAnswers())).status).toBe(200);
    const late = await putAnswers(requester.token, matchId, { objet: 'z' }, true);
    expect([late.status, errorCode(late)]).toEqual([409, 'answers_already_submitted']);
    // Submitted answers are replaced by a new complete set until the contract is sealed.
    expect((await putAnswers(requester.token, matchId, sampleAnswers({ delai_paiement: 10 }))).body.answers.delai_paiement).toBe(10);
  });

  it('validates every answer and names the field, in the caller’s language', async () => {
    const { requester, matchId } = await setupMatch({ requesterLang: 'en' });
    const bad: Record<string, unknown>[] = [
      { charge_pct: 101 },
      { revenue_pct: 1e308 },
      { delai_paiement: 61 },
      { facturation: 'moi' },
      { date_debut: '2026-02-30' },
      { assurance_rc_pro: 'yes' },
      { objet: 'x'.repeat(501) },
      { objet: '\ud800' },
    ];
    for (const patch of bad) {
      const res = await putAnswers(requester.token, matchId, { ...sampleAnswers(), ...patch });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      // A lone surrogate is refused where the body is read (decision 006), under its full path.
      const expected = patch.objet === '\ud800' ? ['answers.objet'] : Object.keys(patch);
      expect(Object.keys(res.body.error.details.fieldErrors)).toEqual(expected);
    }
    const proto = await api('/api/collaboration-contract', { method: 'PUT', token: requester.token, rawBody: `{"match_id":"${matchId}","draft":true,"answers":{"__proto__":{"x":1},"constructor":1,"toString":2}}`, headers: { 'content-type': 'application/json' } });
    expect(proto.status).toBe(400);
    // Reserved names are refused where the body is read (decision 006), in the caller's language.
    const [field, messages] = Object.entries(proto.body.error.details.fieldErrors as Record<string, string[]>)[0]!;
    expect(['answers.__proto__', 'answers.constructor', 'answers.toString']).toContain(field);
    expect(messages).toEqual(['This name is reserved.']);
    for (const body of [{ match_id: matchId }, { match_id: matchId, answers: [] }, { match_id: matchId, answers: {}, draft: 'yes' }, { answers: {} }, {}]) {
      expect((await api('/api/collaboration-contract', { method: 'PUT', token: requester.token, body })).status, JSON.stringify(body)).toBe(400);
    }
    expect((await getContract(requester.token, matchId)).body.answers).toEqual({});
  });

  it('answers 404 to anyone who is not one of the two parties, on every contract route', async () => {
    const { matchId } = await setupMatch();
    const third = await newUser();
    const admin = await newUser({ role: 'admin' });
    for (const who of [third, admin]) {
      expect(errorCode(await getContract(who.token, matchId))).toBe('match_not_found');
      expect(errorCode(await putAnswers(who.token, matchId, sampleAnswers()))).toBe('match_not_found');
      expect(errorCode(await putAnswers(who.token, matchId, { objet: 123 }, true))).toBe('match_not_found');
      expect(errorCode(await api(`/api/collaboration-contract/pdf?match_id=${matchId}`, { token: who.token }))).toBe('match_not_found');
      expect(errorCode(await api('/api/collaboration-contract/verify', { token: who.token, body: { match_id: matchId, text: 'x' } }))).toBe('match_not_found');
    }
    for (const id of ['00000000-0000-4000-8000-000000000000', 'x', "x' or 1=1--"]) expect(errorCode(await getContract(third.token, encodeURIComponent(id)))).toBe('match_not_found');
    expect((await api('/api/collaboration-contract', { token: third.token })).status).toBe(400);
  });
});

describe('sealed contract', () => {
  it('is written once both agree, identical for both, hashed over its text, then locked', async () => {
    const { requester, partner, matchId } = await setupMatch();
    await putAnswers(requester.token, matchId, sampleAnswers({ facturation: 'chacun', charge_pct: 60 }));
    const conflict = await putAnswers(partner.token, matchId, sampleAnswers({ assurance_rc_pro: false }));
    expect(conflict.body.flags.map((f: { key: string }) => f.key)).toEqual(['charge_pct', 'facturation', 'assurance_rc_pro']);
    expect(conflict.body.finalized).toBe(false);

    // The requester fixes the conflicts: the contract is sealed by this very request.
    const sealed = await putAnswers(requester.token, matchId, sampleAnswers({ charge_pct: 55 }));
    expect(sealed.body).toMatchObject({ finalized: true, both_submitted: true, contract_lang: 'fr' });
    expect(sealed.body.flags).toEqual([expect.objectContaining({ type: 'risk', key: 'assurance_rc_pro' })]);
    const [a, b] = [await getContract(requester.token, matchId), await getContract(partner.token, matchId)];
    expect(a.body.contract_text).toBe(b.body.contract_text);
    expect(a.body.contract_hash).toBe(b.body.contract_hash);
    expect(sha256(a.body.contract_text)).toBe(a.body.contract_hash);
    expect(a.body.contract_text).toContain('n’est pas partie au présent contrat. Il ne prend aucune part à son exécution et ne le garantit pas');
    expect(a.body.contract_text).toContain('Travail : 52,4 % pour Camille et 47,6 % pour Hugo.');
    expect(a.body.contract_text).toContain('Hugo déclare ne pas être titulaire');

    for (const [token, draft] of [[requester.token, undefined], [partner.token, undefined], [partner.token, true]] as const) {
      const locked = await putAnswers(token, matchId, sampleAnswers(), draft);
      expect([locked.status, errorCode(locked)]).toEqual([409, 'contract_locked']);
    }
    expect((await getContract(partner.token, matchId)).body.contract_hash).toBe(a.body.contract_hash);
    expect((await api(`/api/collaboration-matches/${matchId}`, { token: partner.token })).body).toMatchObject({ status: 'a_signer', contract_hash: a.body.contract_hash });
  });

  it('emails each party once per event: reply, match, the other’s answers (decision 016 overrides the spec’s Events 4)', async () => {
    const { requester, partner, matchId } = await setupMatch();
    await putAnswers(requester.token, matchId, sampleAnswers({ duree: 'projet' }));
    await putAnswers(partner.token, matchId, sampleAnswers());
    expect((await putAnswers(requester.token, matchId, sampleAnswers())).body.finalized).toBe(true);
    // requester: the reply, then the partner's answers (a conflict); partner: the match, then the locked text.
    await waitForMail(requester.user.email, /collaborations\/accords\//);
    await waitForMail(partner.user.email, /pr=C3=AAt =C3=A0 =C3=AAtre lu et sign=C3=A9|prêt à être lu et signé/);
    await new Promise((r) => setTimeout(r, 1000));
    const outbox = join(inject('dataDir'), 'outbox');
    const mails = existsSync(outbox) ? readdirSync(outbox).map((f) => readFileSync(join(outbox, f), 'utf8')) : [];
    for (const email of [requester.user.email, partner.user.email]) expect(mails.filter((m) => m.includes(`To: ${email}`))).toHaveLength(2);
  });

  it('is in English only when both parties use English', async () => {
    for (const [requesterLang, partnerLang, expected] of [['en', 'en', 'en'], ['en', 'fr', 'fr']] as const) {
      const { requester, partner, matchId } = await setupMatch({ requesterLang, partnerLang });
      await putAnswers(requester.token, matchId, sampleAnswers());
      const res = await putAnswers(partner.token, matchId, sampleAnswers());
      expect(res.body.contract_lang).toBe(expected);
      expect(res.body.contract_text.startsWith(expected === 'en' ? 'COLLABORATION AGREEMENT' : 'CONTRAT DE COLLABORATION')).toBe(true);
    }
  });

  it('is finalized exactly once when both parties submit at the same moment', async () => {
    for (let round = 0; round < 4; round++) {
      const { requester, partner, matchId } = await setupMatch();
      const results = await Promise.all([putAnswers(requester.token, matchId, sampleAnswers()), putAnswers(partner.token, matchId, sampleAnswers())]);
      expect(results.map((r) => r.status)).toEqual([200, 200]);
      // Serialized on the match row: the first to commit waits for the other, the second seals.
      expect(results.filter((r) => r.body.finalized).length).toBe(1);
      const [a, b] = await Promise.all([getContract(requester.token, matchId), getContract(partner.token, matchId)]);
      expect(a.body.finalized && b.body.finalized).toBe(true);
      expect(a.body.contract_text).toBe(b.body.contract_text);
      expect(a.body.contract_hash).toBe(b.body.contract_hash);
      expect(results.find((r) => r.body.finalized)!.body.contract_hash).toBe(a.body.contract_hash);
    }
  });

  it('seals once when both fix a disagreement at the same moment; the later fix is refused', async () => {
    const { requester, partner, matchId } = await setupMatch();
    await putAnswers(requester.token, matchId, sampleAnswers({ duree: 'projet' }));
    await putAnswers(partner.token, matchId, sampleAnswers({ duree: '6_mois' }));
    const results = await Promise.all([putAnswers(requester.token, matchId, sampleAnswers({ duree: '6_mois' })), putAnswers(partner.token, matchId, sampleAnswers({ duree: 'projet' }))]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const sealed = results.find((r) => r.status === 200)!;
    expect(sealed.body.finalized).toBe(true);
    expect(errorCode(results.find((r) => r.status === 409)!)).toBe('contract_locked');
    expect((await getContract(partner.token, matchId)).body.contract_hash).toBe(sealed.body.contract_hash);
  });
});
