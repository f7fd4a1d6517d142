/** Texts of the error pages (404, 500), apart from ui.ts so they stay small and self-contained. */
import type { Lang } from './lang.ts';

type Texts = { title: string; body: string };

export const errorPageTexts: Record<Lang, { notFound: Texts; serverError: Texts; unavailable: Texts; home: string }> = {
  fr: {
    notFound: { title: 'Page introuvable', body: 'Cette page n’existe pas ou a été déplacée.' },
    serverError: { title: 'Une erreur est survenue', body: 'Nous n’avons pas pu afficher cette page. Réessayez dans un instant.' },
    unavailable: { title: 'Service momentanément indisponible', body: 'Le service ne peut pas répondre pour le moment. Réessayez dans quelques instants.' },
    home: 'Retour à l’accueil',
  },
  en: {
    notFound: { title: 'Page not found', body: 'This page does not exist or has moved.' },
    serverError: { title: 'Something went wrong', body: 'We could not display this page. Please try again in a moment.' },
    unavailable: { title: 'Service temporarily unavailable', body: 'The service cannot answer right now. Please try again in a few moments.' },
    home: 'Back to the home page',
  },
};
