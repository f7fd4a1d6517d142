/**
 * The retention job (decision 027) against a real database and real files on disk: it deletes
 * exactly what is due — the rows, then (through the deletion queue and the sweeper) the stored
 * objects — and nothing else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { closeDatabase, testDb } from '../support/test-db.ts';
import { insertSealedContract } from '../support/sealed-contract-rows.ts';
import { newApplication } from '../support/application-fixtures.ts';
import type { Database } from '#server/platform/db/client.ts';
import { applications, collaborationContractPdfs, collaborationMatches, collaborationReplies, collaborationRequests, collaborationSignatures, dataExports, fileDeletions, magicLinkTokens, sessions, uploads, users } from '#db/schema.ts';
import { LocalDiskStorage } from '#server/platform/storage/storage.ts';
import { deleteDueObjects } from '#server/platform/files/sweep-files.ts';
import { applyRetentionRules, CONTRACT_RETENTION_YEARS, deleteContractsOfErasedParties, retentionRules, UNPAID_APPLICATION_RETENTION_DAYS } from '#server/site/legal/retention-rules.ts';

const root = mkdtempSync(join(tmpdir(), 'atelier-retention-'));
const storage = new LocalDiskStorage(root);
const prefix = `ret${randomUUID().slice(0, 8)}`;
let db: Database;

beforeAll(async () => {
  db = await testDb();
});
afterAll(async () => {
  await db.delete(uploads).where(sql`${uploads.storageKey} like ${`${prefix}/%`}`);
  await db.delete(fileDeletions).where(sql`${fileDeletions.storageKey} like ${`${prefix}/%`}`);
  await closeDatabase();
  rmSync(root, { recursive: true, force: true });
});

/** A real file in the store and its `candidature` row, optionally claimed by an application. */
async function photo(options: { applicationId?: string; userId?: string; ageHours?: number } = {}) {
  const key = `${prefix}/${randomUUID()}.webp`;
  await storage.put(key, randomBytes(64));
  const claimed = options.applicationId ? new Date() : null;
  const [row] = await db
    .insert(uploads)
    .values({ type: 'candidature', userId: options.userId ?? null, applicationId: options.applicationId ?? null, claimedAt: claimed, storageKey: key, mime: 'image/webp', sizeBytes: 64, sha256: '0'.repeat(64) })
    .returning();
  if (options.ageHours) await db.update(uploads).set({ createdAt: sql`now() - make_interval(hours => ${options.ageHours})` }).where(eq(uploads.id, row!.id));
  return row!;
}

async function application(ageDays: number, paid: boolean) {
  const { application: app, user } = await newApplication(db);
  await db
    .update(applications)
    .set({ createdAt: sql`now() - make_interval(days => ${ageDays})`, ...(paid ? { paymentStatus: 'paye', paidAt: new Date(), paymentProvider: 'sandbox', paymentReference: randomUUID() } : {}) })
    .where(eq(applications.id, app.id));
  const file = await photo({ applicationId: app.id, userId: user.id });
  return { id: app.id, userId: user.id, file };
}

const fileOnDisk = (key: string) => existsSync(join(root, key));

describe('retention job', () => {
  it('deletes due applications, photos and sign-in records with their files, and nothing else', async () => {
    const days = UNPAID_APPLICATION_RETENTION_DAYS;
    const oldUnpaid = await application(days + 1, false);
    const youngUnpaid = await application(days - 1, false);
    const oldPaid = await application(days + 30, true);
    const unclaimedOld = await photo({ ageHours: 49 });
    const unclaimedFresh = await photo({ ageHours: 1 });

    const hours = (n: number) => new Date(Date.now() + n * 3600_000);
    const sid = () => randomBytes(12).toString('hex');
    const user = oldPaid.userId;
    const liveSession = { id: sid(), userId: user, method: 'password', expiresAt: hours(24) };
    const expiredSession = { id: sid(), userId: user, method: 'password', expiresAt: hours(-1) };
    const revokedLongAgo = { id: sid(), userId: user, method: 'password', expiresAt: hours(24), revokedAt: hours(-30) };
    await db.insert(sessions).values([liveSession, expiredSession, revokedLongAgo]);
    const usedLink = { tokenHash: sid(), userId: user, expiresAt: hours(-40), usedAt: hours(-40) };
    const pendingLink = { tokenHash: sid(), userId: user, expiresAt: hours(0.2) };
    await db.insert(magicLinkTokens).values([usedLink, pendingLink]);

    // Data exports (decision 026): one past its expiry, one still valid; each a real file.
    const exportFor = async (userId: string, expiresInHours: number) => {
      const key = `${prefix}/${randomUUID()}.zip`;
      await storage.put(key, randomBytes(32));
      const [row] = await db.insert(dataExports).values({ userId, status: 'prete', storageKey: key, sizeBytes: 32, readyAt: new Date(), expiresAt: hours(expiresInHours) }).returning();
      return row!;
    };
    const expiredExport = await exportFor(youngUnpaid.userId, -1);
    const validExport = await exportFor(oldPaid.userId, 24);

    const { counts, failed } = await applyRetentionRules(db);
    expect(failed).toEqual([]);
    expect(counts.unpaid_applications).toBeGreaterThanOrEqual(1);
    expect(counts.unclaimed_uploads).toBeGreaterThanOrEqual(1);
    expect(counts.sign_in_records).toBeGreaterThanOrEqual(3);
    expect(counts.expired_exports).toBeGreaterThanOrEqual(1);
    const leftExports = (await db.select({ id: dataExports.id }).from(dataExports).where(inArray(dataExports.id, [expiredExport.id, validExport.id]))).map((r) => r.id);
    expect(leftExports).toEqual([validExport.id]);

    const mine = [oldUnpaid.id, youngUnpaid.id, oldPaid.id];
    const leftApps = (await db.select({ id: applications.id }).from(applications).where(inArray(applications.id, mine))).map((r) => r.id);
    expect(leftApps.sort()).toEqual([youngUnpaid.id, oldPaid.id].sort());
    // The account of the deleted application stays (only the application goes).
    expect(await db.select({ id: users.id }).from(users).where(eq(users.id, oldUnpaid.userId))).toHaveLength(1);

    const photos = [oldUnpaid.file, youngUnpaid.file, oldPaid.file, unclaimedOld, unclaimedFresh];
    const leftPhotos = (await db.select({ id: uploads.id }).from(uploads).where(inArray(uploads.id, photos.map((p) => p.id)))).map((r) => r.id);
    expect(leftPhotos.sort()).toEqual([youngUnpaid.file.id, oldPaid.file.id, unclaimedFresh.id].sort());

    const leftSessions = (await db.select({ id: sessions.id }).from(sessions).where(inArray(sessions.id, [liveSession.id, expiredSession.id, revokedLongAgo.id]))).map((r) => r.id);
    expect(leftSessions).toEqual([liveSession.id]);
    const leftLinks = (await db.select({ h: magicLinkTokens.tokenHash }).from(magicLinkTokens).where(eq(magicLinkTokens.userId, user))).map((r) => r.h);
    expect(leftLinks).toEqual([pendingLink.tokenHash]);

    // The files: every photo is still on disk until the sweeper takes the queued deletions.
    for (const p of photos) expect(fileOnDisk(p.storageKey)).toBe(true);
    await deleteDueObjects(db, storage);
    expect(fileOnDisk(oldUnpaid.file.storageKey)).toBe(false);
    expect(fileOnDisk(unclaimedOld.storageKey)).toBe(false);
    expect(fileOnDisk(expiredExport.storageKey!)).toBe(false);
    expect(fileOnDisk(validExport.storageKey!)).toBe(true);
    for (const p of [youngUnpaid.file, oldPaid.file, unclaimedFresh]) expect(fileOnDisk(p.storageKey)).toBe(true);

    // A second run finds nothing more of ours.
    await applyRetentionRules(db);
    expect((await db.select({ id: applications.id }).from(applications).where(inArray(applications.id, mine))).length).toBe(2);
  });

  it('deletes a sealed contract only when both parties erased their accounts more than 5 years ago', async () => {
    /** A party: null = still has an account; a number = erased that many years ago. */
    const party = async (erasedYearsAgo: number | null) => {
      const [row] = await db
        .insert(users)
        .values({ email: `${prefix}-${randomUUID()}@test.atelier.local`, ...(erasedYearsAgo === null ? {} : { deletedAt: sql`now() - make_interval(years => ${erasedYearsAgo})` }) })
        .returning();
      return row!.id;
    };
    const sealed = async (requester: number | null, partner: number | null) => {
      const [a, b] = [await party(requester), await party(partner)];
      return insertSealedContract(db, a, b);
    };
    const years = CONTRACT_RETENTION_YEARS;
    const bothLongAgo = await sealed(years + 1, years + 2);
    const oneRecent = await sealed(years + 3, years - 1); // the later erasure decides
    const oneActive = await sealed(years + 3, null);
    const bothActive = await sealed(null, null);

    expect(await deleteContractsOfErasedParties(db)).toBeGreaterThanOrEqual(1);
    const all = [bothLongAgo, oneRecent, oneActive, bothActive];
    const left = (await db.select({ id: collaborationMatches.id }).from(collaborationMatches).where(inArray(collaborationMatches.id, all.map((c) => c.match)))).map((r) => r.id);
    expect(left.sort()).toEqual([oneRecent.match, oneActive.match, bothActive.match].sort());
    // The signed PDF, the signatures, the request and the reply went with it; the others' stayed.
    expect(await db.select().from(collaborationContractPdfs).where(eq(collaborationContractPdfs.matchId, bothLongAgo.match))).toHaveLength(0);
    expect(await db.select().from(collaborationSignatures).where(eq(collaborationSignatures.matchId, bothLongAgo.match))).toHaveLength(0);
    expect(await db.select().from(collaborationRequests).where(eq(collaborationRequests.id, bothLongAgo.request))).toHaveLength(0);
    expect(await db.select().from(collaborationReplies).where(eq(collaborationReplies.id, bothLongAgo.reply))).toHaveLength(0);
    expect(await db.select().from(collaborationContractPdfs).where(eq(collaborationContractPdfs.matchId, oneActive.match))).toHaveLength(1);
    // A second run deletes none of ours.
    await deleteContractsOfErasedParties(db);
    expect((await db.select({ id: collaborationMatches.id }).from(collaborationMatches).where(inArray(collaborationMatches.id, all.map((c) => c.match)))).length).toBe(3);
  });

  it('keeps running the other rules when one fails, and says which', async () => {
    const rules = retentionRules().map((r) => (r.id === 'unpaid_applications' ? { ...r, apply: async () => Promise.reject(new Error('boom')) } : r));
    const { counts, failed } = await applyRetentionRules(db, rules);
    expect(failed.map((f) => f.id)).toEqual(['unpaid_applications']);
    expect(Object.keys(counts)).toEqual(expect.arrayContaining(['unclaimed_uploads', 'sign_in_records', 'rate_limit_counters', 'expired_exports', 'sealed_contracts']));
  });

  it('documents every rule in both languages', () => {
    for (const rule of retentionRules()) {
      for (const lang of ['fr', 'en'] as const) {
        for (const part of [rule.data, rule.duration, rule.reason, rule.deletes]) expect(part[lang].length).toBeGreaterThan(3);
      }
    }
  });
});
