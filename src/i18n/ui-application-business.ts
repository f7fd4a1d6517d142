/**
 * Texts of the application's "who is invoiced" question (decision 036): a private person or a
 * business, and the business's identifiers, which decide the VAT of the invoices. The checks'
 * messages mirror the server's (application-input.ts).
 */
import type { Lang } from './lang.ts';

export const businessTexts = {
  fr: {
    legend: 'Vous achetez en tant que',
    person: 'Particulier',
    business: 'Entreprise (ou entrepreneur individuel)',
    businessHint: 'Les factures sont alors établies au nom de l’entreprise.',
    businessLegend: 'L’entreprise facturée',
    name: 'Raison sociale',
    siren: 'SIREN',
    sirenHint: '9 chiffres (ou le SIRET, 14 chiffres).',
    vatNumber: 'Numéro de TVA intracommunautaire',
    vatHint: 'Préfixe du pays puis le numéro, par exemple DE suivi de 9 chiffres.',
    taxIdOutsideEu: 'Numéro d’identification fiscale',
    reverseCharge: 'Entreprise établie dans l’Union européenne hors de France\u00a0: autoliquidation, la TVA est due par vous (art. 196 de la directive 2006/112/CE), si le service européen VIES confirme votre numéro de TVA à l’envoi de la candidature.',
    outOfScope: 'Entreprise établie hors de l’Union européenne\u00a0: TVA française non applicable (art. 259-1 du CGI).',
    noVatPrice: (price: string, deposit: string) => ` Vous payez le prix hors taxes\u00a0: ${price}, dont un acompte de ${deposit} aujourd’hui.`,
    summary: 'Facturé à',
    errors: {
      siren: 'SIREN invalide\u00a0: 9 chiffres, ou les 14 du SIRET (vérifiez-le sur votre avis de situation).',
      sirenRequired: 'Indiquez le SIREN de l’entreprise (9 chiffres).',
      vatNumber: 'Numéro de TVA invalide pour ce pays (préfixe du pays puis le numéro, par exemple DE suivi de 9 chiffres).',
      vatRequired: 'Indiquez le numéro de TVA intracommunautaire de l’entreprise\u00a0: sans lui, la TVA française s’applique comme pour un particulier.',
    },
  },
  en: {
    legend: 'You are buying as',
    person: 'A private person',
    business: 'A business (or sole trader)',
    businessHint: 'The invoices are then made out to the business.',
    businessLegend: 'The business invoiced',
    name: 'Company name',
    siren: 'SIREN',
    sirenHint: '9 digits (or the SIRET, 14 digits).',
    vatNumber: 'Intra-EU VAT number',
    vatHint: 'Country prefix then the number, e.g. DE followed by 9 digits.',
    taxIdOutsideEu: 'Tax identification number',
    reverseCharge: 'Business established in the EU outside France: reverse charge, the VAT is due by you (art. 196 of directive 2006/112/EC), if the EU VIES service confirms your VAT number when the application is sent.',
    outOfScope: 'Business established outside the EU: French VAT does not apply (art. 259-1 of the French tax code).',
    noVatPrice: (price: string, deposit: string) => ` You pay the price excluding VAT: ${price}, with a deposit of ${deposit} today.`,
    summary: 'Invoiced to',
    errors: {
      siren: 'Invalid SIREN: 9 digits, or the 14 of the SIRET.',
      sirenRequired: 'Enter the company’s SIREN (9 digits).',
      vatNumber: 'Invalid VAT number for this country (country prefix then the number, e.g. DE followed by 9 digits).',
      vatRequired: 'Enter the company’s intra-EU VAT number: without it, French VAT applies as for a private person.',
    },
  },
} satisfies Record<Lang, unknown>;
