/**
 * What uploads without a member role may cost per hour (decisions 017 and 037): besides
 * the number of uploads (RATE_LIMIT_PUBLIC_UPLOADS_PER_HOUR), the megapixels the server will
 * decode (ANONYMOUS_UPLOAD_MEGAPIXELS_PER_HOUR) and the bytes it receives
 * (ANONYMOUS_UPLOAD_MIB_PER_HOUR). Without a session the budget is the IP's; a prospect (an
 * account without a member role, made by anyone who applies) has the same budget for its account,
 * so signing up does not buy the members' larger allowance. Counted in the database like every
 * rate limit (rate-limit.ts), so all instances share the budget. Beyond it: 429 `rate_limited` +
 * Retry-After.
 *
 *   const payer = uploadPayer(user, ip);          // null: a member, no budget
 *   await assertUploadBudget(db, payer);          // before reading the body: an exhausted budget costs nothing
 *   const upload = await readUpload(…);
 *   await chargeUpload(db, payer, upload.file);   // header pixels and size, before any decoding
 */
import { env } from '../../env.ts';
import type { DbOrTx } from '../platform/db/client.ts';
import { assertWithinRateLimit, consumeRateLimit, ipSubject, type RateLimitRule } from '../platform/http/rate-limit.ts';
import { isMember } from '../auth/roles.ts';
import type { ReceivedFile } from '../platform/files/read-upload.ts';

const HOUR = 3600;
const MIB = 1024 * 1024;

/** Who pays for an upload: an address (no session), a prospect's account, or nobody (a member). */
export type UploadPayer = { kind: 'ip' | 'prospect'; subject: string } | null;

export function uploadPayer(user: { id: string; role: string | null } | null, ip: string): UploadPayer {
  if (!user) return { kind: 'ip', subject: ipSubject(ip) };
  return isMember(user.role) ? null : { kind: 'prospect', subject: user.id };
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
  const { pixels, bytes } = rules(payer.kind);
  await assertWithinRateLimit(db, pixels, payer.subject);
  await assertWithinRateLimit(db, bytes, payer.subject);
}

/** Counts a received file against the budget; 429 when it goes over (the file is then not converted). */
export async function chargeUpload(db: DbOrTx, payer: UploadPayer, file: Pick<ReceivedFile, 'size' | 'width' | 'height'>): Promise<void> {
  if (!payer) return;
  const { pixels, bytes } = rules(payer.kind);
  await consumeRateLimit(db, bytes, payer.subject, file.size / MIB);
  if (file.width && file.height) await consumeRateLimit(db, pixels, payer.subject, (file.width * file.height) / 1_000_000);
}
