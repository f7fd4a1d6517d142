/** In-process tests of the action rules that need the database: proofs, XP in SQL, level-up. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { like } from 'drizzle-orm';
import { testDb, closeDatabase } from '../support/test-db.ts';
import type { Database } from '#server/platform/db/client.ts';
import { cards, uploads, users } from '#db/schema.ts';
import { saveAction, startAction } from '#server/learning/actions/save-action.ts';
import { xpByDomain } from '#server/learning/levels/domain-xp.ts';
import { getLevels } from '#server/learning/levels/get-levels.ts';
import { AppError } from '#server/platform/http/errors.ts';

const prefix = `zz-action-${randomUUID().slice(0, 8)}`;
let db: Database;

async function newUser() {
  const [user] = await db.insert(users).values({ email: `${randomUUID()}@test.local`, role: 'client_premium' }).returning();
  return user!.id;
}

async function newCard(domain: string | null, guide: Record<string, unknown> = {}) {
  const [card] = await db
    .insert(cards)
    .values({ slug: `${prefix}-${randomUUID().slice(0, 8)}`, domain, title: 'Carte', guide: { renseignements: { fields: [] }, checklist: [], ...guide } })
    .returning();
  return card!;
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(() => null, (e) => e);
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).code;
}

beforeAll(async () => {
  db = await testDb();
});

afterAll(async () => {
  await db.delete(cards).where(like(cards.slug, `${prefix}%`));
  await closeDatabase();
});

/** An uploads row as POST /api/upload writes it (the storage object is irrelevant here). */
function proofRow(userId: string, actionId: string, cardId: string, checklistItemId: string) {
  const key = `test/${randomUUID()}.webp`;
  return { type: 'action_image', userId, actionId, cardId, checklistItemId, storageKey: key, mime: 'image/webp', sizeBytes: 1, sha256: '0'.repeat(64) };
}

describe('finishing (decision 011)', () => {
  it('refuses to validate until every required answer and every checklist item, proofs included, is there', async () => {
    const userId = await newUser();
    const card = await newCard('image_de_marque', {
      renseignements: { fields: [{ key: 'nom', label: 'Nom', label_en: 'Name', type: 'text', required: true }] },
      checklist: [
        { id: 'preuve', label: 'Preuve', label_en: 'Proof', requires_proof: true },
        { id: 'libre', label: 'Libre', label_en: 'Free', requires_proof: false },
      ],
    });
    const refused = await saveAction(db, userId, { card_id: card.id, status: 'validee' }, 'en').then(() => null, (e: AppError) => e);
    expect(refused?.code).toBe('action_incomplete');
    expect(refused?.details).toEqual({
      missing_fields: [{ key: 'nom', label: 'Name' }],
      missing_checklist: [
        { id: 'preuve', label: 'Proof', reason: 'unchecked' },
        { id: 'libre', label: 'Free', reason: 'unchecked' },
      ],
    });
    // Answers and the free item are not enough: the proof item is still open.
    expect(await codeOf(saveAction(db, userId, { card_id: card.id, data: { nom: 'Atelier' }, checklist: { libre: true }, status: 'validee' }, 'fr'))).toBe('action_incomplete');
    expect(await xpByDomain(db, userId)).toMatchObject({ image_de_marque: 0 });
    const { action } = await startAction(db, userId, card.id, 'fr');
    expect(action.status).toBe('en_cours');
    await db.insert(uploads).values(proofRow(userId, action.id, card.id, 'preuve'));
    // A refused validation saves nothing (one transaction): the answers come again with it.
    expect((await saveAction(db, userId, { card_id: card.id, data: { nom: 'Atelier' }, checklist: { preuve: true } }, 'fr')).checklist).toEqual({ preuve: true });
    const done = await saveAction(db, userId, { card_id: card.id, checklist: { libre: true }, status: 'validee' }, 'fr');
    expect(done.status).toBe('validee');
    expect(await xpByDomain(db, userId)).toMatchObject({ image_de_marque: 15 });
  });
});

describe('requires_proof', () => {
  it('refuses to check the item until a document of that action is attached to it', async () => {
    const userId = await newUser();
    const card = await newCard('image_de_marque', {
      checklist: [
        { id: 'preuve', label: 'P', requires_proof: true },
        { id: 'libre', label: 'L', requires_proof: false },
      ],
    });
    expect(await codeOf(saveAction(db, userId, { card_id: card.id, checklist: { preuve: true } }, 'fr'))).toBe('proof_required');
    const saved = await saveAction(db, userId, { card_id: card.id, checklist: { libre: true, preuve: false } }, 'fr');
    expect(saved.checklist).toEqual({ libre: true, preuve: false });

    // A document attached to another item does not count.
    await db.insert(uploads).values(proofRow(userId, saved.id, card.id, 'libre'));
    expect(await codeOf(saveAction(db, userId, { card_id: card.id, checklist: { preuve: true } }, 'fr'))).toBe('proof_required');

    await db.insert(uploads).values(proofRow(userId, saved.id, card.id, 'preuve'));
    const checked = await saveAction(db, userId, { card_id: card.id, checklist: { preuve: true } }, 'fr');
    expect(checked.checklist).toEqual({ libre: true, preuve: true });
  });
});

describe('XP and level-up', () => {
  it('counts validated actions per known domain × 15, nothing for unknown or no domain', async () => {
    const userId = await newUser();
    const a = await newCard('gamme_de_tarifs');
    const b = await newCard('gamme_de_tarifs');
    const c = await newCard('gamme_de_tarifs');
    const unknown = await newCard('marketing');
    const none = await newCard(null);

    await startAction(db, userId, a.id, 'fr');
    expect((await xpByDomain(db, userId)).gamme_de_tarifs).toBe(0);

    const first = await saveAction(db, userId, { card_id: a.id, status: 'validee' }, 'fr');
    expect(first.status).toBe('validee');
    expect(first.validated_at).not.toBeNull();
    expect(first.level_up).toBeNull();

    const again = await saveAction(db, userId, { card_id: a.id, status: 'validee' }, 'fr');
    expect(again.level_up).toBeNull();
    expect(again.validated_at).toEqual(first.validated_at);

    const second = await saveAction(db, userId, { card_id: b.id, status: 'validee' }, 'en');
    expect(second.level_up).toEqual({ domain: 'gamme_de_tarifs', label: 'Price range', level: 2 });
    const third = await saveAction(db, userId, { card_id: c.id, status: 'validee' }, 'fr');
    expect(third.level_up).toBeNull();

    await saveAction(db, userId, { card_id: unknown.id, status: 'validee' }, 'fr');
    await saveAction(db, userId, { card_id: none.id, status: 'validee' }, 'fr');
    expect(await xpByDomain(db, userId)).toEqual({ image_de_marque: 0, parcours_client: 0, gamme_de_tarifs: 45 });

    const levels = await getLevels(db, userId, 'fr');
    expect(levels.xp_total).toBe(45);
    expect(levels.domains.map((d) => d.domain)).toEqual(['image_de_marque', 'parcours_client', 'gamme_de_tarifs']);
    expect(levels.domains[2]).toEqual({ domain: 'gamme_de_tarifs', label: 'Gamme de tarifs', xp: 45, level: 2, progress: 15 / 45, xp_to_next: 30, next_floor: 75 });
  });

  it('refuses to move a validated action back to en_cours', async () => {
    const userId = await newUser();
    const card = await newCard('parcours_client');
    await saveAction(db, userId, { card_id: card.slug, status: 'validee' }, 'fr');
    expect(await codeOf(saveAction(db, userId, { card_id: card.slug, status: 'en_cours' }, 'fr'))).toBe('conflict');
  });

  it('does not create the action when the answers are refused', async () => {
    const userId = await newUser();
    const card = await newCard('parcours_client', { renseignements: { fields: [{ key: 'n', label: 'N', type: 'number', required: true }] } });
    expect(await codeOf(saveAction(db, userId, { card_id: card.id, data: { n: 'x' } }, 'fr'))).toBe('rule_failed');
    expect(await codeOf(saveAction(db, userId, { card_id: card.id, status: 'validee' }, 'fr'))).toBe('action_incomplete');
    const { created } = await startAction(db, userId, card.id, 'fr');
    expect(created).toBe(true);
  });
});
