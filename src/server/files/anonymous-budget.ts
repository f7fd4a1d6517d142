/**
 * What anonymous uploads (`type=candidature`, no session) may cost per IP and hour (issue 18,
 * decision 017): besides the number of uploads (RATE_LIMIT_PUBLIC_UPLOADS_PER_HOUR), the
 * megapixels the server will decode (ANONYMOUS_UPLOAD_MEGAPIXELS_PER_HOUR) and the bytes it
 * receives (ANONYMOUS_UPLOAD_MIB_PER_HOUR). Counted in the database like every rate limit
 * (rate-limit.ts), so all instances share the budget. Beyond it: 429 `rate_limited` + Retry-After.
 *
 *   await assertAnonymousBudget(db, ip);        // before reading the body: an exhausted budget costs nothing
 *   const upload = await readUpload(…);
 *   await chargeAnonymousUpload(db, ip, upload.file); // header pixels and size, before any decoding
 */
import { env } from '../../env.ts';
import type { DbOrTx } from '../db/client.ts';
import { assertWithinRateLimit, consumeRateLimit, ipSubject, type RateLimitRule } from '../http/rate-limit.ts';
import type { ReceivedFile } from './read-upload.ts';

const HOUR = 3600;
const MIB = 1024 * 1024;

function rules(): { pixels: RateLimitRule; bytes: RateLimitRule } {
  const settings = env();
  return {
    pixels: { bucket: 'upload-ip-megapixels', limit: settings.ANONYMOUS_UPLOAD_MEGAPIXELS_PER_HOUR, windowSeconds: HOUR },
    bytes: { bucket: 'upload-ip-mib', limit: settings.ANONYMOUS_UPLOAD_MIB_PER_HOUR, windowSeconds: HOUR },
  };
}

/** 429 when this IP has already spent its pixels or bytes for the hour (nothing counted). */
export async function assertAnonymousBudget(db: DbOrTx, ip: string): Promise<void> {
  const { pixels, bytes } = rules();
  await assertWithinRateLimit(db, pixels, ipSubject(ip));
  await assertWithinRateLimit(db, bytes, ipSubject(ip));
}

/** Counts a received file against the budget; 429 when it goes over (the file is then not converted). */
export async function chargeAnonymousUpload(db: DbOrTx, ip: string, file: Pick<ReceivedFile, 'size' | 'width' | 'height'>): Promise<void> {
  const { pixels, bytes } = rules();
  await consumeRateLimit(db, bytes, ipSubject(ip), file.size / MIB);
  if (file.width && file.height) await consumeRateLimit(db, pixels, ipSubject(ip), (file.width * file.height) / 1_000_000);
}
