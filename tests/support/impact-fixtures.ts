/** Rows for impact tests, inserted directly (in-process DB tests only). */
import { randomUUID } from 'node:crypto';
import type { Database } from '#server/platform/db/client.ts';
import { cards, users } from '#db/schema.ts';
import type { Lang } from '#i18n/lang.ts';

/** A card guide with questions of cadence 7 and 30 and a question depending on a boolean. */
export const QUESTIONS_GUIDE = {
  domain: 'image_de_marque',
  objectif: { label: 'Plus de contacts', label_en: 'More contacts', metric_principale: 'contacts' },
  mesure: {
    questions: [
      { metric: 'contacts', label: 'Contacts reçus', label_en: 'Contacts received', type: 'integer', cadence_jours: 7 },
      { metric: 'ventes', label: 'Ventes du mois', label_en: 'Monthly sales', type: 'currency', unit: '€', cadence_jours: 30 },
      { metric: 'a_site', label: 'Avez-vous un site ?', label_en: 'Do you have a website?', type: 'boolean', cadence_jours: 30 },
      { metric: 'visites_site', label: 'Visites du site', label_en: 'Website visits', type: 'integer', depends_on_metric: 'a_site' },
      { metric: 'canal', label: 'Canal principal', type: 'choice', options: ['Salon', 'Instagram', 'Boutique'] },
    ],
  },
};

export const LEGACY_GUIDE = { domain: 'gamme_de_tarifs', mesure: { indicateurs: ['panier_moyen', { metric: 'clients', label: 'Clients' }] } };

export async function insertCard(db: Database, guide: Record<string, unknown> = QUESTIONS_GUIDE, title = 'Fiche test') {
  const slug = `test-impact-${randomUUID().slice(0, 8)}`;
  const [card] = await db
    .insert(cards)
    .values({ slug, title, guide, domain: String(guide.domain ?? ''), translations: { en: { title: `${title} (en)` } } })
    .returning();
  return card!;
}

export async function insertUser(db: Database, input: { first_name?: string; lang?: Lang; emailReminders?: boolean; role?: string; showInSamples?: boolean } = {}) {
  const [user] = await db
    .insert(users)
    .values({
      email: `impact-${randomUUID()}@test.atelier.local`,
      firstName: input.first_name ?? 'Test',
      lang: input.lang ?? 'fr',
      role: input.role ?? 'client_premium',
      emailReminders: input.emailReminders ?? true,
      // Named in others' samples only when a test says so (decision 055: off by default).
      showInSamples: input.showInSamples ?? false,
      isTestAccount: true,
    })
    .returning();
  return user!;
}
