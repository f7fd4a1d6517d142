/** A labelled text input or textarea with its help, a character count and server errors. */
export default function TextField(props: {
  id: string;
  label: string;
  help?: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  multiline?: boolean;
  errors?: string[];
  countText?: (n: number, max: number) => string;
  autoFocus?: boolean;
  /** More ids describing the control (a flag about this answer). */
  describedBy?: string;
}) {
  const { id, label, help, value, onChange, max, multiline, errors } = props;
  const helpId = help ? `${id}-help` : undefined;
  const countId = `${id}-count`;
  const errorId = errors?.length ? `${id}-error` : undefined;
  const describedBy = [helpId, countId, errorId, props.describedBy].filter(Boolean).join(' ');
  const length = [...value].length;
  const common = {
    id,
    value,
    'aria-describedby': describedBy,
    'aria-invalid': errors?.length ? true : undefined,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    autoFocus: props.autoFocus,
  } as const;
  return (
    <div className="question" data-field={id}>
      <label htmlFor={id}>{label}</label>
      {help && <p id={helpId} className="hint">{help}</p>}
      {multiline ? <textarea {...common} rows={5} /> : <input {...common} type="text" />}
      <p id={countId} className={length > max ? 'char-count field-error' : 'char-count'}>
        {props.countText ? props.countText(length, max) : `${length} / ${max}`}
      </p>
      {errors?.length ? <p id={errorId} className="field-error">{errors.join(' ')}</p> : null}
    </div>
  );
}
