/** Texts of the file components (proofs, action photos, documents, worksheets) and the account page. */
import type { Lang } from './lang.ts';
import { formatNumber, NNBSP } from './format.ts';

const fr = {
  colon: '\u00a0: ',
  drop: {
    choose: 'Choisir un fichier',
    chooseProof: 'Ajouter un justificatif',
    choosePhoto: 'Ajouter une photo',
    or: 'ou déposez-le ici',
    /** After "Ajouter une photo": the pronoun agrees with « photo ». */
    orPhoto: 'ou déposez-la ici',
    photosAndDocs: `Photos (JPEG, PNG, WebP, GIF, AVIF, TIFF${NNBSP}; 15${NNBSP}Mo au plus) ou documents (PDF, ZIP${NNBSP}; 25${NNBSP}Mo au plus).`,
    photosOnly: `Photos JPEG, PNG, WebP, GIF, AVIF ou TIFF, 15${NNBSP}Mo au plus.`,
    uploading: (name: string) => `Envoi de «\u00a0${name}\u00a0»…`,
    progress: 'Progression de l’envoi',
    uploaded: (name: string) => `«\u00a0${name}\u00a0» a été ajouté.`,
    proofAdded: 'Justificatif ajouté\u00a0: vous pouvez cocher cet élément puis enregistrer.',
    oneAtATime: 'Un fichier à la fois.',
    failed: 'L’envoi a échoué. Vérifiez votre connexion et réessayez.',
  },
  /** Refusals, by error code: the server's message is in the account's language, these follow the page. */
  errors: {
    file_too_large: (kind: 'image' | 'document') => (kind === 'image' ? `Photo trop lourde\u00a0: 15${NNBSP}Mo au plus.` : `Document trop lourd\u00a0: 25${NNBSP}Mo au plus.`),
    heic_not_supported: 'Les photos HEIC (format par défaut des iPhone) ne sont pas acceptées. Envoyez-la en JPEG\u00a0: sur iPhone, Réglages › Appareil photo › Formats › «\u00a0Le plus compatible\u00a0».',
    unsupported_file_type: (photosOnly: boolean) =>
      photosOnly ? 'Format non accepté\u00a0: envoyez une photo JPEG, PNG, WebP, GIF, AVIF ou TIFF.' : 'Format non accepté\u00a0: envoyez une photo (JPEG, PNG, WebP…) ou un document PDF ou ZIP.',
    image_too_many_pixels: 'Image trop grande\u00a0: plus de 100 millions de pixels.',
    unreadable_image: 'Cette image est illisible ou incomplète.',
    encrypted_pdf: 'Ce PDF est protégé par un mot de passe\u00a0: envoyez une version sans protection.',
    unsafe_archive: 'Cette archive ZIP est refusée (trop volumineuse une fois décompressée, archive dans l’archive, lien ou chemin suspect).',
    empty_file: 'Le fichier est vide.',
    gallery_full: 'Votre galerie est pleine (30 éléments)\u00a0: retirez-en un avant d’ajouter une photo.',
    rate_limited: 'Trop d’envois d’un coup\u00a0: réessayez dans un moment.',
  } as {
    file_too_large: (kind: 'image' | 'document') => string;
    unsupported_file_type: (photosOnly: boolean) => string;
    heic_not_supported: string;
    image_too_many_pixels: string;
    unreadable_image: string;
    encrypted_pdf: string;
    unsafe_archive: string;
    empty_file: string;
    gallery_full: string;
    rate_limited: string;
  },
  list: {
    photoAlt: (name: string) => (name ? `Photo\u00a0: ${name}` : 'Photo'),
    open: (name: string) => `Ouvrir ${name}`,
    download: (name: string) => `Télécharger ${name}`,
    delete: 'Supprimer',
    deleteLabel: (name: string) => `Supprimer ${name}`,
    confirm: (name: string) => `Supprimer définitivement «\u00a0${name}\u00a0»\u202f?`,
    confirmYes: 'Oui, supprimer',
    cancel: 'Annuler',
    deleted: (name: string) => `«\u00a0${name}\u00a0» a été supprimé.`,
    uncheckedToo: 'C’était le dernier justificatif\u00a0: l’élément a été décoché.',
    unnamed: 'fichier sans nom',
    photo: 'photo',
    pdf: 'PDF',
    zip: 'archive ZIP',
  },
  size: (bytes: number) => {
    const format = (n: number, digits: number) => formatNumber(n, 'fr', digits);
    if (bytes < 1024) return `${bytes}${NNBSP}o`;
    if (bytes < 1024 * 1024) return `${format(bytes / 1024, 0)}${NNBSP}Ko`;
    return `${format(bytes / 1024 / 1024, 1)}${NNBSP}Mo`;
  },
  proofs: {
    title: (label: string) => `Justificatifs pour «\u00a0${label}\u00a0»`,
    none: 'Aucun justificatif pour l’instant.',
  },
  photos: {
    title: 'Photos et documents de l’action',
    intro: 'Gardez ici les photos et documents de cette action (avant/après, devis, captures…). Les photos sont tournées, allégées et débarrassées de leurs métadonnées (position GPS comprise).',
    none: 'Aucun fichier pour l’instant.',
  },
  worksheet: {
    link: 'Imprimer la fiche de terrain (PDF)',
    forItem: (item: string) => ` pour «\u00a0${item}\u00a0»`,
  },
  account: {
    title: 'Mon compte',
    nav: 'Mon compte',
    sections: 'Sections de la page',
    profileTitle: 'Profil',
    profileIntro: 'Ces informations préremplissent vos candidatures et vos échanges avec les autres artisans.',
    fields: {
      first_name: 'Prénom',
      last_name: 'Nom',
      brand: 'Marque ou nom d’atelier',
      trade: 'Métier',
      bio: 'Présentation',
      city: 'Ville',
      phone: 'Téléphone',
      website: 'Site web',
      portfolio_links: 'Liens vers vos réalisations',
    },
    portfolioHelp: 'Un lien par ligne, commençant par https://.',
    websiteHelp: 'Adresse complète, commençant par https://.',
    save: 'Enregistrer le profil',
    saved: 'Profil enregistré.',
    saveFailed: 'Le profil n’a pas été enregistré.',
    fixErrors: 'Corrigez les champs signalés.',
    galleryTitle: 'Galerie',
    galleryIntro: 'Vos plus belles pièces (30 au plus). Les photos sont privées\u00a0: seuls vous et l’équipe Atelier les voient.',
    galleryEmpty: 'Votre galerie est vide.',
    galleryLink: 'Lien externe',
    remove: 'Retirer',
    removeLabel: (name: string) => `Retirer ${name} de la galerie`,
    removeConfirm: (name: string) => `Retirer «\u00a0${name}\u00a0»\u202f? Une photo retirée est supprimée.`,
    removed: 'Retiré de la galerie.',
    photoNumber: (n: number) => `photo ${n}`,
  },
};

type FileTexts = typeof fr;

const en: FileTexts = {
  colon: ': ',
  drop: {
    choose: 'Choose a file',
    chooseProof: 'Add a proof',
    choosePhoto: 'Add a photo',
    or: 'or drop it here',
    orPhoto: 'or drop it here',
    photosAndDocs: 'Photos (JPEG, PNG, WebP, GIF, AVIF, TIFF; 15 MB at most) or documents (PDF, ZIP; 25 MB at most).',
    photosOnly: 'JPEG, PNG, WebP, GIF, AVIF or TIFF photos, 15 MB at most.',
    uploading: (name: string) => `Uploading “${name}”…`,
    progress: 'Upload progress',
    uploaded: (name: string) => `“${name}” was added.`,
    proofAdded: 'Proof added: you can now tick this item and save.',
    oneAtATime: 'One file at a time.',
    failed: 'The upload failed. Check your connection and try again.',
  },
  errors: {
    file_too_large: (kind: 'image' | 'document') => (kind === 'image' ? 'Photo too large: 15 MB at most.' : 'Document too large: 25 MB at most.'),
    heic_not_supported: 'HEIC photos (the iPhone default) are not accepted. Send it as JPEG: on an iPhone, Settings › Camera › Formats › “Most Compatible”.',
    unsupported_file_type: (photosOnly: boolean) =>
      photosOnly ? 'Format not accepted: send a JPEG, PNG, WebP, GIF, AVIF or TIFF photo.' : 'Format not accepted: send a photo (JPEG, PNG, WebP…) or a PDF or ZIP document.',
    image_too_many_pixels: 'Image too large: over 100 million pixels.',
    unreadable_image: 'This image is unreadable or incomplete.',
    encrypted_pdf: 'This PDF is password-protected: send a version without protection.',
    unsafe_archive: 'This ZIP archive is refused (too large once uncompressed, an archive inside, a link or a suspicious path).',
    empty_file: 'The file is empty.',
    gallery_full: 'Your gallery is full (30 entries): remove one before adding a photo.',
    rate_limited: 'Too many uploads at once: try again in a moment.',
  },
  list: {
    photoAlt: (name: string) => (name ? `Photo: ${name}` : 'Photo'),
    open: (name: string) => `Open ${name}`,
    download: (name: string) => `Download ${name}`,
    delete: 'Delete',
    deleteLabel: (name: string) => `Delete ${name}`,
    confirm: (name: string) => `Delete “${name}” for good?`,
    confirmYes: 'Yes, delete',
    cancel: 'Cancel',
    deleted: (name: string) => `“${name}” was deleted.`,
    uncheckedToo: 'It was the last proof: the item was unticked.',
    unnamed: 'unnamed file',
    photo: 'photo',
    pdf: 'PDF',
    zip: 'ZIP archive',
  },
  size: (bytes: number) => {
    const format = (n: number, digits: number) => formatNumber(n, 'en', digits);
    if (bytes < 1024) return `${bytes} B`;
    if (bytes < 1024 * 1024) return `${format(bytes / 1024, 0)} KB`;
    return `${format(bytes / 1024 / 1024, 1)} MB`;
  },
  proofs: {
    title: (label: string) => `Proofs for “${label}”`,
    none: 'No proof yet.',
  },
  photos: {
    title: 'Photos and documents of this action',
    intro: 'Keep the photos and documents of this action here (before/after, quotes, screenshots…). Photos are rotated, made lighter and stripped of their metadata (GPS position included).',
    none: 'No file yet.',
  },
  worksheet: {
    link: 'Print the field worksheet (PDF)',
    forItem: (item: string) => ` for “${item}”`,
  },
  account: {
    title: 'My account',
    nav: 'My account',
    sections: 'Page sections',
    profileTitle: 'Profile',
    profileIntro: 'This information prefills your applications and your exchanges with other artisans.',
    fields: {
      first_name: 'First name',
      last_name: 'Last name',
      brand: 'Brand or workshop name',
      trade: 'Craft',
      bio: 'About you',
      city: 'City',
      phone: 'Phone',
      website: 'Website',
      portfolio_links: 'Links to your work',
    },
    portfolioHelp: 'One link per line, starting with https://.',
    websiteHelp: 'Full address, starting with https://.',
    save: 'Save the profile',
    saved: 'Profile saved.',
    saveFailed: 'The profile was not saved.',
    fixErrors: 'Fix the fields marked below.',
    galleryTitle: 'Gallery',
    galleryIntro: 'Your finest pieces (30 at most). Photos are private: only you and the Atelier team see them.',
    galleryEmpty: 'Your gallery is empty.',
    galleryLink: 'External link',
    remove: 'Remove',
    removeLabel: (name: string) => `Remove ${name} from the gallery`,
    removeConfirm: (name: string) => `Remove “${name}”? A removed photo is deleted.`,
    removed: 'Removed from the gallery.',
    photoNumber: (n: number) => `photo ${n}`,
  },
};

export const filesUi: Record<Lang, FileTexts> = { fr, en };
export type { FileTexts };
