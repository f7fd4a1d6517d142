import { useState } from 'react';
import { errorMessage, api } from '../api-client.ts';
import { useHydrated } from '../use-hydrated.ts';
import { collaborationUi } from '#i18n/ui-collaboration.ts';
import { pagePath } from '#i18n/paths.ts';
import type { RequestView } from '#server/collaboration/board/requests.ts';
import type { ReplyView } from '#server/collaboration/board/replies.ts';
import ReplyForm from './ReplyForm.tsx';
import type { Lang } from '#i18n/lang.ts';

/**
 * One request. Its author sees every reply with "accept" (creates the match and opens the
 * questionnaire) and can close or reopen it; another artisan sees their own reply or can reply.
 */
export default function RequestDetail({ lang, timeZone, initial, initialReplies }: { lang: Lang; timeZone: string; initial: RequestView; initialReplies: ReplyView[] }) {
  const t = collaborationUi[lang];
  const hydrated = useHydrated();
  const [request, setRequest] = useState(initial);
  const [replies, setReplies] = useState(initialReplies);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function reload() {
    const [r, list] = await Promise.all([api('get', '/api/collaboration-requests/{id}', { path: { id: request.id } }), api('get', '/api/collaboration-replies', { query: { request_id: request.id } })]);
    setRequest(r);
    setReplies(list);
  }

  async function accept(replyId: string) {
    setBusy(replyId);
    setError(null);
    try {
      const match = await api('post', '/api/collaboration-matches', { body: { reply_id: replyId } });
      window.location.assign(pagePath(lang, `/collaborations/accords/${match.id}`));
    } catch (e) {
      setError(errorMessage(e, t.loadError));
      setBusy(null);
    }
  }

  async function setStatus(status: 'ouverte' | 'fermee') {
    setBusy('status');
    setError(null);
    try {
      setRequest(await api('patch', '/api/collaboration-requests/{id}', { path: { id: request.id }, body: { status } }));
    } catch (e) {
      setError(errorMessage(e, t.loadError));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div data-hydrated={hydrated ? 'true' : undefined}>
      <h1 id="request-title">{request.title}</h1>
      <p className="collab-meta">
        <span>{t.board.by(request.author.first_name, request.author.trade)}</span>
        <span>{t.date(request.created_at, timeZone)}</span>
        <span className={`badge badge-${request.status === 'ouverte' ? 'en_cours' : 'a_faire'}`}>{t.requestStatus[request.status]}</span>
      </p>
      <p className="collab-description panel">{request.description}</p>
      <div aria-live="polite">{error && <p className="notice error">{error}</p>}</div>

      {request.mine ? (
        <>
          <section className="collab-section" aria-labelledby="replies-title">
            <h2 id="replies-title">{t.request.repliesTitle}</h2>
            {replies.length === 0 ? (
              <p className="muted">{t.request.repliesNone}</p>
            ) : (
              <ul className="collab-list">
                {replies.map((r) => (
                  <li key={r.id} className="collab-item" data-reply={r.id}>
                    <h3 id={`reply-${r.id}`}>{t.board.by(r.author.first_name, r.author.trade)}</h3>
                    <p className="collab-meta">{t.dateTime(r.created_at, timeZone)}</p>
                    <p className="collab-description">{r.message}</p>
                    {r.match_id ? (
                      <a className="button" href={pagePath(lang, `/collaborations/accords/${r.match_id}`)} aria-describedby={`reply-${r.id}`}>{t.request.openAgreement}</a>
                    ) : (
                      <button type="button" onClick={() => void accept(r.id)} disabled={busy !== null} aria-describedby={`reply-${r.id}`}>
                        {busy === r.id ? t.request.accepting : t.request.accept}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="collab-section panel" aria-labelledby="status-title">
            <h2 id="status-title" className="visually-hidden">{request.status === 'ouverte' ? t.request.close : t.request.reopen}</h2>
            <p className="hint" id="close-help">{t.request.closeHelp}</p>
            <button type="button" className="secondary" aria-describedby="close-help" disabled={busy !== null} onClick={() => void setStatus(request.status === 'ouverte' ? 'fermee' : 'ouverte')}>
              {request.status === 'ouverte' ? t.request.close : t.request.reopen}
            </button>
          </section>
        </>
      ) : (
        <section className="collab-section" aria-labelledby="own-reply-title">
          {replies[0] ? (
            <>
              <h2 id="own-reply-title">{t.request.yourReply}</h2>
              <p className="collab-description panel">{replies[0].message}</p>
              {replies[0].match_id ? (
                <p>
                  {t.request.accepted} <a href={pagePath(lang, `/collaborations/accords/${replies[0].match_id}`)}>{t.request.openAgreement}</a>
                </p>
              ) : (
                <p className="muted">{t.request.pending}</p>
              )}
            </>
          ) : request.status === 'fermee' ? (
            <p className="notice" id="own-reply-title">{t.request.closed}</p>
          ) : (
            <>
              <h2 id="own-reply-title" className="visually-hidden">{t.board.replyToggle}</h2>
              <ReplyForm lang={lang} requestId={request.id} titleId="request-title" onSent={reload} />
            </>
          )}
        </section>
      )}
    </div>
  );
}
