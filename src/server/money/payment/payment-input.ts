/** Bodies of the payment routes; their field messages are keys, worded in the caller's language when refused. */
import { z } from 'zod';
import { inputMessageKeys } from '#i18n/input-message-keys.ts';

const m = inputMessageKeys('payment');

/** What can be paid online: the deposit (default) or the balance requested by the staff (decision 024). The CGV say so (cgv-facts.ts). */
export const PAYMENT_PURPOSES = ['acompte', 'solde'] as const;
const purpose = z.enum(PAYMENT_PURPOSES).optional().describe('`acompte` (default): the deposit; `solde`: the balance, once requested by the staff');

const candidatureId = z.string({ error: m.id }).min(1, m.id).max(64, m.id);

export const confirmInput = z.strictObject({
  candidature_id: candidatureId,
  payment_reference: z
    .string({ error: m.reference })
    .trim()
    .min(1, m.reference)
    .max(255, m.reference)
    .regex(/^[\x21-\x7e]+$/, m.reference),
  purpose,
});

export const checkoutInput = z.strictObject({ candidature_id: candidatureId, lang: z.enum(['fr', 'en']).optional(), purpose });
