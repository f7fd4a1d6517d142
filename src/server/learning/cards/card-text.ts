/** Title and summary of a card row in the caller's language (English from `translations.en`). */
import type { cards } from '#db/schema.ts';
import type { Lang } from '#i18n/lang.ts';

type Row = Pick<typeof cards.$inferSelect, 'title' | 'translations'> & { summary?: string };

function english(row: Row): { title?: string; summary?: string } {
  const en = (row.translations as { en?: { title?: unknown; summary?: unknown } } | null)?.en;
  return {
    title: typeof en?.title === 'string' && en.title ? en.title : undefined,
    summary: typeof en?.summary === 'string' && en.summary ? en.summary : undefined,
  };
}

export function cardTitle(row: Row, lang: Lang): string {
  return (lang === 'en' && english(row).title) || row.title;
}

export function cardSummary(row: Row, lang: Lang): string {
  return (lang === 'en' && english(row).summary) || (row.summary ?? '');
}
