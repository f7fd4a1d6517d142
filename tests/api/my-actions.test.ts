import { describe, expect, it } from 'vitest';
import { addDays, today } from '#server/platform/dates.ts';
import { api, errorCode, newUser } from '../support/api.ts';
import { finishAction, prepareAction } from '../support/finish-action.ts';

const put = (token: string, body: unknown) => api('/api/my-actions', { method: 'PUT', token, body });

describe('POST /api/my-actions', () => {
  it('takes the action (201) then returns the existing one (200)', async () => {
    const { token } = await newUser();
    const first = await api('/api/my-actions', { token, body: { card_id: 'recit-atelier' } });
    expect(first.status).toBe(201);
    expect(Object.keys(first.body).sort()).toEqual(
      ['card_id', 'card_slug', 'card_title', 'checklist', 'created_at', 'data', 'domain', 'id', 'status', 'updated_at', 'validated_at'].sort(),
    );
    expect(first.body).toMatchObject({ card_slug: 'recit-atelier', status: 'en_cours', domain: 'image_de_marque', validated_at: null });
    const again = await api('/api/my-actions', { token, body: { card_id: first.body.card_id } });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
  });

  it('creates one action under parallel takes', async () => {
    const { token } = await newUser();
    const results = await Promise.all(Array.from({ length: 8 }, () => api('/api/my-actions', { token, body: { card_id: 'suivi-apres-achat' } })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect((await api('/api/my-actions', { token })).body).toHaveLength(1);
  });

  it('answers 404 for an unknown card and 400 for a bad body', async () => {
    const { token } = await newUser();
    const unknown = await api('/api/my-actions', { token, body: { card_id: 'nope' } });
    expect(unknown.status).toBe(404);
    expect(errorCode(unknown)).toBe('card_not_found');
    for (const body of [{}, { card_id: 3 }, { card_id: 'recit-atelier', extra: true }]) {
      const res = await api('/api/my-actions', { token, body });
      expect(res.status).toBe(400);
      expect(errorCode(res)).toBe('validation_failed');
    }
    const badJson = await api('/api/my-actions', { token, rawBody: '{', headers: { 'content-type': 'application/json' }, method: 'POST' });
    expect(errorCode(badJson)).toBe('invalid_json');
  });

  it('answers 405 with Allow for other methods', async () => {
    const { token } = await newUser();
    const res = await api('/api/my-actions', { method: 'DELETE', token });
    expect(res.status).toBe(405);
    expect(errorCode(res)).toBe('method_not_allowed');
    expect(res.headers.get('allow')).toBe('GET, POST, PUT, HEAD');
  });

  it('is member-only', async () => {
    expect((await api('/api/my-actions', { body: { card_id: 'recit-atelier' } })).status).toBe(401);
    for (const role of ['membre', null]) {
      const { token } = await newUser({ role });
      const res = await api('/api/my-actions', { token, body: { card_id: 'recit-atelier' } });
      expect(res.status).toBe(403);
      expect((await api('/api/my-actions', { token })).status).toBe(403);
      expect((await put(token, { card_id: 'recit-atelier' })).status).toBe(403);
    }
    expect((await api('/api/my-actions')).status).toBe(401);
    expect((await put('', { card_id: 'recit-atelier' })).status).toBe(401);
  });
});

describe('PUT /api/my-actions', () => {
  it('creates the action when missing, saves answers and drops fields whose show_if is not met', async () => {
    const { token } = await newUser();
    const res = await put(token, {
      card_id: 'photos-produit-lumiere-naturelle',
      data: { style_photo: 'epure', a_un_studio: false, orientation_fenetre: 'nord', couleurs_signature: ['#f5efe6', '#2b2b2b'], nombre_photos_par_piece: 4 },
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('en_cours');
    expect(res.body.level_up).toBeNull();
    expect(res.body.data).toEqual({ style_photo: 'epure', a_un_studio: false, couleurs_signature: ['#f5efe6', '#2b2b2b'], nombre_photos_par_piece: 4 });

    const shown = await put(token, { card_id: 'photos-produit-lumiere-naturelle', data: { a_un_studio: true, orientation_fenetre: 'nord' } });
    expect(shown.body.data).toEqual({ a_un_studio: true, orientation_fenetre: 'nord' });
    const list = await api('/api/my-actions', { token });
    expect(list.body).toHaveLength(1);
    expect(list.body[0].data).toEqual({ a_un_studio: true, orientation_fenetre: 'nord' });
  });

  it.each([
    ['an unknown key', { inconnu: 1 }, 'inconnu'],
    ['a wrong type', { nombre_photos_par_piece: '4' }, 'nombre_photos_par_piece'],
    ['a value outside the options', { style_photo: 'flou' }, 'style_photo'],
    ['a bad colour', { couleurs_signature: ['beige'] }, 'couleurs_signature'],
  ])('refuses %s with 400 rule_failed naming the key (the card’s own fields: decision 030)', async (_name, data, key) => {
    const { token } = await newUser();
    const res = await put(token, { card_id: 'photos-produit-lumiere-naturelle', data });
    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe('rule_failed');
    expect(Object.keys(res.body.error.details.fieldErrors)).toContain(key);
    expect((await api('/api/my-actions', { token })).body).toEqual([]);
  });

  it('merges checklist states, refuses unknown items and unproven requires_proof items', async () => {
    const { token } = await newUser();
    const card = 'photos-produit-lumiere-naturelle';
    expect((await put(token, { card_id: card, checklist: { observer_lumiere: true } })).body.checklist).toEqual({ observer_lumiere: true });
    expect((await put(token, { card_id: card, checklist: { serie_test: true } })).body.checklist).toEqual({ observer_lumiere: true, serie_test: true });
    expect((await put(token, { card_id: card, checklist: { observer_lumiere: false } })).body.checklist).toEqual({ observer_lumiere: false, serie_test: true });

    const unknown = await put(token, { card_id: card, checklist: { nope: true } });
    expect(unknown.status).toBe(400);
    expect(errorCode(unknown)).toBe('rule_failed');
    const proof = await put(token, { card_id: card, checklist: { photo_publiee: true } });
    expect(proof.status).toBe(400);
    expect(errorCode(proof)).toBe('proof_required');
    expect((await put(token, { card_id: card, checklist: { photo_publiee: false } })).status).toBe(200);
  });

  it('enforces required fields only when validating, then validates', async () => {
    const { token } = await newUser();
    const card = 'recit-atelier';
    expect((await put(token, { card_id: card, data: {} })).status).toBe(200);
    await prepareAction(token, card);
    const missing = await put(token, { card_id: card, status: 'validee' });
    expect(missing.status).toBe(422);
    expect(errorCode(missing)).toBe('action_incomplete');
    expect(missing.body.error.details).toEqual({ missing_fields: [{ key: 'histoire', label: expect.any(String) }], missing_checklist: [] });
    const done = await put(token, { card_id: card, status: 'validee', data: { histoire: 'J’ai appris le tissage auprès de ma grand-mère.' } });
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('validee');
    expect(done.body.validated_at).not.toBeNull();

    const again = await put(token, { card_id: card, status: 'validee' });
    expect(again.status).toBe(200);
    expect(again.body.level_up).toBeNull();
    expect(again.body.validated_at).toBe(done.body.validated_at);

    const back = await put(token, { card_id: card, status: 'en_cours' });
    expect(back.status).toBe(409);
    expect(errorCode(back)).toBe('conflict');
  });

  it('gives no XP for a bare "validee": 422 action_incomplete names the missing answers and steps (fr/en)', async () => {
    const { token } = await newUser({ lang: 'en' });
    const card = 'photos-produit-lumiere-naturelle';
    const bare = await put(token, { card_id: card, status: 'validee' });
    expect(bare.status).toBe(422);
    expect(errorCode(bare)).toBe('action_incomplete');
    expect(bare.body.error.message).toMatch(/not finished/);
    expect(bare.body.error.details.missing_fields.map((f: any) => f.key)).toEqual(['style_photo']);
    expect(bare.body.error.details.missing_checklist).toEqual([
      { id: 'observer_lumiere', label: 'Watch the light in your workshop over one day', reason: 'unchecked' },
      { id: 'serie_test', label: 'Shoot a test set of 10 photos', reason: 'unchecked' },
      { id: 'photo_publiee', label: 'Publish one piece with its new photo', reason: 'unchecked' },
      { id: 'bilan_photos', label: 'Review the results after a month', reason: 'unchecked' },
    ]);
    // The review "after a month" cannot be ticked on the day the action starts (decision 041).
    const early = await put(token, { card_id: card, checklist: { bilan_photos: true } });
    expect(early.status).toBe(400);
    expect(errorCode(early)).toBe('checklist_item_not_yet_open');
    expect(early.body.error.details).toEqual({ checklist_item_id: 'bilan_photos', opens_on: addDays(today('Europe/Paris'), 30), after_days: 30 });
    expect(early.body.error.message).toMatch(/^This item opens on \d{1,2} [A-Z][a-z]+ \d{4}, 30 days after the action was started\.$/);
    const earlyFr = await api('/api/my-actions', { method: 'PUT', token, body: { card_id: card, checklist: { bilan_photos: true } }, headers: { 'x-atelier-lang': 'fr' } });
    expect(earlyFr.body.error.message).toMatch(/^Cet élément s’ouvre le \d{1,2} [a-zéû]+ \d{4}, 30\u00a0jours après le début de l’action\.$/);
    expect((await api('/api/my-actions', { token })).body.some((a: any) => a.checklist?.bilan_photos === true)).toBe(false);
    // Answers and the items without proof are not enough either; the waiting item stays missing.
    const noProof = await put(token, { card_id: card, status: 'validee', data: { style_photo: 'ambiance' }, checklist: { observer_lumiere: true, serie_test: true } });
    expect(noProof.status).toBe(422);
    expect(noProof.body.error.details.missing_checklist.map((i: any) => i.id)).toEqual(['photo_publiee', 'bilan_photos']);
    const fr = await api('/api/my-actions', { method: 'PUT', token, body: { card_id: card, status: 'validee' }, headers: { 'x-atelier-lang': 'fr' } });
    expect(fr.body.error.message).toMatch(/pas terminée/);
    expect((await api('/api/levels', { token })).body.xp_total).toBe(0);
    expect((await api('/api/my-actions', { token })).body.every((a: any) => a.status !== 'validee')).toBe(true);

    // A card whose steps do not wait can be finished the same day.
    const done = await finishAction(token, 'recit-atelier', { histoire: 'J’ai appris le tissage auprès de ma grand-mère.' });
    expect(done.status).toBe(200);
    expect((await api('/api/levels', { token })).body.xp_total).toBe(15);
  });

  it('refuses a bad status, an unknown card and a non-object data', async () => {
    const { token } = await newUser();
    expect((await put(token, { card_id: 'recit-atelier', status: 'fini' })).status).toBe(400);
    expect((await put(token, { card_id: 'recit-atelier', data: [1] })).status).toBe(400);
    expect((await put(token, { card_id: 'recit-atelier', checklist: { brouillon: 'oui' } })).status).toBe(400);
    const unknown = await put(token, { card_id: 'nope', status: 'validee' });
    expect(unknown.status).toBe(404);
    expect(errorCode(unknown)).toBe('card_not_found');
  });

  it('lists the newest update first and never shows another user’s actions', async () => {
    const { token } = await newUser();
    const other = await newUser();
    await put(token, { card_id: 'recit-atelier' });
    await put(token, { card_id: 'suivi-apres-achat' });
    await put(other.token, { card_id: 'recit-atelier' });
    await put(token, { card_id: 'recit-atelier', checklist: { brouillon: true } });
    const list = await api('/api/my-actions', { token });
    expect(list.body.map((a: any) => a.card_slug)).toEqual(['recit-atelier', 'suivi-apres-achat']);
  });
});
