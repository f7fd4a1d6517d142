/**
 * The unsigned PDF of a locked match (decision 015): drawn on a thread of the render pool, in the
 * members' lane on the caller's turn (decisions 037 and 053), and kept in memory by the hash of
 * everything it is drawn from (the text's SHA-256 among them): a locked text is rendered once per
 * instance, and downloads of it at the same moment share that one render.
 */
import { createHash } from 'node:crypto';
import { renderUnsignedContract, type UnsignedContractInput } from './render-unsigned-contract.ts';
import { verifyPageUrl } from './seal-contract.ts';
import type { MatchRow } from './contract-view.ts';
import { runBounded } from '#server/platform/cpu/bounded-work.ts';
import { offLoopRender } from '#server/platform/cpu/render-pool.ts';
import { RenderCache } from '#server/platform/cpu/render-cache.ts';
import { env } from '#src/env.ts';

const renderOffLoop = offLoopRender<UnsignedContractInput>('src/server/collaboration/contract/render-unsigned-contract.ts', 'renderUnsignedContract', renderUnsignedContract);

/** A few hundred KB each: the last 64 locked texts, 32 MiB at most. */
const rendered = new RenderCache({ maxEntries: 64, maxBytes: 32 * 1024 * 1024 });

/** The inputs' hash: the same text, state (awaiting or closed) and settings give the same bytes. */
export function unsignedRenderKey(input: UnsignedContractInput): string {
  return createHash('sha256').update(JSON.stringify(input)).digest('hex');
}

export function unsignedContractInput(match: MatchRow): UnsignedContractInput {
  const lang = match.contractLang === 'en' ? 'en' : 'fr';
  return {
    matchId: match.id,
    lang,
    text: match.contractText!,
    textHash: match.contractHash!,
    lockedAt: (match.finalizedAt ?? match.createdAt).toISOString(),
    closed: match.closedAt !== null,
    timeZone: env().APP_TIMEZONE,
    verifyUrl: verifyPageUrl(lang),
  };
}

/** The unsigned PDF of a locked match: from memory, or rendered in the members' lane (decision 037). */
export function unsignedContractPdf(match: MatchRow, accountId: string): Promise<Buffer> {
  const input = unsignedContractInput(match);
  return rendered.get(unsignedRenderKey(input), () => runBounded({ lane: 'member', account: accountId }, (signal) => renderOffLoop(input, { signal })));
}
