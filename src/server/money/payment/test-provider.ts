/**
 * The `test` sandbox (decision 009, never in production): any non-empty reference counts as
 * paid, so the whole flow — checkout page, confirmation, invoice, email — can be tried locally.
 * Its "checkout" is our own page /candidature/paiement-test, which confirms like Stripe's return.
 */
import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '#server/platform/http/errors.ts';
import type { PaymentProvider } from './payment-provider-types.ts';
import { pagePath } from '#i18n/paths.ts';

export function createTestProvider(): PaymentProvider {
  return {
    name: 'test',
    async startCheckout(request) {
      const reference = `test_${randomBytes(12).toString('hex')}`;
      const page = pagePath(request.lang, '/candidature/paiement-test');
      const query = new URLSearchParams({ candidature: request.applicationId, reference });
      if (request.purpose === 'solde') query.set('solde', '1');
      return { reference, url: `${page}?${query}` };
    },
    async isPaid(reference) {
      return reference.trim() !== '';
    },
    async readWebhook() {
      // The sandbox has no webhooks: the route answers as if it did not exist.
      throw new AppError('not_found');
    },
    async refundsOf() {
      // The sandbox has no dashboard and no webhooks: every refund is the app's own.
      return { checkoutReference: null, refunds: [] };
    },
    async paymentOfCheckout() {
      return null;
    },
    async feeOf() {
      // The sandbox takes no fee and pays nothing out (decision 060).
      return null;
    },
    async payoutOf() {
      return null;
    },
    async refund(request) {
      // Derived from the idempotency key, as a provider would answer the same key the same way.
      const digest = createHash('sha256').update(`${request.paymentReference}|${request.idempotencyKey}`).digest('hex');
      return { reference: `test_re_${digest.slice(0, 24)}` };
    },
  };
}
