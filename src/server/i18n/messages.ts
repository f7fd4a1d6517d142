/** The language of a request or an account. French is the default. Error messages: src/i18n/error-texts.ts. */
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
