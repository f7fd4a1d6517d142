import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { testDb, closeDatabase } from '../support/test-db.ts';
import type { Database } from '#server/platform/db/client.ts';
import { cards } from '#db/schema.ts';
import { loadCatalogue, CatalogueError, DEFAULT_CARDS_DIR } from '#server/learning/cards/load-catalogue.ts';

const prefix = `zz-test-${randomUUID().slice(0, 8)}`;
let db: Database;
let dir: string;

function cardFile(slug: string, overrides: Record<string, unknown> = {}) {
  return {
    slug,
    position: 999,
    domain: 'gamme_de_tarifs',
    title: 'Titre',
    title_en: 'Title',
    summary: 'Résumé',
    guide: { renseignements: { fields: [] }, checklist: [{ id: 'a', label: 'A', requires_proof: false }] },
    comment_faire_par_etape: [{ titre: 'Étape fichier', texte: 'Texte du fichier' }],
    exemples_concrets: [{ titre: 'Exemple fichier', texte: 'Texte' }],
    ...overrides,
  };
}

function write(slug: string, content: unknown) {
  writeFileSync(join(dir, `${slug}.json`), typeof content === 'string' ? content : JSON.stringify(content));
}

async function row(slug: string) {
  const [found] = await db.select().from(cards).where(eq(cards.slug, slug));
  return found!;
}

beforeAll(async () => {
  db = await testDb();
  dir = mkdtempSync(join(tmpdir(), 'cards-'));
});

afterAll(async () => {
  await db.delete(cards).where(like(cards.slug, `${prefix}%`));
  rmSync(dir, { recursive: true, force: true });
  await closeDatabase();
});

describe('loadCatalogue', () => {
  it('loads the seeded catalogue, then skips every unchanged card', async () => {
    const first = await loadCatalogue(db, DEFAULT_CARDS_DIR);
    expect(first.files).toBeGreaterThanOrEqual(12);
    const again = await loadCatalogue(db, DEFAULT_CARDS_DIR);
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: first.files });
    const card = await row('photos-produit-lumiere-naturelle');
    expect(card.domain).toBe('image_de_marque');
    expect(card.translations).toEqual({ en: { title: 'Photograph your pieces in natural light', summary: expect.any(String) } });
    expect((card.guide as any).checklist.length).toBeGreaterThan(0);
  });

  it('updates in place and never overwrites the enrichment columns', async () => {
    const slug = `${prefix}-refresh`;
    write(slug, cardFile(slug));
    expect(await loadCatalogue(db, dir)).toMatchObject({ inserted: 1 });
    const created = await row(slug);
    expect(created.commentFaireParEtape).toEqual([{ titre: 'Étape fichier', texte: 'Texte du fichier' }]);

    const edited = [{ titre: 'Étape éditée', texte: 'Maintenue à part' }];
    await db.update(cards).set({ commentFaireParEtape: edited, exemplesConcrets: [] }).where(eq(cards.slug, slug));
    write(slug, cardFile(slug, { title: 'Nouveau titre', comment_faire_par_etape: [{ titre: 'Autre', texte: 'Autre' }] }));
    expect(await loadCatalogue(db, dir)).toMatchObject({ updated: 1 });

    const refreshed = await row(slug);
    expect(refreshed.id).toBe(created.id);
    expect(refreshed.title).toBe('Nouveau titre');
    expect(refreshed.commentFaireParEtape).toEqual(edited);
    expect(refreshed.exemplesConcrets).toEqual([]);

    expect(await loadCatalogue(db, dir)).toMatchObject({ updated: 0, unchanged: 1 });
  });

  it('fills an enrichment column from the file when it is null', async () => {
    const slug = `${prefix}-fill`;
    write(slug, cardFile(slug));
    await loadCatalogue(db, dir);
    await db.update(cards).set({ exemplesConcrets: null }).where(eq(cards.slug, slug));
    await loadCatalogue(db, dir);
    expect((await row(slug)).exemplesConcrets).toEqual([{ titre: 'Exemple fichier', texte: 'Texte' }]);
  });

  it('stops on a broken file, naming the file and the path, before writing anything', async () => {
    const good = `${prefix}-good`;
    const bad = `${prefix}-zbad`;
    write(good, cardFile(good, { title: 'Pas encore chargée' }));
    write(bad, cardFile(bad, { guide: { checklist: [{ id: 'a', label: 'A', worksheet_section: 'bilan' }] } }));
    const error = await loadCatalogue(db, dir).catch((e) => e);
    expect(error).toBeInstanceOf(CatalogueError);
    expect(error.message).toContain(`${bad}.json`);
    expect(error.message).toContain('guide.checklist.0.worksheet_section');
    expect(await db.select().from(cards).where(eq(cards.slug, good))).toEqual([]);

    write(bad, '{ not json');
    await expect(loadCatalogue(db, dir)).rejects.toThrow(`${bad}.json: not valid JSON`);
    write(bad, cardFile('another-slug'));
    await expect(loadCatalogue(db, dir)).rejects.toThrow('slug: must match the file name');
    rmSync(join(dir, `${bad}.json`));
  });
});
