/** Bodies of the payment routes, with field messages in the caller's language. */
import { z } from 'zod';
import type { Lang } from '../../i18n/lang.ts';
import { inputTexts } from '../../i18n/input-texts.ts';

const texts = { fr: inputTexts.fr.payment, en: inputTexts.en.payment };

/** What can be paid online: the deposit (default) or the balance requested by the staff (decision 024). The CGV say so (cgv-facts.ts). */
export const PAYMENT_PURPOSES = ['acompte', 'solde'] as const;
const purpose = z.enum(PAYMENT_PURPOSES).optional().describe('`acompte` (default): the deposit; `solde`: the balance, once requested by the staff');

const candidatureId = (m: (typeof texts)['fr']) => z.string({ error: m.id }).min(1, m.id).max(64, m.id);

export function confirmInput(lang: Lang) {
  const m = texts[lang];
  return z.strictObject({
    candidature_id: candidatureId(m),
    payment_reference: z
      .string({ error: m.reference })
      .trim()
      .min(1, m.reference)
      .max(255, m.reference)
      .regex(/^[\x21-\x7e]+$/, m.reference),
    purpose,
  });
}

export function checkoutInput(lang: Lang) {
  return z.strictObject({ candidature_id: candidatureId(texts[lang]), lang: z.enum(['fr', 'en']).optional(), purpose });
}
