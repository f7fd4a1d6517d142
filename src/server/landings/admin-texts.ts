/** Field-error texts of the landing admin API, in the caller's language (never zod's English for French callers). */
import type { BlocksProblem } from './blocks.ts';
import type { Lang } from '../../i18n/lang.ts';

const texts = {
  fr: {
    nothing: 'Rien à modifier : envoyez image_url, actif, est_accueil ou blocks_config.',
    altBoth: 'Décrivez la photo dans les deux langues (alt et alt_en), ou dans aucune.',
    unknownImage: 'Image inconnue : utilisez une adresse renvoyée par POST /api/admin-landing-upload.',
    mainInactive: 'Le thème d’accueil doit rester actif : ne demandez pas actif=false et est_accueil=true ensemble.',
    invalid_blocks_config: 'Format attendu : {"blocks": [{"id": "block-…", "enabled": true}, …]}.',
    unknown_block_id: (id: string) => `« ${id} » n’est pas un bloc connu.`,
    duplicate_block_id: (id: string) => `Le bloc « ${id} » apparaît deux fois.`,
    enabled_block_missing: (id: string) => `Le bloc « ${id} » n’existe pas dans le HTML de ce thème : il ne peut pas être activé.`,
    missing_english_text: (id: string) => `Le bloc « ${id} » n’a pas de texte anglais : il ne peut pas être activé.`,
    unknownTheme: 'Thème inconnu.',
    duplicateTheme: 'Ce thème apparaît deux fois.',
  },
  en: {
    nothing: 'Nothing to change: send image_url, actif, est_accueil or blocks_config.',
    altBoth: 'Describe the photo in both languages (alt and alt_en), or in neither.',
    unknownImage: 'Unknown image: use a path returned by POST /api/admin-landing-upload.',
    mainInactive: 'The main theme must stay active: do not ask for actif=false and est_accueil=true together.',
    invalid_blocks_config: 'Expected {"blocks": [{"id": "block-…", "enabled": true}, …]}.',
    unknown_block_id: (id: string) => `“${id}” is not a known block.`,
    duplicate_block_id: (id: string) => `Block “${id}” appears twice.`,
    enabled_block_missing: (id: string) => `Block “${id}” does not exist in this theme’s HTML: it cannot be enabled.`,
    missing_english_text: (id: string) => `Block “${id}” has no English text: it cannot be enabled.`,
    unknownTheme: 'Unknown theme.',
    duplicateTheme: 'This theme appears twice.',
  },
};

export function landingTexts(lang: Lang) {
  return texts[lang];
}

export function blocksProblemMessage(problem: BlocksProblem | { code: 'missing_english_text'; block: string }, lang: Lang): string {
  const t = texts[lang];
  if (problem.code === 'invalid_blocks_config') return t.invalid_blocks_config;
  return t[problem.code](problem.block ?? '');
}
