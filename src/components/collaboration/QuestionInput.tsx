import { QUESTIONS, type AnswerKey } from '#shared/collaboration-questions.ts';
import { questionTexts, type Names } from '#i18n/ui-collaboration-questions.ts';
import { collaborationUi } from '#i18n/ui-collaboration.ts';
import TextField from './TextField.tsx';
import type { Lang } from '#i18n/lang.ts';

interface Props {
  lang: Lang;
  questionKey: AnswerKey;
  value: unknown;
  names: Names;
  errors?: string[];
  /** Extra text tied to the control (a flag explaining a disagreement), by id. */
  describedBy?: string;
  onChange: (value: unknown) => void;
}

/** One question of the questionnaire with the control its type calls for. */
export default function QuestionInput({ lang, questionKey, value, names, errors, describedBy, onChange }: Props) {
  const spec = QUESTIONS[questionKey];
  const q = questionTexts[lang].questions[questionKey];
  const t = collaborationUi[lang].agreement;
  const id = `q-${questionKey}`;
  const helpId = `${id}-help`;
  const errorId = errors?.length ? `${id}-error` : undefined;
  const described = [helpId, errorId, describedBy].filter(Boolean).join(' ');
  const invalid = errors?.length ? true : undefined;
  const errorText = errors?.length ? <p id={errorId} className="field-error">{errors.join(' ')}</p> : null;

  if (spec.type === 'text') {
    return (
      <div data-question={questionKey}>
        <TextField id={id} label={q.label} help={q.help} value={typeof value === 'string' ? value : ''} onChange={onChange} max={spec.max} multiline errors={errors} countText={t.chars} describedBy={describedBy} />
      </div>
    );
  }

  if (spec.type === 'choice' || spec.type === 'boolean') {
    const options: [string, string][] =
      spec.type === 'boolean'
        ? [['true', t.yes], ['false', t.no]]
        : Object.entries(q.options!(names)).filter(([key]) => spec.options.includes(key));
    const current = value === undefined || value === null ? '' : String(value);
    return (
      <fieldset className="question field" data-question={questionKey} aria-describedby={described} aria-invalid={invalid}>
        <legend>{q.label}</legend>
        <p id={helpId} className="hint">{q.help}</p>
        <div className="choice-list">
          {options.map(([option, label]) => (
            <label key={option}>
              <input
                type="radio"
                name={id}
                value={option}
                checked={current === option}
                onChange={() => onChange(spec.type === 'boolean' ? option === 'true' : option)}
              />
              <span>{label}</span>
            </label>
          ))}
        </div>
        {errorText}
      </fieldset>
    );
  }

  if (spec.type === 'integer') {
    return (
      <div className="question" data-question={questionKey}>
        <label htmlFor={id}>{q.label}</label>
        <p id={helpId} className="hint">{q.help}</p>
        <div className="number-field">
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={spec.min}
            max={spec.max}
            step={1}
            value={typeof value === 'number' ? value : ''}
            aria-describedby={described}
            aria-invalid={invalid}
            onChange={(e) => onChange(e.target.value === '' ? undefined : Number.isNaN(e.target.valueAsNumber) ? e.target.value : e.target.valueAsNumber)}
          />
          <span aria-hidden="true">{spec.unit === 'pct' ? '%' : t.days}</span>
        </div>
        {errorText}
      </div>
    );
  }

  return (
    <div className="question" data-question={questionKey}>
      <label htmlFor={id}>{q.label}</label>
      <p id={helpId} className="hint">{q.help}</p>
      <input id={id} className="date-field" type="date" min="2000-01-01" max="2100-12-31" value={typeof value === 'string' ? value : ''} aria-describedby={described} aria-invalid={invalid} onChange={(e) => onChange(e.target.value || undefined)} />
      {errorText}
    </div>
  );
}
