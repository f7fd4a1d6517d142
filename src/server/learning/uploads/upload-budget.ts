/**
 * What uploads without a member role may cost per hour (decisions 017 and 037): besides
 * the number of uploads (RATE_LIMIT_PUBLIC_UPLOADS_PER_HOUR), the megapixels the server will
 * decode (ANONYMOUS_UPLOAD_MEGAPIXELS_PER_HOUR) and the bytes it receives
 * (ANONYMOUS_UPLOAD_MIB_PER_HOUR). Without a session the budget is the IP's; a prospect (an
 * account without a member role, made by anyone who applies) has the same budget for its account
 * and spends its address's budget too (decision 063), so signing up does not buy the members'
 * larger allowance, and four free accounts from one address share that address's one budget. Counted in the database like every
 * rate limit (rate-limit.ts), so all instances share the budget. Beyond it: 429 `rate_limited` +
 * Retry-After.
 *
 *   const payer = uploadPayer(user, ip);          // null: a member, no budget
 *   await assertUploadBudget(db, payer);          // before reading the body: an exhausted budget costs nothing
 *   const upload = await readUpload(…);
 *   await chargeUpload(db, payer, upload.file);   // header pixels and size, before any decoding
 */
import { env } from '#src/env.ts';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { assertWithinRateLimit, consumeRateLimit, ipSubject, type RateLimitRule } from '#server/platform/http/rate-limit.ts';
import { isMember } from '#server/identity/roles.ts';
import type { ReceivedFile } from '#server/platform/files/read-upload.ts';

const HOUR = 3600;
const MIB = 1024 * 1024;

/** Who pays for an upload: an address (no session), a prospect's account and its address, or nobody (a member). */
export type UploadPayer = { kind: 'ip'; subject: string } | { kind: 'prospect'; subject: string; address: string } | null;

export function uploadPayer(user: { id: string; role: string | null } | null, ip: string): UploadPayer {
  if (!user) return { kind: 'ip', subject: ipSubject(ip) };
  return isMember(user.role) ? null : { kind: 'prospect', subject: user.id, address: ipSubject(ip) };
}

/** Each budget a payer spends: its own, and for a prospect its address's as well. */
function budgets(payer: Exclude<UploadPayer, null>): { rules: { pixels: RateLimitRule; bytes: RateLimitRule }; subject: string }[] {
  const own = { rules: rules(payer.kind), subject: payer.subject };
  return payer.kind === 'prospect' ? [own, { rules: rules('ip'), subject: payer.address }] : [own];
}

function rules(kind: 'ip' | 'prospect'): { pixels: RateLimitRule; bytes: RateLimitRule } {
  const settings = env();
  const prefix = kind === 'ip' ? 'upload-ip' : 'upload-prospect';
  return {
    pixels: { bucket: `${prefix}-megapixels`, limit: settings.ANONYMOUS_UPLOAD_MEGAPIXELS_PER_HOUR, windowSeconds: HOUR },
    bytes: { bucket: `${prefix}-mib`, limit: settings.ANONYMOUS_UPLOAD_MIB_PER_HOUR, windowSeconds: HOUR },
  };
}

/** 429 when this payer has already spent its pixels or bytes for the hour (nothing counted). */
export async function assertUploadBudget(db: DbOrTx, payer: UploadPayer): Promise<void> {
  if (!payer) return;
  for (const { rules: { pixels, bytes }, subject } of budgets(payer)) {
    await assertWithinRateLimit(db, pixels, subject);
    await assertWithinRateLimit(db, bytes, subject);
  }
}

/** Counts a received file against the budget; 429 when it goes over (the file is then not converted). */
export async function chargeUpload(db: DbOrTx, payer: UploadPayer, file: Pick<ReceivedFile, 'size' | 'width' | 'height'>): Promise<void> {
  if (!payer) return;
  for (const { rules: { pixels, bytes }, subject } of budgets(payer)) {
    await consumeRateLimit(db, bytes, subject, file.size / MIB);
    if (file.width && file.height) await consumeRateLimit(db, pixels, subject, (file.width * file.height) / 1_000_000);
  }
}
