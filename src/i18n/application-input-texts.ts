/**
 * Field messages of the application form's body (POST /api/candidatures, decision 009), in both
 * languages, shown by the form beside each field as they are. Limits come in as arguments.
 */
import type { Lang } from './lang.ts';

const fr = {
  required: 'Ce champ est obligatoire.',
  tooLong: (max: number) => `${max} caractères au plus.`,
  email: 'Saisissez une adresse e-mail valide (nom@exemple.fr).',
  url: 'Saisissez une adresse web complète commençant par https:// ou http://.',
  tooManyLinks: (n: number) => `${n} liens au plus.`,
  duplicateLinks: 'Chaque lien ne doit apparaître qu’une fois.',
  photo: 'Photo inconnue\u00a0: envoyez-la à nouveau.',
  tooManyPhotos: (n: number) => `${n} photos au plus.`,
  priorityNeed: 'Choisissez votre besoin prioritaire.',
  revenue: 'Indiquez un chiffre d’affaires mensuel en euros, sans centimes (0 si vous débutez).',
  revenueMax: 'Ce montant semble trop élevé\u00a0: indiquez un chiffre d’affaires mensuel en euros.',
  formula: 'Choisissez une formule\u00a0: Essentiel ou Premium.',
  lang: 'Langue inconnue (fr ou en).',
  source: 'Provenance invalide.',
  postalCode: 'Code postal invalide (5 chiffres en France).',
  country: 'Choisissez un pays dans la liste.',
  acceptCgv: 'Cochez la case pour accepter les conditions générales de vente.',
  cgvChanged: 'Les conditions générales de vente ont changé depuis l’ouverture de ce formulaire\u00a0: rechargez la page, relisez-les et acceptez-les à nouveau.',
  siren: 'SIREN invalide\u00a0: 9 chiffres, ou les 14 du SIRET (vérifiez-le sur votre avis de situation).',
  sirenRequired: 'Indiquez le SIREN de l’entreprise (9 chiffres).',
  sirenFranceOnly: 'Le SIREN ne concerne que les entreprises établies en France.',
  vatNumber: 'Numéro de TVA invalide pour ce pays (préfixe du pays puis le numéro, par exemple DE suivi de 9 chiffres).',
  vatRequired: 'Indiquez le numéro de TVA intracommunautaire de l’entreprise\u00a0: sans lui, la TVA française s’applique comme pour un particulier.',
  vatOfAnotherSiren: 'Ce numéro de TVA est celui d’une autre entreprise\u00a0: sa clé ne correspond pas au SIREN indiqué.',
  vatNotRegistered: 'Le service européen VIES indique que ce numéro de TVA n’est pas valide\u00a0: vérifiez-le, ou laissez-le vide pour payer la TVA française.',
  /** A signed-in caller applying with another address (create-application.ts). */
  accountEmail: (email: string) => `Utilisez l’adresse de votre compte (${email}).`,
};

export type ApplicationInputTexts = typeof fr;

const en: ApplicationInputTexts = {
  required: 'This field is required.',
  tooLong: (max) => `At most ${max} characters.`,
  email: 'Enter a valid email address (name@example.com).',
  url: 'Enter a full web address starting with https:// or http://.',
  tooManyLinks: (n) => `At most ${n} links.`,
  duplicateLinks: 'Each link may appear only once.',
  photo: 'Unknown photo: please upload it again.',
  tooManyPhotos: (n) => `At most ${n} photos.`,
  priorityNeed: 'Choose your priority need.',
  revenue: 'Enter a monthly turnover in whole euros (0 if you are starting out).',
  revenueMax: 'This amount looks too high: enter a monthly turnover in euros.',
  formula: 'Choose a plan: Essential or Premium.',
  lang: 'Unknown language (fr or en).',
  source: 'Invalid source.',
  postalCode: 'Invalid postal code (5 digits in France).',
  country: 'Choose a country from the list.',
  acceptCgv: 'Tick the box to accept the terms of sale.',
  cgvChanged: 'The terms of sale changed since this form was opened: reload the page, read them again and accept them.',
  siren: 'Invalid SIREN: 9 digits, or the 14 of the SIRET.',
  sirenRequired: 'Enter the company’s SIREN (9 digits).',
  sirenFranceOnly: 'A SIREN only applies to businesses established in France.',
  vatNumber: 'Invalid VAT number for this country (country prefix then the number, e.g. DE followed by 9 digits).',
  vatRequired: 'Enter the company’s intra-EU VAT number: without it, French VAT applies as for a private person.',
  vatOfAnotherSiren: 'This VAT number belongs to another company: its key does not match the SIREN given.',
  vatNotRegistered: 'The EU VIES service says this VAT number is not valid: check it, or leave it empty to pay French VAT.',
  accountEmail: (email) => `Use your account’s address (${email}).`,
};

export const applicationInputTexts: Record<Lang, ApplicationInputTexts> = { fr, en };
