import { useEffect, useRef, useState } from 'react';
import { ANSWER_KEYS, QUESTION_GROUPS, answeredCount, type AnswerKey, type DraftAnswers } from '#shared/collaboration-questions.ts';
import { answerLabel, questionTexts, type Names } from '#i18n/ui-collaboration-questions.ts';
import { collaborationUi } from '#i18n/ui-collaboration.ts';
import type { FlagView } from '#server/collaboration/questionnaire/flag-messages.ts';
import QuestionInput from './QuestionInput.tsx';
import type { Lang } from '#i18n/lang.ts';

interface Props {
  lang: Lang;
  names: Names;
  answers: DraftAnswers;
  errors: Record<string, string[]>;
  flags: FlagView[];
  /** Editing answers already sent: steps move without saving a draft, the last one sends again. */
  submitted: boolean;
  busy: boolean;
  onChange: (key: AnswerKey, value: unknown) => void;
  onSaveDraft: () => Promise<boolean>;
  onSubmit: () => void;
  onCancel?: () => void;
}

const SUMMARY = QUESTION_GROUPS.length;
const isAnswered = (answers: DraftAnswers, key: AnswerKey) => answers[key] !== undefined && answers[key] !== null && answers[key] !== '';

/** The six groups as steps, with progress, then a summary and the submission. */
export default function QuestionnaireSteps({ lang, names, answers, errors, flags, submitted, busy, onChange, onSaveDraft, onSubmit, onCancel }: Props) {
  const t = collaborationUi[lang].agreement;
  const q = questionTexts[lang];
  const firstOpen = QUESTION_GROUPS.findIndex((g) => g.keys.some((k) => !isAnswered(answers, k)));
  const [step, setStep] = useState(firstOpen === -1 ? SUMMARY : firstOpen);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const answered = answeredCount(answers);
  const missing = ANSWER_KEYS.length - ANSWER_KEYS.filter((k) => isAnswered(answers, k)).length;

  // After a refused submission, show the first step holding an error.
  useEffect(() => {
    const withError = QUESTION_GROUPS.findIndex((g) => g.keys.some((k) => errors[k]?.length));
    if (withError !== -1) go(withError, false);
  }, [errors]);

  // Focus the step's title when the step changes (not on first render).
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  function go(target: number, save = !submitted) {
    if (!save) return setStep(target);
    void onSaveDraft().then((ok) => ok && setStep(target));
  }

  const title = step === SUMMARY ? t.summary : q.groups[QUESTION_GROUPS[step]!.id];
  return (
    <div data-testid="questionnaire" data-step={step}>
      <nav aria-label={t.steps}>
        <ol className="steps">
          {[...QUESTION_GROUPS.map((g) => ({ id: g.id, label: q.groups[g.id], done: g.keys.every((k) => isAnswered(answers, k)) })), { id: 'summary', label: t.summary, done: false }].map((item, index) => (
            <li key={item.id}>
              <button type="button" className={item.done ? 'step-done' : undefined} aria-current={index === step ? 'step' : undefined} disabled={busy} onClick={() => go(index)}>
                {item.label}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <label htmlFor="answers-progress" className="sub-label">{t.answered(answered)}</label>
      <progress id="answers-progress" max={ANSWER_KEYS.length} value={answered} />

      <section className="panel collab-section" aria-labelledby="step-title">
        <h2 id="step-title" ref={heading} tabIndex={-1}>
          {title} <span className="muted">· {t.stepOf(step + 1, SUMMARY + 1)}</span>
        </h2>
        {step < SUMMARY ? (
          QUESTION_GROUPS[step]!.keys.map((key) => {
            const own = flags.filter((f) => f.key === key && f.type === 'risk');
            return (
              <div key={key}>
                <QuestionInput lang={lang} questionKey={key} value={answers[key]} names={names} errors={errors[key]} describedBy={own.length ? `risk-${key}` : undefined} onChange={(v) => onChange(key, v)} />
                {own.map((flag) => (
                  <p key={flag.message} id={`risk-${key}`} className="notice flag-message">
                    <span className="badge badge-risk">{t.risk}</span> {flag.message}
                  </p>
                ))}
              </div>
            );
          })
        ) : (
          <Summary lang={lang} names={names} answers={answers} errors={errors} onEdit={(index) => go(index, false)} />
        )}
        {step === SUMMARY && <p className={missing ? 'notice' : 'hint'}>{missing ? t.missing(missing) : t.submitHelp}</p>}
        <div className="form-actions">
          {step > 0 && (
            <button type="button" className="secondary" disabled={busy} onClick={() => go(step - 1)}>{t.previous}</button>
          )}
          {step < SUMMARY && (
            <button type="button" disabled={busy} onClick={() => go(step + 1)}>{submitted ? t.next : t.saveNext}</button>
          )}
          {step === SUMMARY && (
            <button type="button" disabled={busy} onClick={onSubmit}>{submitted ? t.resubmit : t.submit}</button>
          )}
          {onCancel && (
            <button type="button" className="secondary" disabled={busy} onClick={onCancel}>{t.cancelEdit}</button>
          )}
        </div>
      </section>
    </div>
  );
}

function Summary({ lang, names, answers, errors, onEdit }: { lang: Lang; names: Names; answers: DraftAnswers; errors: Record<string, string[]>; onEdit: (step: number) => void }) {
  const t = collaborationUi[lang].agreement;
  const q = questionTexts[lang];
  return (
    <div data-testid="summary">
      {QUESTION_GROUPS.map((group, index) => (
        <div key={group.id}>
          <h3 id={`summary-${group.id}`}>{q.groups[group.id]}</h3>
          <dl>
            {group.keys.map((key) => (
              <div key={key}>
                <dt>{q.questions[key].label}</dt>
                <dd className="collab-description">
                  {answerLabel(lang, key, answers[key] === '' ? undefined : answers[key], names)}
                  {errors[key]?.length ? <span className="field-error"> — {errors[key]!.join(' ')}</span> : null}
                </dd>
              </div>
            ))}
          </dl>
          <button type="button" className="small secondary" aria-describedby={`summary-${group.id}`} onClick={() => onEdit(index)}>{t.edit}</button>
        </div>
      ))}
    </div>
  );
}
