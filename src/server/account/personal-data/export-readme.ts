/** The README.txt at the top of a data export, in the member's language (decision 026). */
import { formatDate, formatTime } from '#i18n/format.ts';
import type { Lang } from '#i18n/lang.ts';
import { exportReadmeTexts } from '#i18n/export-readme-texts.ts';

export function exportReadme(lang: Lang, input: { email: string; createdAt: Date; counts: Record<string, number>; files: string[]; missing?: string[] }): string {
  const t = exportReadmeTexts[lang];
  // A person reads the README; the JSON files keep ISO 8601.
  const prepared = t.when(formatDate(input.createdAt, lang, 'long', 'UTC'), formatTime(input.createdAt, lang, 'UTC'));
  const lines = [...t.title, '', t.account(input.email), t.preparedOn(prepared), '', ...t.intro, '', t.files];
  for (const [name, count] of Object.entries(input.counts)) {
    lines.push(`- ${name}.json (${count})${t.colon} ${t.descriptions[name] ?? ''}`);
  }
  lines.push('', t.documents(input.files.length));
  for (const path of input.files) lines.push(`- ${path}`);
  if (input.files.length === 0) lines.push(t.none);
  const missing = input.missing ?? [];
  if (missing.length > 0) {
    // Decision 037: a stored file that could not be read is said missing, never passed off as complete.
    lines.push('', t.missing(missing.length));
    for (const path of missing) lines.push(`- ${path}`);
  }
  lines.push('', t.linkOnce, t.questions, '');
  return lines.join('\r\n');
}
