import { answer, endpoint, route } from '#server/identity/endpoint.ts';
import { contract as uploadFileContract } from '#server/learning/uploads/upload-file.contract.ts';
import { clientIp } from '#server/identity/guards.ts';
import { consumeRateLimit, ipSubject } from '#server/platform/http/rate-limit.ts';
import { env } from '#src/env.ts';
import { DOCUMENT_MAX_BYTES, PHOTO_MAX_BYTES, readUpload } from '#server/platform/files/read-upload.ts';
import { parseUploadFields, requireUploader, rulesForType, type UploadFields } from '#server/learning/uploads/upload-fields.ts';
import { saveUpload } from '#server/learning/uploads/save-upload.ts';
import { assertCapacity } from '#server/platform/cpu/bounded-work.ts';
import { workTicketFor } from '#server/account/auth/work-ticket.ts';
import { assertUploadBudget, chargeUpload, uploadPayer } from '#server/learning/uploads/upload-budget.ts';

/** Signed-in uploads per user and hour (a person, not a script, is on the other side). */
const UPLOADS_PER_USER_HOUR = 300;

/**
 * POST /api/upload (decision 008), multipart: `file` plus `type`, `card_id`, `checklist_item_id`.
 * The fields are checked (and the session for the type) as soon as the file part starts.
 * Without a session the work is bounded more tightly (decision 017): the anonymous lane
 * of bounded-work.ts and a per-IP budget of megapixels and bytes (upload-budget.ts); a prospect
 * has that budget for its account. In a lane, each account has a share (decision 037).
 */
export const { POST, ALL } = route(
  endpoint(uploadFileContract, async ({ ctx, user, lang, db }) => {
    const { authError } = ctx.locals;
    const ip = clientIp(ctx);
    // Heavy work is counted in its class (decision 063): members per account; free accounts and
    // strangers in the anonymous lane, per address (and per account when signed in).
    const work = workTicketFor(user, ip);
    // Counted in the database: every instance shares the budget (decision 006).
    if (user) await consumeRateLimit(db, { bucket: 'upload-user', limit: UPLOADS_PER_USER_HOUR, windowSeconds: 3600 }, user.id);
    else await consumeRateLimit(db, { bucket: 'upload-ip', limit: env().RATE_LIMIT_PUBLIC_UPLOADS_PER_HOUR, windowSeconds: 3600 }, ipSubject(ip));
    // Without a member role (no session, or a prospect): a budget of megapixels and MiB per hour.
    const payer = uploadPayer(user, ip);
    await assertUploadBudget(db, payer);
    // A full lane (503 busy) or an account with its share (429) refuses before the body is read.
    assertCapacity(work);
    const parsed: { fields?: UploadFields } = {};
    const upload = await readUpload(ctx.request, {
      // Without a session only `candidature` (photos) can pass: no reason to read more.
      maxBytes: user ? DOCUMENT_MAX_BYTES : PHOTO_MAX_BYTES,
      lang,
      work,
      rules: (raw, final) => {
        const fields = parseUploadFields(raw, lang, final);
        if (!fields) return null;
        requireUploader(fields.type, user, authError);
        parsed.fields = fields;
        return rulesForType(fields.type);
      },
    });
    try {
      await chargeUpload(db, payer, upload.file);
      return answer(await saveUpload(db, user, parsed.fields!, upload.file, { work, signal: ctx.request.signal }), 201);
    } finally {
      await upload.dispose();
    }
  }),
);
