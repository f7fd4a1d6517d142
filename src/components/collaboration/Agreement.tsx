import { useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage, fieldErrorsOf, api } from '../api-client.ts';
import { useHydrated } from '../use-hydrated.ts';
import { collaborationUi } from '#i18n/ui-collaboration.ts';
import type { Names } from '#i18n/ui-collaboration-questions.ts';
import type { AnswerKey, DraftAnswers } from '#shared/collaboration-questions.ts';
import type { ContractBody } from '#server/collaboration/contract/contract-view.ts';
import type { MatchView } from '#server/collaboration/board/matches.ts';
import AnswersComparison from './AnswersComparison.tsx';
import ContractPanel from './ContractPanel.tsx';
import QuestionInput from './QuestionInput.tsx';
import QuestionnaireSteps from './QuestionnaireSteps.tsx';
import type { Lang } from '#i18n/lang.ts';

const POLL_MS = 15_000;

/**
 * The agreement of one match: the blind questionnaire (six steps, drafts saved), then the
 * waiting state, the side-by-side comparison with each conflict and risk at its question and a
 * way to change one's answer, and finally the sealed contract.
 */
export default function Agreement({ lang, timeZone, match, initial }: { lang: Lang; timeZone: string; match: MatchView; initial: ContractBody }) {
  const t = collaborationUi[lang];
  const a = t.agreement;
  const hydrated = useHydrated();
  const [body, setBody] = useState(initial);
  const [answers, setAnswers] = useState<DraftAnswers>(initial.answers);
  const [editing, setEditing] = useState(!initial.submitted);
  const [fixing, setFixing] = useState<AnswerKey[]>([]);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const fixPanel = useRef<HTMLDivElement>(null);

  const partner = match.role === 'demandeur' ? match.partner : match.requester;
  // Choice labels name both people; "(you)" tells the caller which one they are.
  const names: Names = {
    demandeur: match.role === 'demandeur' ? `${match.requester.first_name} (${a.you.toLowerCase()})` : match.requester.first_name,
    partenaire: match.role === 'partenaire' ? `${match.partner.first_name} (${a.you.toLowerCase()})` : match.partner.first_name,
  };
  const waiting = body.submitted && !body.both_submitted && !body.finalized;

  async function refresh() {
    try {
      const next = await api('get', '/api/collaboration-contract', { query: { match_id: match.id } });
      setBody(next);
      if (!editing) setAnswers(next.answers);
    } catch (e) {
      setStatus({ ok: false, text: errorMessage(e, t.loadError) });
    }
  }

  // Nobody is emailed (spec, Events 4): while waiting for the partner, the page looks again now and then.
  useEffect(() => {
    if (!waiting || editing) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [waiting, editing]);

  useEffect(() => {
    if (fixing.length) fixPanel.current?.focus();
  }, [fixing.length]);

  /** PUT: a draft (partial, before the first submission) or the complete set. */
  async function save(draft: boolean): Promise<boolean> {
    setBusy(true);
    setStatus(null);
    try {
      const next = await api('put', '/api/collaboration-contract', { body: { match_id: match.id, answers, ...(draft ? { draft: true } : {}) } });
      setBody(next);
      setAnswers(next.answers);
      setErrors({});
      if (draft) setStatus({ ok: true, text: a.saved });
      return true;
    } catch (e) {
      if (e instanceof ApiError && e.code === 'contract_locked') {
        await refresh();
        setEditing(false);
        setFixing([]);
        setStatus({ ok: false, text: a.lockedMeanwhile });
        return false;
      }
      const fields = fieldErrorsOf(e);
      setErrors(fields);
      setStatus({ ok: false, text: Object.keys(fields).length ? t.board.fixErrors : errorMessage(e, t.loadError) });
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function submit() {
    if (await save(false)) {
      setEditing(false);
      setFixing([]);
    }
  }

  const setAnswer = (key: AnswerKey, value: unknown) => setAnswers((current) => ({ ...current, [key]: value }));

  return (
    <div data-hydrated={hydrated ? 'true' : undefined} data-state={body.finalized ? 'finalized' : editing ? 'editing' : body.both_submitted ? 'compare' : waiting ? 'waiting' : 'answering'}>
      <p className="lead">{a.with(partner.first_name, match.role)}</p>
      {!body.finalized && <p className="hint">{a.blind}</p>}
      <div aria-live="polite" data-testid="status">{status && <p className={`notice ${status.ok ? 'success' : 'error'}`}>{status.text}</p>}</div>

      {body.finalized ? (
        <>
          <ContractPanel lang={lang} timeZone={timeZone} body={body} onChange={setBody} />
          <details className="collab-section">
            <summary>{a.answersTitle}</summary>
            <AnswersComparison lang={lang} names={names} partnerName={partner.first_name} mine={body.answers} theirs={body.partner_answers} flags={body.flags} />
          </details>
        </>
      ) : editing ? (
        <QuestionnaireSteps
          lang={lang}
          names={names}
          answers={answers}
          errors={errors}
          flags={body.flags}
          submitted={body.submitted}
          busy={busy}
          onChange={setAnswer}
          onSaveDraft={() => save(true)}
          onSubmit={() => void submit()}
          onCancel={
            body.submitted
              ? () => {
                  setAnswers(body.answers);
                  setErrors({});
                  setEditing(false);
                }
              : undefined
          }
        />
      ) : (
        <>
          {waiting && (
            <div className="notice" data-testid="waiting">
              <p>{a.waiting(partner.first_name)}</p>
              <button type="button" className="secondary" onClick={() => void refresh()}>{a.refresh}</button>
            </div>
          )}
          {body.both_submitted && body.flags.some((f) => f.type === 'conflict') && (
            <p className="notice error" data-testid="conflicts">{a.conflictIntro(body.flags.filter((f) => f.type === 'conflict').length)}</p>
          )}
          {fixing.length > 0 && (
            <div className="panel" ref={fixPanel} tabIndex={-1} aria-labelledby="fix-title" role="group" data-testid="fix-panel">
              <h2 id="fix-title">{a.changeAnswer}</h2>
              {fixing.map((key) => (
                <QuestionInput key={key} lang={lang} questionKey={key} value={answers[key]} names={names} errors={errors[key]} onChange={(v) => setAnswer(key, v)} />
              ))}
              <div className="form-actions">
                <button type="button" disabled={busy} onClick={() => void submit()}>{a.resubmit}</button>
                <button
                  type="button"
                  className="secondary"
                  onClick={() => {
                    setFixing([]);
                    setAnswers(body.answers);
                    setErrors({});
                  }}
                >
                  {a.cancelEdit}
                </button>
              </div>
            </div>
          )}
          <AnswersComparison
            lang={lang}
            names={names}
            partnerName={partner.first_name}
            mine={body.answers}
            theirs={body.partner_answers}
            flags={body.flags}
            onEdit={(key) => setFixing((keys) => (keys.includes(key) ? keys : [...keys, key]))}
          />
          <p className="form-actions">
            <button type="button" className="secondary" onClick={() => setEditing(true)}>{a.editAnswers}</button>
          </p>
        </>
      )}
    </div>
  );
}
