/**
 * The two languages of the site, pages, API answers, mails and documents alike. French is the
 * default: anything that is not exactly `en` reads as French.
 */
export const LANGS = ['fr', 'en'] as const;
export type Lang = (typeof LANGS)[number];

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
