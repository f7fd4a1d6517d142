/** Applications for in-process tests: a new prospect applying through the real domain function. */
import { randomUUID } from 'node:crypto';
import type { Database } from '#server/platform/db/client.ts';
import { createApplication } from '#server/money/applications/create-application.ts';
import { applicationInput } from '#server/money/applications/application-input.ts';
import type { Lang } from '#i18n/lang.ts';

export function applicationBody(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Camille',
    last_name: 'Durand',
    email: `prospect-${randomUUID()}@test.atelier.local`,
    brand: 'Céramiques Camille',
    trade: 'Céramiste',
    links: ['https://example.com/portfolio'],
    priority_need: 'gamme_de_tarifs',
    monthly_revenue: 2500,
    objective: 'Vivre de mon atelier d’ici un an.',
    already_tried: 'Des marchés de créateurs.',
    formula: 'essentiel',
    billing_address: { street: '12 rue des Potiers', postal_code: '69003', city: 'Lyon', country: 'FR' },
    accept_cgv: true,
    // Start at once (decision 058): a paid deposit gives the role now, as the tests before it expect;
    // a consumer who waits passes both as undefined.
    early_start_requested: true,
    withdrawal_waiver_acknowledged: true,
    ...overrides,
  };
}

export async function newApplication(db: Database, overrides: Record<string, unknown> = {}, lang: Lang = 'fr') {
  const input = applicationInput.parse(applicationBody(overrides));
  return createApplication(db, input, null, lang);
}
