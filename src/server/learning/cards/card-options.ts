/**
 * Options of a card field or question (docs/cards.md): `{value, label, label_en?}`, or a plain
 * string (older cards: the string is both value and label). Pure, so the islands use it too
 * (the API sends options localized: `{value, label}` or a plain string).
 */
import type { Lang } from '#i18n/lang.ts';
export interface CardOption {
  value: string;
  label: string;
  label_en?: string;
}

export type RawOption = string | CardOption;

function isOptionObject(option: unknown): option is Partial<CardOption> {
  if (typeof option !== 'object' || option === null) return false;
  const o = option as { value?: unknown; label?: unknown };
  return typeof o.value === 'string' || typeof o.label === 'string';
}

/** The stored value of an option (what answers hold). */
export function optionValue(option: unknown): string {
  if (typeof option === 'string') return option;
  if (isOptionObject(option)) return option.value ?? option.label ?? '';
  return String(option);
}

/** The label in `lang` (`label_en` for English when present), else the value. */
export function optionLabel(option: unknown, lang: Lang = 'fr'): string {
  if (typeof option === 'string') return option;
  if (isOptionObject(option)) {
    const english = lang === 'en' && typeof option.label_en === 'string' && option.label_en.trim() !== '' ? option.label_en : null;
    if (english) return english;
    return typeof option.label === 'string' && option.label.trim() !== '' ? option.label : (option.value ?? '');
  }
  return String(option);
}

/** Options as `{value, label}` pairs in `lang` (null or not an array → empty). */
export function normalizeOptions(options: unknown, lang: Lang = 'fr'): { value: string; label: string }[] {
  if (!Array.isArray(options)) return [];
  return options.map((o) => ({ value: optionValue(o), label: optionLabel(o, lang) }));
}

export function optionValues(options: unknown): string[] {
  return Array.isArray(options) ? options.map(optionValue) : [];
}
