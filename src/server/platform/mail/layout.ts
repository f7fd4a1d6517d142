/** Shared frame of every email: the same content as HTML and as plain text. */
import type { Lang } from '#i18n/lang.ts';
import { mailTexts } from '#i18n/mail-texts.ts';

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Invoice and credit-note numbers (F-2026-000004, A-2026-000001) never break at their hyphens. */
const DOCUMENT_NUMBER = /\b([FA]-\d{4}-\d{6})\b/g;
const paragraph = (text: string) => escapeHtml(text).replace(DOCUMENT_NUMBER, '<span style="white-space:nowrap">$1</span>');

export interface MailContent {
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Further links, after the button (a plain link each). */
  links?: { label: string; url: string }[];
  list?: string[];
  /** Paragraphs after the list (and before the button). */
  closing?: string[];
  footer?: string;
}

export function renderMail(lang: Lang, content: MailContent): { html: string; text: string } {
  const signature = mailTexts[lang].signature;
  // French puts a (no-break) space before a colon.
  const colon = lang === 'en' ? ': ' : '\u00a0: ';
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:Georgia,serif;color:#2b2118;background:#faf6f0;padding:24px">
<div style="max-width:560px;margin:auto;background:#fff;padding:24px;border-radius:8px">
<p>${escapeHtml(content.greeting)}</p>
${content.paragraphs.map((p) => `<p>${paragraph(p)}</p>`).join('\n')}
${content.list ? `<ul>${content.list.map((i) => `<li>${paragraph(i)}</li>`).join('')}</ul>` : ''}
${(content.closing ?? []).map((p) => `<p>${paragraph(p)}</p>`).join('\n')}
${content.action ? `<p><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#7a3e1d;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>` : ''}
${(content.links ?? []).map((l) => `<p><a href="${escapeHtml(l.url)}" style="color:#7a3e1d">${escapeHtml(l.label)}</a></p>`).join('\n')}
<p>${escapeHtml(signature)}</p>
${content.footer ? `<p style="font-size:12px;color:#6b5d50">${content.footer}</p>` : ''}
</div></body></html>`;
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.list ? [...content.list.map((i) => `- ${i}`), ''] : []),
    ...(content.closing ?? []).flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}${colon}${content.action.url}`, ''] : []),
    ...(content.links ?? []).flatMap((l) => [`${l.label}${colon}${l.url}`, '']),
    signature,
    ...(content.footer ? ['', content.footer.replace(/<[^>]+>/g, '')] : []),
  ].join('\n');
  return { html, text };
}
