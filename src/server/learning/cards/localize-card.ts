/**
 * Cards carry both languages in one object (`label` + `label_en`). The API shows one: the
 * English value replaces the French one when asked for and present, and `_en` keys never leave.
 */
import type { Lang } from '#i18n/lang.ts';

const TRANSLATED = new Set(['label', 'help', 'placeholder', 'detail', 'titre', 'texte', 'title', 'summary', 'description', 'unit']);

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
      define(out, key, english);
    } else {
      define(out, key, localize(v, lang));
    }
  }
  return out;
}

/** An own property even for a key such as `__proto__` (an assignment would change the prototype). */
function define(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
