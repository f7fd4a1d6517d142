/** The purge of dead sessions and magic links (decision 006). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { testDb, closeDatabase } from '../support/test-db.ts';
import { insertUser } from '../support/impact-fixtures.ts';
import { magicLinkTokens, sessions } from '#db/schema.ts';
import type { Database } from '#server/platform/db/client.ts';
import { purgeSessions } from '#server/identity/session-tokens.ts';

let db: Database;
beforeAll(async () => {
  db = await testDb();
});
afterAll(async () => {
  await closeDatabase();
});

const hours = (n: number) => new Date(Date.now() + n * 3600_000);
const id = () => randomBytes(12).toString('hex');

describe('purgeSessions', () => {
  it('deletes expired sessions, sessions revoked over a day ago, and magic links used or expired over a day ago', async () => {
    const user = await insertUser(db);
    const rows = {
      live: { id: id(), userId: user.id, method: 'password', expiresAt: hours(24) },
      revokedRecently: { id: id(), userId: user.id, method: 'password', expiresAt: hours(24), revokedAt: hours(-1) },
      revokedLongAgo: { id: id(), userId: user.id, method: 'password', expiresAt: hours(24), revokedAt: hours(-30) },
      expired: { id: id(), userId: user.id, method: 'password', expiresAt: hours(-1) },
    };
    await db.insert(sessions).values(Object.values(rows));
    const links = {
      pending: { tokenHash: id(), userId: user.id, expiresAt: hours(0.2) },
      usedRecently: { tokenHash: id(), userId: user.id, expiresAt: hours(-0.5), usedAt: hours(-0.6) },
      usedLongAgo: { tokenHash: id(), userId: user.id, expiresAt: hours(-40), usedAt: hours(-40) },
      expiredLongAgo: { tokenHash: id(), userId: user.id, expiresAt: hours(-30) },
    };
    await db.insert(magicLinkTokens).values(Object.values(links));

    const counts = await purgeSessions(db);
    expect(counts.sessions).toBeGreaterThanOrEqual(2);
    expect(counts.magicLinks).toBeGreaterThanOrEqual(2);
    const left = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id));
    expect(left.map((r) => r.id).sort()).toEqual([rows.live.id, rows.revokedRecently.id].sort());
    const leftLinks = await db.select({ h: magicLinkTokens.tokenHash }).from(magicLinkTokens).where(inArray(magicLinkTokens.tokenHash, Object.values(links).map((l) => l.tokenHash)));
    expect(leftLinks.map((r) => r.h).sort()).toEqual([links.pending.tokenHash, links.usedRecently.tokenHash].sort());
  });
});
