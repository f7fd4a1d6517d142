/**
 * The figures the legal pages state (decision 022), read from the settings and the constants the
 * code applies, so the pages say what the service does: seller identity (as on the invoices),
 * prices and deposit, the money facts of the CGV (cgv-facts.ts), the mediator, the legal notice's
 * director and host, the processors in force (decision 059), and the retention rules
 * (retention-rules.ts, the table the retention job applies).
 */
import { env } from '#src/env.ts';
import { sellerIdentity } from '#server/money/invoices/seller.ts';
import { formulaMonths, formulaPriceCents } from '#server/money/formulas/formulas.ts';
import { depositCents, DEPOSIT_PERCENT } from '#server/money/applications/deposit.ts';
import { googleConfigured } from '#server/account/auth/google.ts';
import type { LegalFacts } from '#i18n/legal-texts.ts';
import { retentionRules } from './retention-rules.ts';
import { cgvMoneyFacts } from './cgv-facts.ts';

export function legalFacts(): LegalFacts {
  const settings = env();
  const prices = { essentiel: formulaPriceCents('essentiel'), premium: formulaPriceCents('premium') };
  return {
    seller: sellerIdentity(),
    isProduction: settings.isProduction,
    prices,
    deposits: { essentiel: depositCents(prices.essentiel), premium: depositCents(prices.premium) },
    months: { essentiel: formulaMonths('essentiel'), premium: formulaMonths('premium') },
    depositPercent: DEPOSIT_PERCENT,
    googleEnabled: googleConfigured(),
    // What the product does with money, from its code: the CGV are built on it (decision 035).
    money: cgvMoneyFacts(),
    mediator: { name: settings.MEDIATOR_NAME ?? null, url: settings.MEDIATOR_URL ?? null },
    // The legal notice's people (LCEN art. 6 III) and the processors in force (RGPD art. 13, 28): decision 059.
    publisher: { phone: settings.SELLER_PHONE ?? null, director: settings.PUBLICATION_DIRECTOR ?? null },
    host: { name: settings.HOST_NAME ?? null, address: settings.HOST_ADDRESS ?? null, phone: settings.HOST_PHONE ?? null },
    processors: {
      host: settings.HOST_NAME ?? null,
      // Without SMTP_URL mail is only written to DATA_DIR/outbox (never in production): no provider.
      mail: settings.SMTP_URL ? (settings.MAIL_PROVIDER_NAME ?? null) : false,
      storage: settings.STORAGE_URL ? (settings.STORAGE_PROVIDER_NAME ?? null) : false,
      stripe: settings.PAYMENT_PROVIDER === 'stripe',
      google: googleConfigured(),
    },
    balanceDueDays: settings.BALANCE_DUE_DAYS,
    essentielMaxParcours: settings.ESSENTIEL_MAX_ACTIVE_PARCOURS,
    // The same table the retention job applies: the page cannot promise a rule the job does not run.
    retention: retentionRules().map(({ id, data, duration, reason, deletes }) => ({ id, data, duration, reason, deletes })),
  };
}
