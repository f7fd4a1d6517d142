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
      csrf_rejected: 'Requête refusée\u00a0: elle ne vient pas de ce site.',
      not_found: 'Ressource introuvable.',
      card_not_found: 'Fiche introuvable.',
      user_not_found: 'Utilisateur introuvable.',
      parcours_not_found: 'Parcours introuvable.',
      method_not_allowed: 'Méthode non autorisée pour cette ressource.',
      conflict: 'Conflit avec l’état actuel de la ressource.',
      email_taken: 'Cette adresse e-mail est déjà utilisée.',
      parcours_limit: 'Votre formule Essentiel permet un seul parcours actif à la fois.',
      action_not_started: 'Cette action n’a pas encore été commencée.',
      action_incomplete: 'Cette action n’est pas terminée\u00a0: répondez aux questions obligatoires et cochez chaque étape (avec son justificatif si demandé).',
      payload_too_large: 'Le contenu envoyé est trop volumineux.',
      unsupported_media_type: 'Type de contenu non pris en charge.',
      rate_limited: 'Trop de tentatives. Réessayez plus tard.',
      internal_error: 'Une erreur interne est survenue.',
      // applications, payment, invoices, site updates
      candidature_not_found: 'Candidature introuvable.',
      invoice_not_found: 'Facture introuvable.',
      site_update_not_found: 'Nouveauté introuvable.',
      cgv_not_accepted: 'Acceptez les conditions générales de vente pour envoyer votre candidature.',
      account_exists: 'Un compte existe déjà avec cette adresse e-mail\u00a0: connectez-vous pour envoyer votre candidature.',
      already_member: 'Vous êtes déjà membre\u00a0: aucune candidature n’est nécessaire.',
      application_pending: 'Vous avez déjà une candidature en attente de paiement.',
      payment_reference_mismatch: 'Cette candidature a déjà été payée avec une autre référence de paiement.',
      payment_not_completed: 'Le paiement n’est pas confirmé par le prestataire de paiement.',
      invalid_signature: 'Signature du webhook invalide.',
      payment_provider_unavailable: 'Le prestataire de paiement ne répond pas. Réessayez dans un instant.',
      // files
      invalid_multipart: 'Envoi de fichier mal formé\u00a0: envoyez un formulaire multipart avec un seul fichier dans le champ «\u00a0file\u00a0».',
      file_missing: 'Aucun fichier reçu\u00a0: joignez un fichier dans le champ «\u00a0file\u00a0».',
      empty_file: 'Le fichier est vide.',
      checklist_item_not_found: 'Cet élément de la liste de contrôle n’existe pas pour cette fiche.',
      file_not_found: 'Fichier introuvable.',
      worksheet_not_found: 'Aucune fiche à imprimer pour cet élément.',
      gallery_full: 'Votre galerie est pleine (30 photos au plus). Retirez-en une avant d’en ajouter.',
      file_too_large: 'Fichier trop volumineux\u00a0: 15 Mo au plus pour une photo, 25 Mo pour un document.',
      image_too_many_pixels: 'Image trop grande\u00a0: elle dépasse 100 millions de pixels.',
      unsupported_file_type: 'Format non pris en charge. Photos\u00a0: JPEG, PNG, WebP, GIF, AVIF ou TIFF\u202f; documents\u00a0: PDF ou ZIP.',
      heic_not_supported: 'Les photos HEIC (format par défaut des iPhone) ne sont pas prises en charge. Envoyez-la en JPEG, PNG ou WebP\u00a0: sur iPhone, Réglages › Appareil photo › Formats › «\u00a0Le plus compatible\u00a0», ou exportez-la en JPEG.',
      unreadable_image: 'Cette image est illisible ou incomplète.',
      encrypted_pdf: 'Ce PDF est protégé par un mot de passe. Envoyez une version sans protection.',
      unsafe_archive: 'Cette archive ZIP est refusée\u00a0: elle est trop volumineuse une fois décompressée, contient une autre archive, un lien ou un chemin hors du dossier, ou est illisible.',
      // collaboration (issue 11)
      invalid_pdf: 'Ce fichier n’est pas un PDF.',
      cannot_reply_to_own_request: 'Vous ne pouvez pas répondre à votre propre demande.',
      not_request_author: 'Seul l’auteur de la demande peut accepter une réponse.',
      request_not_found: 'Demande de collaboration introuvable.',
      reply_not_found: 'Réponse introuvable.',
      match_not_found: 'Collaboration introuvable.',
      request_closed: 'Cette demande est fermée\u00a0: elle ne reçoit plus de réponses.',
      already_replied: 'Vous avez déjà répondu à cette demande.',
      answers_already_submitted: 'Vos réponses sont déjà envoyées\u00a0: pour les modifier, renvoyez l’ensemble complet.',
      contract_locked: 'Le texte du contrat est établi et figé\u00a0: les réponses ne peuvent plus changer.',
      contract_not_finalized: 'Le contrat n’est pas encore établi.',
      contract_not_sealed: 'Le contrat n’est pas encore scellé\u00a0: il le sera quand les deux parties l’auront signé.',
      contract_already_signed: 'Vous avez déjà signé ce contrat.',
      collaboration_closed: 'Cette collaboration a été close sans signature.',
      contract_sealed: 'Le contrat est signé par les deux parties et scellé\u00a0: il ne peut plus changer.',
      signature_name_mismatch: 'Tapez votre nom complet tel qu’il figure au contrat.',
      // experience
      value_out_of_range: 'Cette valeur sort des limites de cette mesure.',
      reading_not_found: 'Aucun relevé à cette date pour cette mesure.',
      // hardening (decision 006)
      recent_sign_in_required: 'Pour modifier l’adresse e-mail ou le mot de passe, reconnectez-vous d’abord avec un lien de connexion (ou Google), puis réessayez dans les dix minutes.',
      database_unavailable: 'Le service est momentanément indisponible. Réessayez dans un instant.',
      migrations_pending: 'Cette instance attend la migration de la base de données.',
      busy: 'Le service traite déjà beaucoup de fichiers. Réessayez dans quelques secondes.',
      storage_unavailable: 'Le stockage des fichiers est momentanément indisponible. Réessayez dans un instant.',
      // landings
      landing_theme_not_found: 'Thème de page d’accueil introuvable.',
      landing_bake_failed: 'La page n’a pas pu être générée : rien n’a été modifié.',
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
      action_incomplete: 'This action is not finished: answer the required questions and tick every step (with its proof when asked).',
      payload_too_large: 'The request body is too large.',
      unsupported_media_type: 'Unsupported content type.',
      rate_limited: 'Too many attempts. Try again later.',
      internal_error: 'An internal error occurred.',
      // applications, payment, invoices, site updates
      candidature_not_found: 'Application not found.',
      invoice_not_found: 'Invoice not found.',
      site_update_not_found: 'Update not found.',
      cgv_not_accepted: 'Accept the terms of sale to send your application.',
      account_exists: 'An account already exists with this email address: sign in to send your application.',
      already_member: 'You are already a member: no application is needed.',
      application_pending: 'You already have an application waiting for payment.',
      payment_reference_mismatch: 'This application was already paid with another payment reference.',
      payment_not_completed: 'The payment provider does not confirm this payment.',
      invalid_signature: 'Invalid webhook signature.',
      payment_provider_unavailable: 'The payment provider is not answering. Please try again in a moment.',
      // files
      invalid_multipart: 'Malformed upload: send a multipart form with exactly one file in the "file" field.',
      file_missing: 'No file received: attach a file in the "file" field.',
      empty_file: 'The file is empty.',
      checklist_item_not_found: 'This checklist item does not exist on this card.',
      file_not_found: 'File not found.',
      worksheet_not_found: 'There is no printable worksheet for this item.',
      gallery_full: 'Your gallery is full (30 photos at most). Remove one before adding another.',
      file_too_large: 'File too large: 15 MB at most for a photo, 25 MB for a document.',
      image_too_many_pixels: 'Image too large: it has more than 100 million pixels.',
      unsupported_file_type: 'Unsupported format. Photos: JPEG, PNG, WebP, GIF, AVIF or TIFF; documents: PDF or ZIP.',
      heic_not_supported: 'HEIC photos (the iPhone default) are not supported. Send it as JPEG, PNG or WebP: on an iPhone, Settings › Camera › Formats › "Most Compatible", or export it as JPEG.',
      unreadable_image: 'This image is unreadable or incomplete.',
      encrypted_pdf: 'This PDF is password-protected. Send a version without protection.',
      unsafe_archive: 'This ZIP archive is refused: it is too large once uncompressed, contains another archive, a link or a path outside its folder, or cannot be read.',
      // collaboration (issue 11)
      invalid_pdf: 'This file is not a PDF.',
      cannot_reply_to_own_request: 'You cannot reply to your own request.',
      not_request_author: 'Only the author of the request can accept a reply.',
      request_not_found: 'Collaboration request not found.',
      reply_not_found: 'Reply not found.',
      match_not_found: 'Collaboration not found.',
      request_closed: 'This request is closed: it takes no more replies.',
      already_replied: 'You have already replied to this request.',
      answers_already_submitted: 'Your answers are already sent: to change them, send the complete set again.',
      contract_locked: 'The agreement text is drawn up and locked: the answers can no longer change.',
      contract_not_finalized: 'The agreement has not been drawn up yet.',
      contract_not_sealed: 'The agreement is not sealed yet: it will be once both parties have signed it.',
      contract_already_signed: 'You have already signed this agreement.',
      collaboration_closed: 'This collaboration was closed without signature.',
      contract_sealed: 'The agreement is signed by both parties and sealed: it can no longer change.',
      signature_name_mismatch: 'Type your full name as it appears in the agreement.',
      // experience
      value_out_of_range: 'This value is outside the limits of this measure.',
      reading_not_found: 'No reading on this date for this measure.',
      // hardening (decision 006)
      recent_sign_in_required: 'To change the email address or the password, sign in again with a sign-in link (or Google) first, then try again within ten minutes.',
      database_unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
      migrations_pending: 'This instance is waiting for the database migration.',
      busy: 'The service is already processing many files. Please try again in a few seconds.',
      storage_unavailable: 'File storage is temporarily unavailable. Please try again in a moment.',
      // landings
      landing_theme_not_found: 'Landing theme not found.',
      landing_bake_failed: 'The page could not be generated: nothing was changed.',
    },
  },
};
