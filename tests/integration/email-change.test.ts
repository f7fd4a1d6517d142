/**
 * (Decision 061) The pending address change on the database: an expired link is refused (and
 * changes nothing, and is deleted a day later), two clicks on one link change the address once, and an erasure leaves no
 * pending address behind. On a database of its own (scratch-db).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { scratchDatabase, type ScratchDatabase } from '../support/scratch-db.ts';
import { insertUser } from '../support/impact-fixtures.ts';
import { emailChanges, users } from '#db/schema.ts';
import { confirmEmailChange, pendingEmail, purgeEmailChanges, readEmailChangeLink, recordEmailChange } from '#server/account/users/email-change.ts';
import { eraseAccount } from '#server/account/personal-data/erase-account.ts';

let scratch: ScratchDatabase;
beforeAll(async () => {
  scratch = await scratchDatabase();
}, 60_000);
afterAll(async () => {
  await scratch?.close();
});

const emailOf = async (id: string) => (await scratch.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;

describe('a pending address change', () => {
  it('expired: refused with its own code, the address unchanged, no longer shown as pending', async () => {
    const { db } = scratch;
    const member = await insertUser(db, { first_name: 'Inès' });
    const { token } = await recordEmailChange(db, member.id, `late-${member.id}@example.test`);
    expect((await pendingEmail(db, member.id))?.email).toBe(`late-${member.id}@example.test`);
    await db.update(emailChanges).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailChanges.userId, member.id));
    await expect(readEmailChangeLink(db, token)).rejects.toMatchObject({ code: 'email_change_link_expired' });
    await expect(confirmEmailChange(db, token)).rejects.toMatchObject({ code: 'email_change_link_expired' });
    expect(await pendingEmail(db, member.id)).toBeNull();
    expect(await emailOf(member.id)).toBe(member.email);
    // Kept a day after expiry (its page says « expired »), then the retention job deletes it.
    expect(await purgeEmailChanges(db)).toBeGreaterThanOrEqual(0);
    expect(await db.select().from(emailChanges).where(eq(emailChanges.userId, member.id))).toHaveLength(1);
    await db.update(emailChanges).set({ expiresAt: new Date(Date.now() - 25 * 3_600_000) }).where(eq(emailChanges.userId, member.id));
    expect(await purgeEmailChanges(db)).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(emailChanges).where(eq(emailChanges.userId, member.id))).toEqual([]);
  });

  it('two clicks at once: one confirms, the other is refused', async () => {
    const { db } = scratch;
    const member = await insertUser(db, { first_name: 'Noé' });
    const { token } = await recordEmailChange(db, member.id, `twice-${member.id}@example.test`);
    const results = await Promise.allSettled([confirmEmailChange(db, token), confirmEmailChange(db, token)]);
    expect(results.map((r) => (r.status === 'fulfilled' ? 'ok' : (r.reason as { code: string }).code)).sort()).toEqual(['email_change_link_invalid', 'ok']);
    expect(await emailOf(member.id)).toBe(`twice-${member.id}@example.test`);
  });

  it('an erased account keeps no pending address', async () => {
    const { db } = scratch;
    const member = await insertUser(db, { first_name: 'Lou' });
    await recordEmailChange(db, member.id, `gone-${member.id}@example.test`);
    await eraseAccount(db, member.id);
    expect(await db.select().from(emailChanges).where(eq(emailChanges.userId, member.id))).toEqual([]);
  });
});
