import type { PageLang } from '../../i18n/paths.ts';

/** Placeholder until the impact UI (issue #4) lands. */
export default function ImpactSection(_props: { lang: PageLang; cardId: string }) {
  return null;
}
