import { endpoint, route } from '#server/identity/endpoint.ts';
import { readBodyBytes } from '#server/platform/http/respond.ts';
import { readBody, readQuery } from '#server/platform/http/read-input.ts';
import { consumeRateLimit } from '#server/platform/http/rate-limit.ts';
import { contract as verifyContractContract } from '#server/collaboration/contract/verify-contract.contract.ts';
import { PDF_LIMIT, VERIFY_PER_MINUTE, verifyPdf, verifyPdfQuery, verifyText, verifyTextInput } from '#server/collaboration/contract/verify-contract.ts';

/**
 * Checks a copy against the sealed contract → `{match, computed_hash, contract_hash}`.
 * JSON `{match_id, text}`, or the PDF itself as the body (`Content-Type: application/pdf`,
 * `?match_id=`). The inputs are read after the rate limit, by the body's type (`input: 'manual'`).
 */
export const { POST, ALL } = route(
  endpoint(
    verifyContractContract,
    async ({ ctx, user, lang, db }) => {
      // A PDF is only hashed, never parsed; the limit still bounds what one account can send.
      await consumeRateLimit(db, { bucket: 'collaboration-verify', limit: VERIFY_PER_MINUTE, windowSeconds: 60 }, user.id);
      if (/^application\/pdf\b/i.test(ctx.request.headers.get('content-type') ?? '')) {
        const { match_id } = readQuery(ctx, verifyPdfQuery);
        return verifyPdf(db, user.id, match_id, await readBodyBytes(ctx.request, PDF_LIMIT), lang);
      }
      const input = await readBody(ctx, verifyTextInput);
      return verifyText(db, user.id, input.match_id, input.text, lang);
    },
    { input: 'manual' },
  ),
);
