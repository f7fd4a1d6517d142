/**
 * Texts of the application's last step that concern the sale (decision 027): the
 * buyer's postal address (printed on the invoices), the acceptance of the CGV and the link to the
 * privacy page. The checks' messages mirror the server's (application-input.ts).
 */
import { formatDate } from './format.ts';
import type { Lang } from './lang.ts';


export const consentTexts = {
  fr: {
    addressLegend: 'Adresse de facturation',
    addressHint: 'Elle figure sur vos factures.',
    street: 'Adresse (numéro et voie)',
    postal_code: 'Code postal',
    city: 'Ville',
    country: 'Pays',
    cgvBefore: 'J’ai lu et j’accepte les ',
    cgvLink: 'conditions générales de vente',
    cgvAfter: (version: string) => ` (version du ${formatDate(String(version), 'fr')}).`,
    cgvNewTab: '(s’ouvre dans un nouvel onglet)',
    privacyBefore: 'Vos réponses servent à enregistrer votre candidature puis à vous accompagner\u00a0; voir ',
    privacyLink: 'Confidentialité',
    privacyAfter: ' pour ce que nous conservons et combien de temps.',
    errors: {
      postalCode: 'Code postal invalide (5 chiffres en France).',
      country: 'Choisissez un pays dans la liste.',
      acceptCgv: 'Cochez la case pour accepter les conditions générales de vente.',
    },
    summaryAddress: 'Adresse de facturation',
    summaryCgv: 'Conditions générales de vente',
    summaryCgvAccepted: (version: string) => `Acceptées (version du ${formatDate(String(version), 'fr')})`,
    summaryCgvMissing: 'Pas encore acceptées',
  },
  en: {
    addressLegend: 'Billing address',
    addressHint: 'It is printed on your invoices.',
    street: 'Address (number and street)',
    postal_code: 'Postal code',
    city: 'City',
    country: 'Country',
    cgvBefore: 'I have read and accept the ',
    cgvLink: 'terms of sale',
    cgvAfter: (version: string) => ` (version of ${formatDate(String(version), 'en')}).`,
    cgvNewTab: '(opens in a new tab)',
    privacyBefore: 'Your answers are used to record your application and then to support you; see ',
    privacyLink: 'Privacy',
    privacyAfter: ' for what we keep and for how long.',
    errors: {
      postalCode: 'Invalid postal code (5 digits in France).',
      country: 'Choose a country from the list.',
      acceptCgv: 'Tick the box to accept the terms of sale.',
    },
    summaryAddress: 'Billing address',
    summaryCgv: 'Terms of sale',
    summaryCgvAccepted: (version: string) => `Accepted (version of ${formatDate(String(version), 'en')})`,
    summaryCgvMissing: 'Not accepted yet',
  },
} satisfies Record<Lang, unknown>;

export type ConsentTexts = (typeof consentTexts)['fr'];
