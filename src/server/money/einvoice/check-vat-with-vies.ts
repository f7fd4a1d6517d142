/**
 * Asks VIES (the European Commission's VAT Information Exchange System) whether a buyer's VAT
 * number is registered, before the reverse charge is granted (decision 049; art. 18(1) of
 * implementing regulation 282/2011: the seller may treat the buyer as taxable once the number is
 * confirmed). The REST service (VIES_URL) takes `{countryCode, vatNumber}` and, when the seller's
 * own number is sent as requester, answers a consultation number (`requestIdentifier`): the
 * proof kept with the application.
 *
 * Three outcomes, never an exception: `valid` (registered: name and address as VIES gives them),
 * `invalid` (VIES says the number is not registered), `unavailable` (the service, or the member
 * state behind it, did not answer: timeout, network error, HTTP error, MS_UNAVAILABLE…).
 */
import { env } from '#src/env.ts';
import { logger } from '#server/platform/log.ts';

export type ViesStatus = 'valid' | 'invalid' | 'unavailable';

export interface ViesCheck {
  status: ViesStatus;
  checkedAt: Date;
  /** VIES's consultation number (only when the seller's VAT number was sent as requester). */
  requestId: string | null;
  name: string | null;
  address: string | null;
}

/** VIES prints `---` where a member state does not disclose the name or the address. */
function disclosed(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.replace(/\s*\n\s*/g, ', ').trim();
  return text === '' || /^-+$/.test(text) ? null : text.slice(0, 500);
}

/**
 * `vatNumber` normalized with its prefix (EL for Greece); `sellerVatNumber` the seller's own
 * (FR…), sent as requester so that VIES numbers the consultation.
 */
export async function checkVatWithVies(vatNumber: string, sellerVatNumber: string | null): Promise<ViesCheck> {
  const settings = env();
  const checkedAt = new Date();
  const unavailable = (reason: string): ViesCheck => {
    logger.warn(`VIES unavailable for a ${vatNumber.slice(0, 2)} number: ${reason}`);
    return { status: 'unavailable', checkedAt, requestId: null, name: null, address: null };
  };
  const body = {
    countryCode: vatNumber.slice(0, 2),
    vatNumber: vatNumber.slice(2),
    ...(sellerVatNumber ? { requesterMemberStateCode: sellerVatNumber.slice(0, 2), requesterNumber: sellerVatNumber.slice(2) } : {}),
  };
  let answer: Record<string, unknown>;
  try {
    const res = await fetch(settings.VIES_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(settings.VIES_TIMEOUT_MS),
    });
    if (!res.ok) return unavailable(`HTTP ${res.status}`);
    answer = (await res.json()) as Record<string, unknown>;
  } catch (error) {
    return unavailable(error instanceof Error ? error.name : 'error');
  }
  if (answer === null || typeof answer !== 'object' || typeof answer.valid !== 'boolean') return unavailable('unexpected answer');
  // A member state that is away answers valid: false with userError MS_UNAVAILABLE, TIMEOUT…:
  // that says nothing of the number. Only VALID/INVALID (or no userError) are verdicts.
  const userError = typeof answer.userError === 'string' ? answer.userError : null;
  if (!answer.valid && userError !== null && userError !== 'INVALID') return unavailable(userError);
  const requestId = typeof answer.requestIdentifier === 'string' && answer.requestIdentifier.trim() !== '' ? answer.requestIdentifier.trim().slice(0, 100) : null;
  if (!answer.valid) return { status: 'invalid', checkedAt, requestId, name: null, address: null };
  return { status: 'valid', checkedAt, requestId, name: disclosed(answer.name), address: disclosed(answer.address) };
}
