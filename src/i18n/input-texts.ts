/**
 * Field messages of the server's input checks, per area, in both languages (decision 045): the
 * server modules pick a text by key and language. Limits come in as arguments, so each module
 * keeps its own numbers beside its checks.
 */
import type { Lang } from './lang.ts';

const fr = {
  /** Client JSON refused before it reaches a handler (respond.ts). */
  json: {
    nul: 'Le caractère NUL (\\u0000) n’est pas accepté.',
    depth: (levels: number) => `Imbrication trop profonde (plus de ${levels} niveaux).`,
    surrogate: 'Ce texte contient un caractère invalide (demi-paire UTF-16 isolée).',
    reserved_key: 'Ce nom est réservé.',
  },
  /** The text parts of a multipart upload (read-upload.ts): 1 KiB is its FIELD_LIMITS.fieldSize. */
  uploadPart: { tooLong: '1\u202fKio au plus', nul: 'Les caractères NUL (\\u0000) ne sont pas acceptés.', twice: 'Champ envoyé plusieurs fois.' },
  /** The fields of POST /api/upload (upload-fields.ts). */
  uploadFields: {
    type: (types: string) => `Indiquez le type\u00a0: ${types}.`,
    cardRequired: 'Indiquez la fiche (card_id) pour une photo ou un document d’action.',
    notForType: 'Ce champ n’est pas accepté pour ce type d’envoi.',
    itemId: 'Identifiant d’élément de liste invalide.',
    unknown: 'Champ inconnu.',
    tooLong: '200 caractères au plus.',
  },
  /** An application's photos that cannot be claimed (claim-candidature-uploads.ts). */
  claimPhotos: (ids: string) => `Photos introuvables ou déjà utilisées\u00a0: ${ids}. Envoyez-les à nouveau.`,
  payment: { id: 'Indiquez l’identifiant de la candidature.', reference: 'Indiquez la référence du paiement (255 caractères au plus).' },
  refund: { amount: 'Indiquez un montant en centimes (entier positif).', reason: 'Le motif fait 500 caractères au plus.' },
  account: { currentPasswordRequired: 'Indiquez votre mot de passe actuel pour changer l’adresse e-mail ou le mot de passe.' },
  siteUpdate: {
    title: 'Indiquez un titre (140 caractères au plus).',
    description: 'Indiquez une description (2000 caractères au plus).',
    date: 'Indiquez une date de publication valide (AAAA-MM-JJ).',
    titleEn: 'Le titre anglais compte 140 caractères au plus.',
    descriptionEn: 'La description anglaise compte 2000 caractères au plus.',
  },
  /** A checklist item that waits (save-action.ts); `when` is a formatted date. */
  itemNotYetOpen: (when: string, days: number) => `Cet élément s’ouvre le ${when}, ${days}\u00a0jours après le début de l’action.`,
  /** The collaboration routes' texts and answers (board/input.ts, validate-answers.ts). */
  board: {
    required: 'Ce champ est obligatoire.',
    answerRequired: 'Répondez à cette question.',
    notText: 'Entrez un texte.',
    tooLong: (max: number) => `${max} caractères au maximum.`,
    badCharacters: 'Ce texte contient des caractères non autorisés.',
    integer: (min: number, max: number) => `Entrez un nombre entier entre ${min} et ${max}.`,
    choice: 'Choisissez une des réponses proposées.',
    boolean: 'Répondez par oui ou par non.',
    date: (min: string, max: string) => `Entrez une date réelle au format AAAA-MM-JJ, entre ${min} et ${max}.`,
    unknownQuestion: 'Cette question n’existe pas.',
    answersObject: 'Les réponses doivent être un objet { clé\u00a0: valeur }.',
  },
};

export type InputTexts = typeof fr;

const en: InputTexts = {
  json: {
    nul: 'NUL characters (\\u0000) are not allowed.',
    depth: (levels) => `Nested deeper than ${levels} levels.`,
    surrogate: 'This text contains an invalid character (a lone UTF-16 surrogate).',
    reserved_key: 'This name is reserved.',
  },
  uploadPart: { tooLong: 'At most 1 KiB', nul: 'NUL characters (\\u0000) are not allowed.', twice: 'Sent more than once.' },
  uploadFields: {
    type: (types) => `Give the type: ${types}.`,
    cardRequired: 'Give the card (card_id) for an action photo or document.',
    notForType: 'This field is not accepted for this type of upload.',
    itemId: 'Invalid checklist item id.',
    unknown: 'Unknown field.',
    tooLong: 'At most 200 characters.',
  },
  claimPhotos: (ids) => `Photos not found or already used: ${ids}. Upload them again.`,
  payment: { id: 'Give the application id.', reference: 'Give the payment reference (at most 255 characters).' },
  refund: { amount: 'Give an amount in cents (a positive whole number).', reason: 'The reason is at most 500 characters.' },
  account: { currentPasswordRequired: 'Enter your current password to change the email address or the password.' },
  siteUpdate: {
    title: 'Enter a title (at most 140 characters).',
    description: 'Enter a description (at most 2000 characters).',
    date: 'Enter a valid publication date (YYYY-MM-DD).',
    titleEn: 'The English title is at most 140 characters.',
    descriptionEn: 'The English description is at most 2000 characters.',
  },
  itemNotYetOpen: (when, days) => `This item opens on ${when}, ${days} days after the action was started.`,
  board: {
    required: 'This field is required.',
    answerRequired: 'Answer this question.',
    notText: 'Enter some text.',
    tooLong: (max) => `At most ${max} characters.`,
    badCharacters: 'This text contains characters that are not allowed.',
    integer: (min, max) => `Enter a whole number between ${min} and ${max}.`,
    choice: 'Choose one of the offered answers.',
    boolean: 'Answer yes or no.',
    date: (min, max) => `Enter a real date as YYYY-MM-DD, between ${min} and ${max}.`,
    unknownQuestion: 'This question does not exist.',
    answersObject: 'The answers must be an object { key: value }.',
  },
};

export const inputTexts: Record<Lang, InputTexts> = { fr, en };
