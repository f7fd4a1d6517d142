import { route, readBodyBytes } from '../../../server/platform/http/respond.ts';
import { readBody, readQuery } from '../../../server/platform/http/read-input.ts';
import { getDb } from '../../../server/platform/db/client.ts';
import { requireMember } from '../../../server/auth/guards.ts';
import { asLang } from '../../../i18n/lang.ts';
import { consumeRateLimit } from '../../../server/platform/http/rate-limit.ts';
import { PDF_LIMIT, VERIFY_PER_MINUTE, verifyPdf, verifyPdfQuery, verifyText, verifyTextInput } from '../../../server/contract/verify-contract.ts';

/**
 * Checks a copy against the sealed contract → `{match, computed_hash, contract_hash}`.
 * JSON `{match_id, text}`, or the PDF itself as the body (`Content-Type: application/pdf`,
 * `?match_id=`).
 */
export const { POST, ALL } = route({
  POST: async (ctx) => {
    const user = requireMember(ctx);
    const lang = asLang(ctx.locals.lang);
    // A PDF is only hashed, never parsed; the limit still bounds what one account can send.
    const db = await getDb();
    await consumeRateLimit(db, { bucket: 'collaboration-verify', limit: VERIFY_PER_MINUTE, windowSeconds: 60 }, user.id);
    if (/^application\/pdf\b/i.test(ctx.request.headers.get('content-type') ?? '')) {
      const { match_id } = readQuery(ctx, verifyPdfQuery);
      return verifyPdf(db, user.id, match_id, await readBodyBytes(ctx.request, PDF_LIMIT), lang);
    }
    const input = await readBody(ctx, verifyTextInput);
    return verifyText(db, user.id, input.match_id, input.text, lang);
  },
});
