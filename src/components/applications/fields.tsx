/** Labelled inputs with their hint and error wired through aria-describedby (WCAG 1.3.1, 3.3.1). */
import type { ReactNode } from 'react';

interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  requiredText?: string;
  optionalText?: string;
  type?: 'text' | 'email' | 'url';
  inputMode?: 'numeric' | 'email' | 'url' | 'text';
  autoComplete?: string;
  readOnly?: boolean;
  maxLength?: number;
  multiline?: boolean;
  suffix?: ReactNode;
}

export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="field-error">
      {error}
    </p>
  );
}

export function Field(props: FieldProps) {
  const { id, label, value, onChange, error, hint, required } = props;
  const common = {
    id,
    name: id,
    value,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy(id, hint, error),
    'aria-required': required || undefined,
    readOnly: props.readOnly,
    maxLength: props.maxLength,
  };
  return (
    <div className="application-field">
      <label htmlFor={id}>
        {label} <span className="muted field-flag">{required ? props.requiredText : props.optionalText}</span>
      </label>
      {hint && (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      )}
      {props.multiline ? (
        <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <div className={props.suffix ? 'with-unit' : undefined}>
          <input
            {...common}
            type={props.type ?? 'text'}
            inputMode={props.inputMode}
            autoComplete={props.autoComplete}
            onChange={(event) => onChange(event.target.value)}
          />
          {props.suffix}
        </div>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

interface Choice {
  value: string;
  label: string;
  hint?: string;
  extra?: ReactNode;
}

/** A radio group in a fieldset; the error is announced with the group. */
export function ChoiceGroup(props: { id: string; legend: string; choices: Choice[]; value: string; onChange: (v: string) => void; error?: string; requiredText?: string }) {
  const { id, legend, choices, value, onChange, error } = props;
  return (
    <fieldset className="choice-group" id={id} aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend>
        {legend} <span className="muted field-flag">{props.requiredText}</span>
      </legend>
      <div className="choices">
        {choices.map((choice) => {
          const optionId = `${id}-${choice.value}`;
          return (
            <div className={`choice${value === choice.value ? ' selected' : ''}`} key={choice.value}>
              <input
                type="radio"
                id={optionId}
                name={id}
                value={choice.value}
                checked={value === choice.value}
                onChange={() => onChange(choice.value)}
                aria-describedby={choice.hint ? `${optionId}-hint` : undefined}
              />
              <label htmlFor={optionId}>
                <span className="choice-label">{choice.label}</span>
                {choice.hint && (
                  <span id={`${optionId}-hint`} className="choice-hint">
                    {choice.hint}
                  </span>
                )}
                {choice.extra}
              </label>
            </div>
          );
        })}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
