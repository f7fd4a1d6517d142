/**
 * Cards carry both languages in one object (`label` + `label_en`). The API shows one: the
 * English value replaces the French one when asked for and present, and `_en` keys never leave.
 */
import type { Lang } from '../i18n/messages.ts';

const TRANSLATED = new Set(['label', 'help', 'placeholder', 'detail', 'titre', 'texte', 'title', 'summary', 'description']);

export function localizeCard<T>(value: T, lang: Lang): T {
  return localize(value, lang) as T;
}

function localize(value: unknown, lang: Lang): unknown {
  if (Array.isArray(value)) return value.map((v) => localize(v, lang));
  if (value === null || typeof value !== 'object') return value;
  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(source)) {
    if (key.endsWith('_en')) continue;
    const english = source[`${key}_en`];
    if (lang === 'en' && TRANSLATED.has(key) && typeof english === 'string' && english.trim() !== '') {
      out[key] = english;
    } else {
      out[key] = localize(v, lang);
    }
  }
  return out;
}
