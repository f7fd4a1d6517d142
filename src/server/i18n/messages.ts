/** Server-side texts (error messages, mails) in both languages. French is the default. */
export type Lang = 'fr' | 'en';
export const LANGS: readonly Lang[] = ['fr', 'en'];

export function asLang(value: unknown): Lang {
  return value === 'en' ? 'en' : 'fr';
}

/** First supported language of an Accept-Language header, French otherwise. */
export function langFromAcceptLanguage(header: string | null): Lang {
  if (!header) return 'fr';
  for (const part of header.split(',')) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if (tag === 'fr' || tag === 'en') return tag;
  }
  return 'fr';
}

type ErrorTexts = Record<string, string>;

export const messages: Record<Lang, { errors: ErrorTexts }> = {
  fr: {
    errors: {
      bad_request: 'Requête invalide.',
      invalid_json: 'Le corps de la requête n’est pas un JSON valide.',
      validation_failed: 'Certaines valeurs sont invalides.',
      unknown_metric: 'Cette mesure n’existe pas pour cette fiche.',
      future_date: 'La date d’une mesure ne peut pas être dans le futur.',
      invalid_unsubscribe_token: 'Ce lien de désinscription est invalide.',
      proof_required: 'Ajoutez d’abord un justificatif à cet élément de la liste.',
      unauthenticated: 'Connectez-vous pour continuer.',
      invalid_credentials: 'Adresse e-mail ou mot de passe incorrect.',
      invalid_token: 'Session invalide ou expirée. Reconnectez-vous.',
      forbidden: 'Vous n’avez pas accès à cette ressource.',
      csrf_rejected: 'Requête refusée : elle ne vient pas de ce site.',
      not_found: 'Ressource introuvable.',
      card_not_found: 'Fiche introuvable.',
      user_not_found: 'Utilisateur introuvable.',
      parcours_not_found: 'Parcours introuvable.',
      method_not_allowed: 'Méthode non autorisée pour cette ressource.',
      conflict: 'Conflit avec l’état actuel de la ressource.',
      email_taken: 'Cette adresse e-mail est déjà utilisée.',
      parcours_limit: 'Votre formule Essentiel permet un seul parcours actif à la fois.',
      action_not_started: 'Cette action n’a pas encore été commencée.',
      payload_too_large: 'Le contenu envoyé est trop volumineux.',
      unsupported_media_type: 'Type de contenu non pris en charge.',
      rate_limited: 'Trop de tentatives. Réessayez plus tard.',
      internal_error: 'Une erreur interne est survenue.',
    },
  },
  en: {
    errors: {
      bad_request: 'Invalid request.',
      invalid_json: 'The request body is not valid JSON.',
      validation_failed: 'Some values are invalid.',
      unknown_metric: 'This metric does not exist for this card.',
      future_date: 'A reading cannot be dated in the future.',
      invalid_unsubscribe_token: 'This unsubscribe link is invalid.',
      proof_required: 'Attach a proof document to this checklist item first.',
      unauthenticated: 'Please sign in to continue.',
      invalid_credentials: 'Wrong email or password.',
      invalid_token: 'Invalid or expired session. Please sign in again.',
      forbidden: 'You do not have access to this resource.',
      csrf_rejected: 'Request refused: it does not come from this site.',
      not_found: 'Resource not found.',
      card_not_found: 'Card not found.',
      user_not_found: 'User not found.',
      parcours_not_found: 'Path not found.',
      method_not_allowed: 'Method not allowed for this resource.',
      conflict: 'Conflict with the current state of the resource.',
      email_taken: 'This email address is already in use.',
      parcours_limit: 'Your Essential plan allows one active path at a time.',
      action_not_started: 'This action has not been started yet.',
      payload_too_large: 'The request body is too large.',
      unsupported_media_type: 'Unsupported content type.',
      rate_limited: 'Too many attempts. Try again later.',
      internal_error: 'An internal error occurred.',
    },
  },
};
