/** Field messages of the landing admin API, in both languages (never zod's English for French callers), and a landing's name for the staff. */
import type { Lang } from './lang.ts';
import { frenchSpacing } from './format.ts';

const fr = {
  nothing: 'Rien à modifier\u00a0: envoyez image_url, actif, est_accueil ou blocks_config.',
  altBoth: 'Décrivez la photo dans les deux langues (alt et alt_en), ou dans aucune.',
  unknownImage: 'Image inconnue\u00a0: utilisez une adresse renvoyée par POST /api/admin-landing-upload.',
  mainInactive: 'Le thème d’accueil doit rester actif\u00a0: ne demandez pas actif=false et est_accueil=true ensemble.',
  invalid_blocks_config: 'Format attendu\u00a0: {"blocks": [{"id": "block-…", "enabled": true}, …]}.',
  unknown_block_id: (id: string) => `«\u00a0${id}\u00a0» n’est pas un bloc connu.`,
  duplicate_block_id: (id: string) => `Le bloc «\u00a0${id}\u00a0» apparaît deux fois.`,
  enabled_block_missing: (id: string) => `Le bloc «\u00a0${id}\u00a0» n’existe pas dans le HTML de ce thème\u00a0: il ne peut pas être activé.`,
  missing_english_text: (id: string) => `Le bloc «\u00a0${id}\u00a0» n’a pas de texte anglais\u00a0: il ne peut pas être activé.`,
  unknownTheme: 'Thème inconnu.',
  duplicateTheme: 'Ce thème apparaît deux fois.',
  /** Where an application came from, for the staff (landing-source-names.ts); the theme's title as typed, spaced the French way. */
  sourceName: (title: string) => `Page «\u00a0${frenchSpacing(String(title))}\u00a0»`,
};

export type LandingAdminTexts = typeof fr;

const en: LandingAdminTexts = {
  nothing: 'Nothing to change: send image_url, actif, est_accueil or blocks_config.',
  altBoth: 'Describe the photo in both languages (alt and alt_en), or in neither.',
  unknownImage: 'Unknown image: use a path returned by POST /api/admin-landing-upload.',
  mainInactive: 'The main theme must stay active: do not ask for actif=false and est_accueil=true together.',
  invalid_blocks_config: 'Expected {"blocks": [{"id": "block-…", "enabled": true}, …]}.',
  unknown_block_id: (id) => `“${id}” is not a known block.`,
  duplicate_block_id: (id) => `Block “${id}” appears twice.`,
  enabled_block_missing: (id) => `Block “${id}” does not exist in this theme’s HTML: it cannot be enabled.`,
  missing_english_text: (id) => `Block “${id}” has no English text: it cannot be enabled.`,
  unknownTheme: 'Unknown theme.',
  duplicateTheme: 'This theme appears twice.',
  sourceName: (title) => `Landing page “${title}”`,
};

export const landingAdminTexts: Record<Lang, LandingAdminTexts> = { fr, en };
