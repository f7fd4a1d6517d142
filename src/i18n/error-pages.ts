/** Texts of the error pages (404, 500), apart from ui.ts so they stay small and self-contained. */
import type { PageLang } from './paths.ts';

export const errorPageTexts: Record<PageLang, { notFound: { title: string; body: string }; serverError: { title: string; body: string }; home: string }> = {
  fr: {
    notFound: { title: 'Page introuvable', body: 'Cette page n’existe pas ou a été déplacée.' },
    serverError: { title: 'Une erreur est survenue', body: 'Nous n’avons pas pu afficher cette page. Réessayez dans un instant.' },
    home: 'Retour à l’accueil',
  },
  en: {
    notFound: { title: 'Page not found', body: 'This page does not exist or has moved.' },
    serverError: { title: 'Something went wrong', body: 'We could not display this page. Please try again in a moment.' },
    home: 'Back to the home page',
  },
};
