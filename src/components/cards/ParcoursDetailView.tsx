import { useState } from 'react';
import { api } from '../api-client.ts';
import type { ParcoursDetail } from '../api-types.ts';
import { useHydrated } from '../use-hydrated.ts';
import { ui } from '#i18n/ui.ts';
import { pagePath } from '#i18n/paths.ts';
import ErrorNotice from '../ui/ErrorNotice.tsx';
import Icon, { domainIcon } from '../ui/Icon.tsx';
import StatusBadge from './StatusBadge.tsx';
import type { Lang } from '#i18n/lang.ts';

/** The Essentiel cap (decision 009), known before the click (decision 019). */
export interface ParcoursLimit {
  /** The other parcours in progress when the caller's formula allows no more; else null. */
  blockedBy: { id: string; title: string } | null;
}

/**
 * One parcours: its cards in order as a path (the next one stands out), its progress, the start
 * button — or, when the Essentiel cap is reached, why not with the way out (the parcours in
 * progress, the Premium formula) — and, while active, the way to leave it.
 */
export default function ParcoursDetailView({ lang, initial, limit = { blockedBy: null } }: { lang: Lang; initial: ParcoursDetail; limit?: ParcoursLimit }) {
  const texts = ui[lang].app;
  const t = texts.parcours;
  const hydrated = useHydrated();
  const [parcours, setParcours] = useState(initial);
  const [feedback, setFeedback] = useState<{ ok: true; text: string } | { ok: false; error: unknown } | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmLeave, setConfirmLeave] = useState(false);

  async function leave() {
    setBusy(true);
    setFeedback(null);
    try {
      setParcours(await api('post', '/api/parcours/{id}/leave', { path: { id: parcours.id } }));
      setConfirmLeave(false);
      setFeedback({ ok: true, text: t.left });
    } catch (e) {
      setFeedback({ ok: false, error: e });
    } finally {
      setBusy(false);
    }
  }

  async function start() {
    setBusy(true);
    setFeedback(null);
    try {
      setParcours(await api('post', '/api/parcours/{id}/start', { path: { id: parcours.id } }));
      setFeedback({ ok: true, text: t.started });
    } catch (e) {
      setFeedback({ ok: false, error: e });
    } finally {
      setBusy(false);
    }
  }

  const next = parcours.status !== null ? parcours.cards.find((c) => c.status !== 'validee') : undefined;
  return (
    <div data-hydrated={hydrated ? 'true' : undefined}>
      <header className="page-header">
        <h1 id="parcours-title">{parcours.title}</h1>
        {parcours.description && <p className="lead">{parcours.description}</p>}
        <p className="card-meta">
          {parcours.status === 'actif' && <span className="badge badge-en_cours">{t.active}</span>}
          {parcours.status === 'termine' && <span className="badge badge-validee"><Icon name="check" />{t.done}</span>}
        </p>
      </header>
      <div className="panel parcours-progress">
        <div className="meter" role="progressbar" aria-labelledby="parcours-title" aria-valuemin={0} aria-valuemax={parcours.progress.total} aria-valuenow={parcours.progress.done} aria-valuetext={t.progress(parcours.progress.done, parcours.progress.total)}>
          <span className="meter-fill" style={{ width: `${parcours.progress.total ? (100 * parcours.progress.done) / parcours.progress.total : 0}%` }} />
        </div>
        <p id="parcours-progress" className="level-text">{t.progress(parcours.progress.done, parcours.progress.total)}</p>
        {parcours.status === null && limit.blockedBy && parcours.has_other_active ? (
          <div className="notice info parcours-limit" data-testid="parcours-limit">
            <p>{t.limitReached(limit.blockedBy.title)}</p>
            <p className="form-actions">
              <a className="button secondary" href={pagePath(lang, `/mes-parcours/${limit.blockedBy.id}`)}>{t.seeActive}</a>
              <a href={`${pagePath(lang, '/')}#block-formules`}>{t.premium}</a>
            </p>
          </div>
        ) : parcours.status === null ? (
          <>
            {parcours.has_other_active && <p className="muted">{t.otherActive}</p>}
            <button type="button" onClick={() => void start()} disabled={busy}>{t.start}</button>
          </>
        ) : null}
        {next && (
          <p className="parcours-next-card" data-domain={next.domain ?? undefined}>
            <span className="muted small-text">{t.next}</span>
            <a className="button" href={pagePath(lang, `/fiches/${next.slug}`)}><Icon name={domainIcon(next.domain)} />{next.title}<Icon name="arrow_right" /></a>
          </p>
        )}
        {parcours.status === 'actif' && (
          <div className="parcours-leave">
            {confirmLeave ? (
              <div className="notice" role="group" aria-labelledby="leave-question">
                <p id="leave-question">{t.leaveConfirm}</p>
                <p className="form-actions">
                  <button type="button" className="secondary small" onClick={() => void leave()} disabled={busy}>{t.leaveYes}</button>
                  <button type="button" className="link-button" onClick={() => setConfirmLeave(false)}>{t.leaveNo}</button>
                </p>
              </div>
            ) : (
              <button type="button" className="link-button" onClick={() => setConfirmLeave(true)}>{t.leave}</button>
            )}
          </div>
        )}
        <div aria-live="polite">
          {feedback && (feedback.ok ? <p className="notice success">{feedback.text}</p> : <ErrorNotice lang={lang} error={feedback.error} />)}
        </div>
      </div>
      <section className="section" aria-labelledby="parcours-steps">
        <h2 id="parcours-steps">{t.steps}</h2>
        <ol className="parcours-cards">
          {parcours.cards.map((card, i) => (
            <li key={card.id} data-slug={card.slug} data-domain={card.domain ?? undefined} className={`${card.status === 'validee' ? 'done' : ''}${next?.id === card.id ? ' next' : ''}`}>
              <span className="parcours-step" aria-hidden="true">{card.status === 'validee' ? <Icon name="check" /> : i + 1}</span>
              <span className="parcours-card">
                <a href={pagePath(lang, `/fiches/${card.slug}`)}>{card.title}</a>
                <StatusBadge lang={lang} status={card.status} />
              </span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
