/** Picks the landing admin API's field messages (src/i18n/landing-admin-texts.ts) for the caller's language. */
import type { BlocksProblem } from './blocks.ts';
import type { Lang } from '#i18n/lang.ts';
import { landingAdminTexts as texts } from '#i18n/landing-admin-texts.ts';

export function landingTexts(lang: Lang) {
  return texts[lang];
}

export function blocksProblemMessage(problem: BlocksProblem | { code: 'missing_english_text'; block: string }, lang: Lang): string {
  const t = texts[lang];
  if (problem.code === 'invalid_blocks_config') return t.invalid_blocks_config;
  return t[problem.code](problem.block ?? '');
}
