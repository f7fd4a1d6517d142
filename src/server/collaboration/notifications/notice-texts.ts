/**
 * Every notification's notice, for the in-app list and its email: the words of
 * src/i18n/notice-texts.ts in the recipient's language (their account's, read when the email is
 * built or the list is read), each pointing at the page where to act.
 */
import type { NoticeData, NotificationEvent, NotificationKind } from './notification-kinds.ts';
import type { Lang } from '#i18n/lang.ts';
import { langPrefix } from '#i18n/paths.ts';
import { noticeTexts } from '#i18n/notice-texts.ts';

export interface NoticeText {
  /** One line: the in-app notice's title and the email's subject. */
  title: string;
  /** What happened and what to do next. */
  paragraphs: string[];
  action: { label: string; path: string };
  /** A second link (the sealed PDF). */
  extra?: { label: string; path: string };
}

const requestPath = (lang: Lang, d: NoticeData) => `${langPrefix(lang)}/collaborations/demandes/${d.request_id ?? ''}`;
const matchPath = (lang: Lang, d: NoticeData) => `${langPrefix(lang)}/collaborations/accords/${d.match_id ?? ''}`;

type Build = (lang: Lang, d: NoticeData) => NoticeText;

const BUILD: Record<NotificationEvent, Build> = {
  reply_received: (lang, d) => {
    const t = noticeTexts[lang];
    const who = d.actor_first_name || t.someone.artisan;
    const title = d.request_title ?? '';
    return { title: t.reply_received.title(who, title), paragraphs: t.reply_received.paragraphs(who, title), action: { label: t.reply_received.action, path: requestPath(lang, d) } };
  },
  match_created: (lang, d) => {
    const t = noticeTexts[lang];
    const who = d.actor_first_name || t.someone.author;
    const title = d.request_title ?? '';
    return { title: t.match_created.title(who, title), paragraphs: t.match_created.paragraphs(who, title), action: { label: t.match_created.action, path: matchPath(lang, d) } };
  },
  answers_submitted: (lang, d) => {
    const t = noticeTexts[lang].answers_submitted;
    const who = d.actor_first_name || noticeTexts[lang].someone.partner;
    const title = d.request_title ?? '';
    const n = d.conflicts ?? 0;
    const next = d.locked ? t.locked : n > 0 ? t.conflicts(n, who) : t.compare;
    return {
      title: d.locked ? t.titleLocked(who, title) : t.title(who, title),
      paragraphs: [t.submitted(who, title), next],
      action: { label: d.locked ? t.actionLocked : t.action, path: matchPath(lang, d) },
    };
  },
  contract_signed: (lang, d) => {
    const t = noticeTexts[lang];
    const who = d.actor_first_name || t.someone.partner;
    const title = d.request_title ?? '';
    return { title: t.contract_signed.title(who, title), paragraphs: t.contract_signed.paragraphs(who, title), action: { label: t.contract_signed.action, path: matchPath(lang, d) } };
  },
  contract_sealed: (lang, d) => {
    const t = noticeTexts[lang].contract_sealed;
    const title = d.request_title ?? '';
    const pdf = d.pdf_path ?? `/api/collaboration-contract/pdf?match_id=${encodeURIComponent(d.match_id ?? '')}`;
    return {
      title: t.title(title),
      paragraphs: t.paragraphs(title),
      action: { label: t.action, path: pdf },
      extra: { label: t.extra, path: matchPath(lang, d) },
    };
  },
};

export function noticeText(event: NotificationEvent, lang: Lang, data: NoticeData): NoticeText {
  return BUILD[event](lang, data);
}

/** The switch names on /mon-compte and in the unsubscribe page (every kind named: the type checks it). */
export const KIND_LABELS: Record<Lang, Record<NotificationKind, string>> = { fr: noticeTexts.fr.kinds, en: noticeTexts.en.kinds };
