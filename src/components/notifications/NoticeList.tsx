import { useState } from 'react';
import { errorMessage, api } from '../api-client.ts';
import { notificationsUi } from '#i18n/ui-notifications.ts';
import { formatDate } from '#i18n/format.ts';
import type { Lang } from '#i18n/lang.ts';

export interface Notice {
  id: string;
  kind: string;
  event: string;
  created_at: string;
  title: string;
  body: string;
  url: string;
}

/**
 * The unread notices on "Mon atelier" (decision 016): each links to its page and can be marked
 * read, which takes it off the list. Nothing is shown when there are none.
 */
const FIRST = 3;

export default function NoticeList({ lang, initial, unread }: { lang: Lang; initial: Notice[]; unread: number }) {
  const t = notificationsUi[lang];
  const [notices, setNotices] = useState(initial);
  const [hidden, setHidden] = useState(Math.max(0, unread - initial.length));
  const [error, setError] = useState<string | null>(null);
  const [expanded, setExpanded] = useState(false);
  if (notices.length === 0) return null;
  // The newest few first: the rest of "Mon atelier" stays in view; the others one click away.
  const shown = expanded ? notices : notices.slice(0, FIRST);

  async function markRead(body: { ids: string[] } | { all: true }) {
    setError(null);
    try {
      await api('post', '/api/notifications/read', { body });
      if ('all' in body) {
        setNotices([]);
        setHidden(0);
      } else setNotices((list) => list.filter((n) => !body.ids.includes(n.id)));
    } catch (e) {
      setError(errorMessage(e, t.failed));
    }
  }

  return (
    <section className="section notices" aria-labelledby="notices-title" data-testid="notices">
      <div className="section-head">
        <h2 id="notices-title">{t.listTitle} <span className="notices-count">{notices.length + hidden}</span></h2>
        {notices.length > 1 && <button type="button" className="link-button" onClick={() => markRead({ all: true })}>{t.dismissAll}</button>}
      </div>
      <ul className="notice-list">
        {shown.map((n) => (
          <li key={n.id} className="notice-item" data-kind={n.kind} data-event={n.event}>
            <div className="notice-text">
              <a className="notice-title" href={n.url}>{n.title}</a>
              <p className="muted">{n.body}</p>
              <p className="notice-date muted">{formatDate(n.created_at, lang)}</p>
            </div>
            <button type="button" className="secondary notice-dismiss" aria-label={`${t.dismiss} — ${n.title}`} onClick={() => markRead({ ids: [n.id] })}>{t.dismiss}</button>
          </li>
        ))}
      </ul>
      {shown.length < notices.length && (
        <p><button type="button" className="link-button" onClick={() => setExpanded(true)}>{t.showMore(notices.length - shown.length)}</button></p>
      )}
      {expanded && hidden > 0 && <p className="muted">{t.more(hidden)}</p>}
      <div role="status" aria-live="polite">{error && <p className="notice error">{error}</p>}</div>
    </section>
  );
}
