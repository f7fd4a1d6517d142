/**
 * Field error texts in both languages, without any library: the API's validators use them
 * (field-messages.ts) and so do the islands, so a message reads the same wherever it is made.
 */
import { formatNumber } from './format.ts';
import type { Lang } from './lang.ts';

const fr = {
  required: 'Ce champ est obligatoire.',
  unknownField: 'Ce champ n’existe pas.',
  text: 'Entrez un texte.',
  empty: 'Ce champ ne peut pas être vide.',
  tooLong: (n: number) => `${formatNumber(n, 'fr')} caractères au maximum.`,
  tooShort: (n: number) => `${formatNumber(n, 'fr')} caractères au minimum.`,
  number: 'Entrez un nombre.',
  integer: 'Entrez un nombre entier.',
  boolean: 'Répondez par oui ou par non.',
  option: 'Choisissez l’une des propositions.',
  list: 'Une liste est attendue.',
  tooMany: (n: number) => `${formatNumber(n, 'fr')} éléments au maximum.`,
  tooFew: (n: number) => `Au moins ${formatNumber(n, 'fr')} élément${n > 1 ? 's' : ''}.`,
  distinct: 'Chaque élément ne peut figurer qu’une fois.',
  color: 'Une couleur s’écrit #rrggbb (par exemple #9a4a24).',
  date: 'Entrez une date réelle au format AAAA-MM-JJ.',
  object: 'Un objet est attendu.',
  unknownItem: 'Cet élément n’existe pas dans la liste.',
  invalid: 'Valeur invalide.',
  between: (min: string, max: string) => `Entrez une valeur entre ${min} et ${max}.`,
  atLeast: (min: string) => `Entrez une valeur d’au moins ${min}.`,
  atMost: (max: string) => `Entrez une valeur d’au plus ${max}.`,
  decimalInvalid: 'Entrez un nombre, par exemple 12 ou 12,5 (virgule pour les décimales).',
  decimalAmbiguous: 'Nombre ambigu\u00a0: écrivez-le sans séparateur de milliers, avec une virgule pour les décimales (par exemple 1500 ou 1,5).',
  numberNotText: 'Envoyez un nombre JSON, avec un point pour les décimales (par exemple 1.5), pas un texte comme "1,5".',
  periodOrder: 'La date de fin doit être le même jour que la date de début ou après.',
  periodTooLong: 'Une période de 366 jours au plus.',
  singleLine: 'Une seule ligne, sans caractère de contrôle (retour à la ligne, tabulation…).',
  controlCharacters: 'Pas de caractère de contrôle (tabulation, caractère invisible…)\u00a0; les retours à la ligne sont permis.',
};

export type FieldMessages = typeof fr;

const en: FieldMessages = {
  required: 'This field is required.',
  unknownField: 'This field does not exist.',
  text: 'Enter some text.',
  empty: 'This field cannot be empty.',
  tooLong: (n) => `${formatNumber(n, 'en')} characters at most.`,
  tooShort: (n) => `${formatNumber(n, 'en')} characters at least.`,
  number: 'Enter a number.',
  integer: 'Enter a whole number.',
  boolean: 'Answer yes or no.',
  option: 'Pick one of the suggestions.',
  list: 'A list is expected.',
  tooMany: (n) => `${formatNumber(n, 'en')} items at most.`,
  tooFew: (n) => `At least ${formatNumber(n, 'en')} item${n > 1 ? 's' : ''}.`,
  distinct: 'Each item can appear only once.',
  color: 'A colour is written #rrggbb (for example #9a4a24).',
  date: 'Enter a real date as YYYY-MM-DD.',
  object: 'An object is expected.',
  unknownItem: 'This item is not in the list.',
  invalid: 'Invalid value.',
  between: (min, max) => `Enter a value between ${min} and ${max}.`,
  atLeast: (min) => `Enter a value of at least ${min}.`,
  atMost: (max) => `Enter a value of at most ${max}.`,
  decimalInvalid: 'Enter a number, for example 12 or 12.5 (a dot for decimals).',
  decimalAmbiguous: 'Ambiguous number: write it without a thousands separator, with a dot for decimals (for example 1500 or 1.5).',
  numberNotText: 'Send a JSON number, with a dot for decimals (for example 1.5), not a text such as "1,5".',
  periodOrder: 'The end date must be the same day as the start date or later.',
  periodTooLong: 'A period of 366 days at most.',
  singleLine: 'One line only, without control characters (line break, tab…).',
  controlCharacters: 'No control characters (tab, invisible character…); line breaks are allowed.',
};

export const fieldMessages: Record<Lang, FieldMessages> = { fr, en };

/** "Entrez une valeur entre 0 et 100." and its one-sided forms; null when unbounded. */
export function rangeMessage(lang: Lang, min: number | null, max: number | null): string {
  const t = fieldMessages[lang];
  const n = (v: number) => formatNumber(v, lang, 6);
  if (min !== null && max !== null) return t.between(n(min), n(max));
  if (min !== null) return t.atLeast(n(min));
  if (max !== null) return t.atMost(n(max));
  return t.invalid;
}

