/**
 * The last admin cannot be erased (decision 026), even by two admins erasing each other at once:
 * the erasure locks every admin row first. On a database of its own (scratch-db), so no other
 * test's admins count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { scratchDatabase, type ScratchDatabase } from '../support/scratch-db.ts';
import { insertUser } from '../support/impact-fixtures.ts';
import { users } from '#db/schema.ts';
import { eraseAccount } from '#server/account/personal-data/erase-account.ts';
import { AppError } from '#server/platform/http/errors.ts';

let scratch: ScratchDatabase;
beforeAll(async () => {
  scratch = await scratchDatabase();
}, 60_000);
afterAll(async () => {
  await scratch?.close();
});

const codeOf = (result: PromiseSettledResult<unknown>) => (result.status === 'rejected' ? (result.reason as AppError).code : 'ok');

describe('erasing admins', () => {
  it('refuses the last admin, and lets one of two admins erasing each other through', async () => {
    const { db } = scratch;
    const only = await insertUser(db, { role: 'admin' });
    await expect(eraseAccount(db, only.id)).rejects.toMatchObject({ code: 'last_admin' });
    const second = await insertUser(db, { role: 'admin' });
    const results = await Promise.allSettled([eraseAccount(db, only.id), eraseAccount(db, second.id)]);
    expect(results.map(codeOf).sort()).toEqual(['last_admin', 'ok']);
    const left = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
    expect(left).toHaveLength(1);
  });

  it('erases a member to a tombstone whose address is free again', async () => {
    const { db } = scratch;
    const member = await insertUser(db, { first_name: 'Alix', showInSamples: true });
    await eraseAccount(db, member.id);
    const [row] = await db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({ firstName: '', role: null, passwordHash: null, email: `deleted-${member.id}@deleted.invalid` });
    // Named nowhere any more (decision 055).
    expect(row).toMatchObject({ showInSamples: false, showInSamplesAt: null });
    expect(row!.deletedAt).not.toBeNull();
    await db.insert(users).values({ email: member.email, firstName: 'Alix again' });
    await expect(eraseAccount(db, member.id)).rejects.toMatchObject({ code: 'user_not_found' });
  });
});
