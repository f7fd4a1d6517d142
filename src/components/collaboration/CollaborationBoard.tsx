import { useState } from 'react';
import { errorMessage, fieldErrorsOf, api } from '../api-client.ts';
import { useHydrated } from '../use-hydrated.ts';
import { collaborationUi } from '#i18n/ui-collaboration.ts';
import { pagePath } from '#i18n/paths.ts';
import type { RequestView } from '#server/collaboration/board/requests.ts';
import type { MatchView } from '#server/collaboration/board/matches.ts';
import ReplyForm from './ReplyForm.tsx';
import TextField from './TextField.tsx';
import type { Lang } from '#i18n/lang.ts';

export interface BoardData {
  board: RequestView[];
  mine: RequestView[];
  matches: MatchView[];
}

const PAGE = 50;

/** The collaboration board: what waits for the caller, their matches and requests, publishing, replying. */
export default function CollaborationBoard({ lang, timeZone, initial }: { lang: Lang; timeZone: string; initial: BoardData }) {
  const t = collaborationUi[lang];
  const hydrated = useHydrated();
  const [data, setData] = useState<BoardData>(initial);
  const [more, setMore] = useState(initial.board.length >= PAGE);
  const partnerOf = (m: MatchView) => (m.role === 'demandeur' ? m.partner : m.requester);
  const others = data.board.filter((r) => !r.mine);

  async function reload() {
    const [board, mine, matches] = await Promise.all([
      api('get', '/api/collaboration-requests', { query: { limit: PAGE } }),
      api('get', '/api/collaboration-requests', { query: { mine: '1', limit: 100 } }),
      api('get', '/api/collaboration-matches', { query: { mine: '1' } }),
    ]);
    setData({ board, mine, matches });
    setMore(board.length >= PAGE);
  }

  async function loadMore() {
    const last = data.board.at(-1);
    if (!last) return;
    const next = await api('get', '/api/collaboration-requests', { query: { limit: PAGE, before: last.id } });
    setData((d) => ({ ...d, board: [...d.board, ...next] }));
    setMore(next.length >= PAGE);
  }

  const todo = [
    ...data.matches
      .filter((m) => m.status === 'a_remplir' || m.status === 'desaccord')
      .map((m) => ({
        key: m.id,
        href: pagePath(lang, `/collaborations/accords/${m.id}`),
        text: m.status === 'a_remplir' ? t.board.waitingAnswer(partnerOf(m).first_name, m.request_title) : t.board.waitingConflict(partnerOf(m).first_name),
      })),
    ...data.mine
      .filter((r) => (r.reply_count ?? 0) > 0 && !data.matches.some((m) => m.request_id === r.id))
      .map((r) => ({ key: r.id, href: pagePath(lang, `/collaborations/demandes/${r.id}`), text: t.board.waitingReplies(r.reply_count ?? 0, r.title) })),
  ];
  const waitingOnPartner = data.matches.filter((m) => m.status === 'en_attente');

  return (
    <div data-hydrated={hydrated ? 'true' : undefined}>
      <section className="collab-section panel" aria-labelledby="todo-title" data-testid="todo">
        <h2 id="todo-title">{t.board.waitingTitle}</h2>
        {todo.length === 0 && waitingOnPartner.length === 0 && <p>{t.board.waitingNone}</p>}
        {(todo.length > 0 || waitingOnPartner.length > 0) && (
          <ul className="todo-list">
            {todo.map((item) => (
              <li key={item.key}><a href={item.href}>{item.text}</a></li>
            ))}
            {waitingOnPartner.map((m) => (
              <li key={m.id} className="muted">{t.board.waitingPartner(partnerOf(m).first_name)}</li>
            ))}
          </ul>
        )}
        <p className="hint">{t.board.noEmail}</p>
      </section>

      <section className="collab-section" aria-labelledby="matches-title">
        <h2 id="matches-title">{t.board.matchesTitle}</h2>
        {data.matches.length === 0 ? (
          <p className="muted">{t.board.matchesNone}</p>
        ) : (
          <ul className="collab-list">
            {data.matches.map((m) => (
              <li key={m.id} className="collab-item" data-match={m.id}>
                <h3><a href={pagePath(lang, `/collaborations/accords/${m.id}`)}>{m.request_title}</a></h3>
                <p className="collab-meta">
                  <span>{t.board.withPartner(partnerOf(m).first_name, partnerOf(m).trade)}</span>
                  <span className={`badge badge-${m.status}`}>{t.status[m.status]}</span>
                  {m.status === 'a_remplir' && <span>{t.board.progress(m.answered)}</span>}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="collab-section" aria-labelledby="mine-title">
        <h2 id="mine-title">{t.board.mineTitle}</h2>
        {data.mine.length === 0 ? (
          <p className="muted">{t.board.mineNone}</p>
        ) : (
          <ul className="collab-list">
            {data.mine.map((r) => (
              <li key={r.id} className="collab-item" data-request={r.id}>
                <h3><a href={pagePath(lang, `/collaborations/demandes/${r.id}`)}>{r.title}</a></h3>
                <p className="collab-meta">
                  <span className={`badge badge-${r.status === 'ouverte' ? 'en_cours' : 'a_faire'}`}>{t.requestStatus[r.status]}</span>
                  <span>{t.board.replies(r.reply_count ?? 0)}</span>
                  <span>{t.date(r.created_at, timeZone)}</span>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <PublishForm lang={lang} onPublished={reload} />

      <section className="collab-section" aria-labelledby="board-title">
        <h2 id="board-title">{t.board.boardTitle}</h2>
        {others.length === 0 ? (
          <p className="muted">{t.board.boardNone}</p>
        ) : (
          <ul className="collab-list">
            {others.map((r) => (
              <li key={r.id} className="collab-item" data-request={r.id}>
                <h3 id={`request-${r.id}`}>{r.title}</h3>
                <p className="collab-meta">
                  <span>{t.board.by(r.author.first_name, r.author.trade)}</span>
                  <span>{t.date(r.created_at, timeZone)}</span>
                </p>
                <p className="collab-description">{r.description}</p>
                {r.my_reply_id ? (
                  <p>
                    {t.board.replied} <a href={pagePath(lang, `/collaborations/demandes/${r.id}`)}>{t.board.seeRequest}</a>
                  </p>
                ) : (
                  <ReplyForm lang={lang} requestId={r.id} titleId={`request-${r.id}`} onSent={reload} />
                )}
              </li>
            ))}
          </ul>
        )}
        {more && (
          <p>
            <button type="button" className="secondary" onClick={() => void loadMore()}>{t.board.loadMore}</button>
          </p>
        )}
      </section>
    </div>
  );
}

function PublishForm({ lang, onPublished }: { lang: Lang; onPublished: () => Promise<void> }) {
  const t = collaborationUi[lang].board;
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function publish(event: { preventDefault(): void }) {
    event.preventDefault();
    setBusy(true);
    setStatus(null);
    try {
      await api('post', '/api/collaboration-requests', { body: { title, description } });
      setTitle('');
      setDescription('');
      setErrors({});
      setStatus({ ok: true, text: t.published });
      await onPublished();
    } catch (e) {
      const fields = fieldErrorsOf(e);
      setErrors(fields);
      setStatus({ ok: false, text: Object.keys(fields).length ? t.fixErrors : errorMessage(e, t.fixErrors) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="collab-section panel" aria-labelledby="publish-title">
      <h2 id="publish-title">{t.publishTitle}</h2>
      <form onSubmit={(e) => void publish(e)} noValidate>
        <TextField id="request-title" label={t.titleLabel} help={t.titleHelp} value={title} onChange={setTitle} max={120} errors={errors.title} countText={collaborationUi[lang].agreement.chars} />
        <TextField id="request-description" label={t.descriptionLabel} help={t.descriptionHelp} value={description} onChange={setDescription} max={2000} multiline errors={errors.description} countText={collaborationUi[lang].agreement.chars} />
        <div className="form-actions">
          <button type="submit" disabled={busy}>{t.publish}</button>
        </div>
        <div aria-live="polite">{status && <p className={`notice ${status.ok ? 'success' : 'error'}`}>{status.text}</p>}</div>
      </form>
    </section>
  );
}
