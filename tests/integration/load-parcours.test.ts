import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { testDb, closeDatabase } from '../support/test-db.ts';
import type { Database } from '#server/platform/db/client.ts';
import { parcours } from '#db/schema.ts';
import { loadCatalogue, CatalogueError } from '#server/learning/cards/load-catalogue.ts';
import { loadParcours, DEFAULT_PARCOURS_DIR } from '#server/learning/parcours/load-parcours.ts';

const id = `zz-parcours-${randomUUID().slice(0, 8)}`;
let db: Database;
let dir: string;

beforeAll(async () => {
  db = await testDb();
  await loadCatalogue(db);
  dir = mkdtempSync(join(tmpdir(), 'parcours-'));
});

afterAll(async () => {
  await db.delete(parcours).where(like(parcours.id, 'zz-parcours-%'));
  rmSync(dir, { recursive: true, force: true });
  await closeDatabase();
});

describe('loadParcours', () => {
  it('loads the seeded parcours (at least 3)', async () => {
    expect(await loadParcours(db, DEFAULT_PARCOURS_DIR)).toBeGreaterThanOrEqual(3);
    const [row] = await db.select().from(parcours).where(eq(parcours.id, 'des-prix-justes'));
    expect(row!.cardSlugs[0]).toBe('calcul-prix-de-revient');
    expect(row!.translations).toEqual({ en: { title: 'Fair prices', description: expect.any(String) } });
  });

  it('updates in place from the file', async () => {
    const file = { id, position: 99, title: 'Un', cards: ['recit-atelier'] };
    writeFileSync(join(dir, `${id}.json`), JSON.stringify(file));
    await loadParcours(db, dir);
    writeFileSync(join(dir, `${id}.json`), JSON.stringify({ ...file, title: 'Deux', cards: ['recit-atelier', 'calcul-prix-de-revient'] }));
    await loadParcours(db, dir);
    const [row] = await db.select().from(parcours).where(eq(parcours.id, id));
    expect(row).toMatchObject({ title: 'Deux', cardSlugs: ['recit-atelier', 'calcul-prix-de-revient'] });
  });

  it.each([
    ['an unknown card', { cards: ['nope'] }, 'unknown card slugs nope'],
    ['a card twice', { cards: ['recit-atelier', 'recit-atelier'] }, 'a card appears twice'],
    ['no cards', { cards: [] }, 'cards:'],
  ])('stops on %s', async (_name, override, message) => {
    writeFileSync(join(dir, `${id}.json`), JSON.stringify({ id, position: 1, title: 'X', ...override }));
    const error = await loadParcours(db, dir).catch((e) => e);
    expect(error).toBeInstanceOf(CatalogueError);
    expect(error.message).toContain(message);
  });
});
