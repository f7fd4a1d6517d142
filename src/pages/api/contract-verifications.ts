import { endpoint, route } from '#server/identity/endpoint.ts';
import { readBodyBytes } from '#server/platform/http/respond.ts';
import { clientIp } from '#server/identity/guards.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { consumeRateLimit } from '#server/platform/http/rate-limit.ts';
import { contract as verifyPublicContractContract } from '#server/collaboration/contract/verify-public-contract.contract.ts';
import { PDF_LIMIT, PUBLIC_VERIFY_PER_MINUTE, verifyPublicPdf } from '#server/collaboration/contract/verify-contract.ts';

/**
 * The public check behind /verifier-un-contrat (no sign-in): the PDF as the body
 * (`Content-Type: application/pdf`) → is it, byte for byte, a contract sealed by Atelier?
 * Nothing is stored; limited per IP address.
 */
export const { POST, ALL } = route(
  endpoint(verifyPublicContractContract, async ({ ctx, lang, db }) => {
    await consumeRateLimit(db, { bucket: 'contract-verify-public', limit: PUBLIC_VERIFY_PER_MINUTE, windowSeconds: 60 }, clientIp(ctx));
    if (!/^application\/pdf\b/i.test(ctx.request.headers.get('content-type') ?? '')) throw new AppError('unsupported_media_type');
    return verifyPublicPdf(db, await readBodyBytes(ctx.request, PDF_LIMIT), lang);
  }),
);
