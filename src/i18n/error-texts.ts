/**
 * Every error code of the API with its HTTP status and its message in French and English: the
 * one table AppError (src/server/platform/http/errors.ts), the OpenAPI document and the reference page
 * read. Plain data: no server import. A new code is one line here (French typography: a no-break
 * space before : ; ! ?).
 */

export interface ErrorText {
  status: number;
  fr: string;
  en: string;
}

export const ERROR_TEXTS = {
  bad_request: { status: 400, fr: 'Requête invalide.', en: 'Invalid request.' },
  invalid_json: { status: 400, fr: 'Le corps de la requête n’est pas un JSON valide.', en: 'The request body is not valid JSON.' },
  validation_failed: { status: 400, fr: 'Certaines valeurs sont invalides.', en: 'Some values are invalid.' },
  // A request the API description calls valid that a rule of the resource refuses: still a 400,
  // its code says which kind (decision 030). The only 422s: action_incomplete, idempotency_key_reused.
  rule_failed: { status: 400, fr: 'Certaines valeurs ne respectent pas les règles de cet élément.', en: 'Some values break the rules of this item.' },
  unknown_metric: { status: 400, fr: 'Cette mesure n’existe pas pour cette fiche.', en: 'This metric does not exist for this card.' },
  future_date: { status: 400, fr: 'La date d’une mesure ne peut pas être dans le futur.', en: 'A reading cannot be dated in the future.' },
  email_change_link_invalid: { status: 400, fr: 'Ce lien de confirmation d’adresse ne fonctionne pas\u00a0: il a déjà servi, a été remplacé par un plus récent ou le changement a été annulé.', en: 'This address confirmation link does not work: it was already used, replaced by a newer one, or the change was cancelled.' },
  email_change_link_expired: { status: 400, fr: 'Ce lien de confirmation d’adresse a expiré. Demandez-en un nouveau depuis votre compte.', en: 'This address confirmation link has expired. Ask for a new one from your account.' },
  invalid_unsubscribe_token: { status: 400, fr: 'Ce lien de désinscription est invalide.', en: 'This unsubscribe link is invalid.' },
  proof_required: { status: 400, fr: 'Ajoutez d’abord un justificatif à cet élément de la liste.', en: 'Attach a proof document to this checklist item first.' },
  checklist_item_not_yet_open: { status: 400, fr: 'Cet élément de la liste ne peut pas encore être coché\u00a0: il s’ouvre quelques jours après le début de l’action.', en: 'This checklist item cannot be ticked yet: it opens some days after the action was started.' },
  unauthenticated: { status: 401, fr: 'Connectez-vous pour continuer.', en: 'Please sign in to continue.' },
  invalid_credentials: { status: 401, fr: 'Adresse e-mail ou mot de passe incorrect.', en: 'Wrong email or password.' },
  invalid_token: { status: 401, fr: 'Session invalide ou expirée. Reconnectez-vous.', en: 'Invalid or expired session. Please sign in again.' },
  forbidden: { status: 403, fr: 'Vous n’avez pas accès à cette ressource.', en: 'You do not have access to this resource.' },
  csrf_rejected: { status: 403, fr: 'Requête refusée\u00a0: elle ne vient pas de ce site.', en: 'Request refused: it does not come from this site.' },
  not_found: { status: 404, fr: 'Ressource introuvable.', en: 'Resource not found.' },
  card_not_found: { status: 404, fr: 'Fiche introuvable.', en: 'Card not found.' },
  user_not_found: { status: 404, fr: 'Utilisateur introuvable.', en: 'User not found.' },
  parcours_not_found: { status: 404, fr: 'Parcours introuvable.', en: 'Path not found.' },
  method_not_allowed: { status: 405, fr: 'Méthode non autorisée pour cette ressource.', en: 'Method not allowed for this resource.' },
  conflict: { status: 409, fr: 'Conflit avec l’état actuel de la ressource.', en: 'Conflict with the current state of the resource.' },
  no_pending_email: { status: 409, fr: 'Aucun changement d’adresse n’attend de confirmation.', en: 'No address change is waiting for confirmation.' },
  email_taken: { status: 409, fr: 'Cette adresse e-mail est déjà utilisée.', en: 'This email address is already in use.' },
  parcours_limit: { status: 409, fr: 'Votre formule Essentiel permet un seul parcours actif à la fois.', en: 'Your Essential plan allows one active path at a time.' },
  action_not_started: { status: 409, fr: 'Cette action n’a pas encore été commencée.', en: 'This action has not been started yet.' },
  action_incomplete: { status: 422, fr: 'Cette action n’est pas terminée\u00a0: répondez aux questions obligatoires et cochez chaque étape (avec son justificatif si demandé).', en: 'This action is not finished: answer the required questions and tick every step (with its proof when asked).' },
  payload_too_large: { status: 413, fr: 'Le contenu envoyé est trop volumineux.', en: 'The request body is too large.' },
  unsupported_media_type: { status: 415, fr: 'Type de contenu non pris en charge.', en: 'Unsupported content type.' },
  rate_limited: { status: 429, fr: 'Trop de tentatives. Réessayez plus tard.', en: 'Too many attempts. Try again later.' },
  internal_error: { status: 500, fr: 'Une erreur interne est survenue.', en: 'An internal error occurred.' },
  // applications, payment, invoices, site updates
  candidature_not_found: { status: 404, fr: 'Candidature introuvable.', en: 'Application not found.' },
  invoice_not_found: { status: 404, fr: 'Facture introuvable.', en: 'Invoice not found.' },
  site_update_not_found: { status: 404, fr: 'Nouveauté introuvable.', en: 'Update not found.' },
  account_exists: { status: 409, fr: 'Un compte existe déjà avec cette adresse e-mail\u00a0: connectez-vous pour envoyer votre candidature.', en: 'An account already exists with this email address: sign in to send your application.' },
  already_member: { status: 409, fr: 'Vous êtes déjà membre\u00a0: aucune candidature n’est nécessaire.', en: 'You are already a member: no application is needed.' },
  application_pending: { status: 409, fr: 'Vous avez déjà une candidature en attente de paiement.', en: 'You already have an application waiting for payment.' },
  cgv_not_accepted: { status: 400, fr: 'Acceptez les conditions générales de vente pour envoyer votre candidature.', en: 'Accept the terms of sale to send your application.' },
  payment_reference_mismatch: { status: 409, fr: 'Cette candidature a déjà été payée avec une autre référence de paiement.', en: 'This application was already paid with another payment reference.' },
  payment_not_completed: { status: 402, fr: 'Le paiement n’est pas confirmé par le prestataire de paiement.', en: 'The payment provider does not confirm this payment.' },
  invalid_signature: { status: 400, fr: 'Signature du webhook invalide.', en: 'Invalid webhook signature.' },
  payment_provider_unavailable: { status: 503, fr: 'Le prestataire de paiement ne répond pas. Réessayez dans un instant.', en: 'The payment provider is not answering. Please try again in a moment.' },
  // A refund event about a payment not recorded yet: Stripe delivers it again (decision 054).
  payment_not_recorded: { status: 503, fr: 'Ce paiement n’est pas encore enregistré. Réessayez plus tard.', en: 'This payment is not recorded yet. Please try again later.' },
  // files (uploads, documents, worksheets; docs/api-files.md)
  invalid_multipart: { status: 400, fr: 'Envoi de fichier mal formé\u00a0: envoyez un formulaire multipart avec un seul fichier dans le champ «\u00a0file\u00a0».', en: 'Malformed upload: send a multipart form with exactly one file in the "file" field.' },
  file_missing: { status: 400, fr: 'Aucun fichier reçu\u00a0: joignez un fichier dans le champ «\u00a0file\u00a0».', en: 'No file received: attach a file in the "file" field.' },
  empty_file: { status: 400, fr: 'Le fichier est vide.', en: 'The file is empty.' },
  checklist_item_not_found: { status: 404, fr: 'Cet élément de la liste de contrôle n’existe pas pour cette fiche.', en: 'This checklist item does not exist on this card.' },
  file_not_found: { status: 404, fr: 'Fichier introuvable.', en: 'File not found.' },
  worksheet_not_found: { status: 404, fr: 'Aucune fiche à imprimer pour cet élément.', en: 'There is no printable worksheet for this item.' },
  gallery_full: { status: 409, fr: 'Votre galerie est pleine (30 photos au plus). Retirez-en une avant d’en ajouter.', en: 'Your gallery is full (30 photos at most). Remove one before adding another.' },
  file_too_large: { status: 413, fr: 'Fichier trop volumineux\u00a0: 15 Mo au plus pour une photo, 25 Mo pour un document.', en: 'File too large: 15 MB at most for a photo, 25 MB for a document.' },
  image_too_many_pixels: { status: 413, fr: 'Image trop grande\u00a0: elle dépasse 100 millions de pixels.', en: 'Image too large: it has more than 100 million pixels.' },
  unsupported_file_type: { status: 415, fr: 'Format non pris en charge. Photos\u00a0: JPEG, PNG, WebP, GIF, AVIF ou TIFF ; documents\u00a0: PDF ou ZIP.', en: 'Unsupported format. Photos: JPEG, PNG, WebP, GIF, AVIF or TIFF; documents: PDF or ZIP.' },
  heic_not_supported: { status: 415, fr: 'Les photos HEIC (format par défaut des iPhone) ne sont pas prises en charge. Envoyez-la en JPEG, PNG ou WebP\u00a0: sur iPhone, Réglages › Appareil photo › Formats › «\u00a0Le plus compatible\u00a0», ou exportez-la en JPEG.', en: 'HEIC photos (the iPhone default) are not supported. Send it as JPEG, PNG or WebP: on an iPhone, Settings › Camera › Formats › "Most Compatible", or export it as JPEG.' },
  unreadable_image: { status: 415, fr: 'Cette image est illisible ou incomplète.', en: 'This image is unreadable or incomplete.' },
  encrypted_pdf: { status: 415, fr: 'Ce PDF est protégé par un mot de passe. Envoyez une version sans protection.', en: 'This PDF is password-protected. Send a version without protection.' },
  unsafe_archive: { status: 415, fr: 'Cette archive ZIP est refusée\u00a0: elle est trop volumineuse une fois décompressée, contient une autre archive, un lien ou un chemin hors du dossier, ou est illisible.', en: 'This ZIP archive is refused: it is too large once uncompressed, contains another archive, a link or a path outside its folder, or cannot be read.' },
  // collaboration
  invalid_pdf: { status: 400, fr: 'Ce fichier n’est pas un PDF.', en: 'This file is not a PDF.' },
  cannot_reply_to_own_request: { status: 403, fr: 'Vous ne pouvez pas répondre à votre propre demande.', en: 'You cannot reply to your own request.' },
  not_request_author: { status: 403, fr: 'Seul l’auteur de la demande peut accepter une réponse.', en: 'Only the author of the request can accept a reply.' },
  request_not_found: { status: 404, fr: 'Demande de collaboration introuvable.', en: 'Collaboration request not found.' },
  reply_not_found: { status: 404, fr: 'Réponse introuvable.', en: 'Reply not found.' },
  match_not_found: { status: 404, fr: 'Collaboration introuvable.', en: 'Collaboration not found.' },
  request_closed: { status: 409, fr: 'Cette demande est fermée\u00a0: elle ne reçoit plus de réponses.', en: 'This request is closed: it takes no more replies.' },
  already_replied: { status: 409, fr: 'Vous avez déjà répondu à cette demande.', en: 'You have already replied to this request.' },
  answers_already_submitted: { status: 409, fr: 'Vos réponses sont déjà envoyées\u00a0: pour les modifier, renvoyez l’ensemble complet.', en: 'Your answers are already sent: to change them, send the complete set again.' },
  contract_locked: { status: 409, fr: 'Le texte du contrat est établi et figé\u00a0: les réponses ne peuvent plus changer.', en: 'The agreement text is drawn up and locked: the answers can no longer change.' },
  contract_not_finalized: { status: 409, fr: 'Le contrat n’est pas encore établi.', en: 'The agreement has not been drawn up yet.' },
  // sealed contracts
  contract_not_sealed: { status: 409, fr: 'Le contrat n’est pas encore scellé\u00a0: il le sera quand les deux parties l’auront signé.', en: 'The agreement is not sealed yet: it will be once both parties have signed it.' },
  contract_already_signed: { status: 409, fr: 'Vous avez déjà signé ce contrat.', en: 'You have already signed this agreement.' },
  collaboration_closed: { status: 409, fr: 'Cette collaboration a été close sans signature.', en: 'This collaboration was closed without signature.' },
  contract_sealed: { status: 409, fr: 'Le contrat est signé par les deux parties et scellé\u00a0: il ne peut plus changer.', en: 'The agreement is signed by both parties and sealed: it can no longer change.' },
  signature_name_mismatch: { status: 400, fr: 'Tapez votre nom complet tel qu’il figure au contrat.', en: 'Type your full name as it appears in the agreement.' },
  // experience: reading bounds, corrected and deleted readings
  value_out_of_range: { status: 400, fr: 'Cette valeur sort des limites de cette mesure.', en: 'This value is outside the limits of this measure.' },
  reading_not_found: { status: 404, fr: 'Aucun relevé à cette date pour cette mesure.', en: 'No reading on this date for this measure.' },
  // hardening (decision 006)
  recent_sign_in_required: { status: 403, fr: 'Pour modifier l’adresse e-mail ou le mot de passe, reconnectez-vous d’abord avec un lien de connexion (ou Google), puis réessayez dans les dix minutes.', en: 'To change the email address or the password, sign in again with a sign-in link (or Google) first, then try again within ten minutes.' },
  database_unavailable: { status: 503, fr: 'Le service est momentanément indisponible. Réessayez dans un instant.', en: 'The service is temporarily unavailable. Please try again in a moment.' },
  // operations: readiness while migrations are missing
  migrations_pending: { status: 503, fr: 'Cette instance attend la migration de la base de données.', en: 'This instance is waiting for the database migration.' },
  // landings
  landing_theme_not_found: { status: 404, fr: 'Thème de page d’accueil introuvable.', en: 'Landing theme not found.' },
  landing_history_not_found: { status: 404, fr: 'Cette version du thème est introuvable dans son historique.', en: 'This version of the theme is not in its history.' },
  landing_bake_failed: { status: 409, fr: 'La page n’a pas pu être générée\u00a0: rien n’a été modifié.', en: 'The page could not be generated: nothing was changed.' },
  landing_image_gone: { status: 400, fr: 'L’image de cet état n’existe plus (elle a été supprimée depuis)\u00a0: rien n’a été restauré. Vous pouvez restaurer le reste de ses réglages en gardant l’image actuelle.', en: 'The image of this state no longer exists (it was deleted since): nothing was restored. You can restore the rest of its settings and keep the current image.' },
  // bounded work and faults (decision 017)
  busy: { status: 503, fr: 'Le service traite déjà beaucoup de fichiers. Réessayez dans quelques secondes.', en: 'The service is already processing many files. Please try again in a few seconds.' },
  storage_unavailable: { status: 503, fr: 'Le stockage des fichiers est momentanément indisponible. Réessayez dans un instant.', en: 'File storage is temporarily unavailable. Please try again in a moment.' },
  // a sealed contract's stored PDF no longer matches its SHA-256 (decision 037)
  contract_pdf_unavailable: { status: 503, fr: 'Le PDF signé de ce contrat ne peut pas être servi\u00a0: il ne correspond plus à son empreinte. L’équipe a été prévenue.', en: 'The signed PDF of this agreement cannot be served: it no longer matches its fingerprint. The team has been alerted.' },
  // staff: refused and withdrawn applications, members (decision 025)
  application_closed: { status: 409, fr: 'Cette candidature a été refusée ou retirée\u00a0: elle ne peut plus être payée ni changer d’état.', en: 'This application was refused or withdrawn: it can no longer be paid or change state.' },
  application_paid: { status: 409, fr: 'L’acompte de cette candidature est payé\u00a0: elle ne peut plus être refusée ni retirée. Remboursez l’acompte à la place.', en: 'The deposit of this application is paid: it can no longer be refused or withdrawn. Refund the deposit instead.' },
  // balance, refunds and credit notes (decision 024)
  credit_note_not_found: { status: 404, fr: 'Avoir introuvable.', en: 'Credit note not found.' },
  idempotency_key_required: { status: 400, fr: 'Indiquez un en-tête Idempotency-Key (8 à 255 caractères visibles) pour ce remboursement.', en: 'Send an Idempotency-Key header (8 to 255 visible characters) with this refund.' },
  idempotency_key_reused: { status: 422, fr: 'Cette clé Idempotency-Key a déjà servi pour un autre remboursement (autre facture ou autre montant).', en: 'This Idempotency-Key was already used for another refund (another invoice or amount).' },
  balance_not_requestable: { status: 409, fr: 'Le solde ne peut pas être demandé\u00a0: l’acompte n’est pas payé, il est remboursé, le solde a déjà été demandé, ou le délai de rétractation du consommateur court encore.', en: 'The balance cannot be requested: the deposit is not paid, it was refunded, the balance was already requested, or the consumer’s withdrawal period is still running.' },
  // decision 058: after the period, for a business buyer, once withdrawn or fully performed
  withdrawal_closed: { status: 409, fr: 'La rétractation n’est pas possible\u00a0: le délai est expiré, la prestation est entièrement exécutée, la rétractation est déjà enregistrée, ou l’achat a été fait par une entreprise.', en: 'Withdrawal is not possible: the period is over, the service was fully performed, the withdrawal is already recorded, or the purchase was made by a business.' },
  balance_not_due: { status: 409, fr: 'Aucun solde n’est à payer pour cette candidature (pas encore demandé, ou déjà payé).', en: 'No balance is due for this application (not requested yet, or already paid).' },
  // a deposit with a refund has no balance to pay (decision 035)
  deposit_refunded: { status: 409, fr: 'Ce solde n’est plus à payer\u00a0: l’acompte a été remboursé en totalité, la formule est annulée.', en: 'This balance is no longer due: the deposit was refunded in full and the plan cancelled.' },
  final_invoice_stands: { status: 409, fr: 'Le solde est payé\u00a0: l’acompte ne peut être remboursé en totalité que si la facture de solde l’est aussi. Remboursez d’abord la facture de solde, ou une partie seulement de l’acompte.', en: 'The balance is paid: the deposit can only be refunded in full once the final invoice is too. Refund the final invoice first, or only part of the deposit.' },
  refund_exceeds_remaining: { status: 409, fr: 'Le remboursement dépasse ce qui reste remboursable sur cette facture.', en: 'The refund is more than what is left to refund on this invoice.' },
  refund_in_progress: { status: 409, fr: 'Un remboursement avec cette clé est déjà en cours. Réessayez dans un instant.', en: 'A refund with this key is already in progress. Please try again in a moment.' },
  refund_refused: { status: 502, fr: 'Le prestataire de paiement a refusé ce remboursement.', en: 'The payment provider refused this refund.' },
  // personal data (decision 026)
  password_required: { status: 400, fr: 'Saisissez votre mot de passe pour confirmer la suppression du compte.', en: 'Enter your password to confirm deleting the account.' },
  wrong_password: { status: 403, fr: 'Mot de passe incorrect\u00a0: le compte n’a pas été supprimé.', en: 'Wrong password: the account was not deleted.' },
  fresh_sign_in_required: { status: 403, fr: 'Pour supprimer le compte, reconnectez-vous d’abord avec un lien de connexion (ou Google), puis confirmez dans les dix minutes.', en: 'To delete the account, sign in again with a sign-in link (or Google) first, then confirm within ten minutes.' },
  export_not_found: { status: 404, fr: 'Cette archive n’existe pas ou plus (déjà téléchargée ou expirée). Demandez-en une nouvelle depuis Mon compte.', en: 'This archive does not exist or no longer exists (already downloaded or expired). Ask for a new one from My account.' },
  last_admin: { status: 409, fr: 'C’est le dernier compte administrateur\u00a0: nommez d’abord un autre administrateur.', en: 'This is the last administrator account: make someone else an administrator first.' },
  // issued documents: a stored file that fails its SHA-256 is never served (decision 036)
  document_unavailable: { status: 503, fr: 'Ce document est momentanément indisponible\u00a0: son fichier ne peut pas être vérifié. L’équipe a été prévenue\u00a0; réessayez plus tard.', en: 'This document is temporarily unavailable: its file cannot be verified. The team has been told; please try again later.' },
} as const satisfies Record<string, ErrorText>;

export type ErrorCode = keyof typeof ERROR_TEXTS;
