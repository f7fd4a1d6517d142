import { QUESTION_GROUPS, type AnswerKey, type DraftAnswers } from '#shared/collaboration-questions.ts';
import { answerLabel, questionTexts, type Names } from '#i18n/ui-collaboration-questions.ts';
import { collaborationUi } from '#i18n/ui-collaboration.ts';
import type { FlagView } from '#server/collaboration/questionnaire/flag-messages.ts';
import type { Lang } from '#i18n/lang.ts';

interface Props {
  lang: Lang;
  names: Names;
  partnerName: string;
  mine: DraftAnswers;
  theirs: DraftAnswers | null;
  flags: FlagView[];
  /** Offers "change my answer" on flagged questions when given. */
  onEdit?: (key: AnswerKey) => void;
}

/**
 * The caller's answers beside the partner's (once both have submitted), group by group, each
 * conflict and risk at its question with its plain explanation.
 */
export default function AnswersComparison({ lang, names, partnerName, mine, theirs, flags, onEdit }: Props) {
  const t = collaborationUi[lang];
  const q = questionTexts[lang];
  const label = (key: AnswerKey, value: unknown) => answerLabel(lang, key, value, names);
  return (
    <div data-testid="comparison">
      {QUESTION_GROUPS.map((group) => (
        <table className="compare" key={group.id}>
          <caption>{q.groups[group.id]}</caption>
          <colgroup>
            <col className="col-question" />
            <col />
            {theirs && <col />}
          </colgroup>
          <thead>
            <tr>
              <th scope="col">{t.agreement.question}</th>
              <th scope="col">{t.agreement.you}</th>
              {theirs && <th scope="col">{partnerName}</th>}
            </tr>
          </thead>
          <tbody>
            {group.keys.map((key) => {
              const own = flags.filter((f) => f.key === key);
              const kind = own.some((f) => f.type === 'conflict') ? 'conflict' : own.length ? 'risk' : null;
              // A risk is one's own to change only when it comes from one's own answer.
              const editable = kind === 'conflict' || (kind === 'risk' && mine[key] === false);
              return (
                <tr key={key} className={kind ? `flag-${kind}` : undefined} data-row={key} data-flag={kind ?? undefined}>
                  <th scope="row">
                    {q.questions[key].label}
                    {own.map((flag, i) => (
                      <p key={i} className="flag-message" id={`flag-${key}-${i}`}>
                        <span className={`badge badge-${flag.type}`}>{flag.type === 'conflict' ? t.agreement.conflict : t.agreement.risk}</span> {flag.message}
                      </p>
                    ))}
                  </th>
                  <td data-label={`${t.agreement.you}${t.colon}`} className="collab-description">
                    {label(key, mine[key])}
                    {onEdit && editable && (
                      <p>
                        <button type="button" className="small secondary" aria-describedby={own.map((_, i) => `flag-${key}-${i}`).join(' ')} onClick={() => onEdit(key)}>
                          {t.agreement.changeAnswer}
                        </button>
                      </p>
                    )}
                  </td>
                  {theirs && <td data-label={`${partnerName}${t.colon}`} className="collab-description">{label(key, theirs[key])}</td>}
                </tr>
              );
            })}
          </tbody>
        </table>
      ))}
    </div>
  );
}
