import type { GuideField } from '../api-types.ts';
import type { AppTexts } from '../../i18n/ui-app.ts';
import TagInput from './TagInput.tsx';
import ColorListInput from './ColorListInput.tsx';

interface Props {
  field: GuideField;
  value: unknown;
  errors: string[] | undefined;
  onChange: (value: unknown) => void;
  texts: AppTexts['card'];
  colon: string;
}

const asStrings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** One answer of `renseignements.fields`, its help (aria-describedby) and its server errors. */
export default function FieldInput({ field, value, errors, onChange, texts, colon }: Props) {
  const id = `field-${field.key}`;
  const helpId = field.help ? `${id}-help` : undefined;
  const errorId = errors?.length ? `${id}-error` : undefined;
  const describedBy = [helpId, errorId].filter(Boolean).join(' ') || undefined;
  const invalid = errors?.length ? true : undefined;
  const required = field.required ? <span className="muted"> ({texts.required})</span> : null;

  const help = field.help && <p id={helpId} className="hint">{field.help}</p>;
  const errorText = errors?.length ? <p id={errorId} className="field-error">{errors.join(' ')}</p> : null;

  if (field.type === 'color_list') {
    // Several controls: a group whose name is the field label.
    return (
      <fieldset className="field" data-field={field.key} aria-describedby={describedBy}>
        <legend>{field.label}{required}</legend>
        {help}
        <ColorListInput id={id} value={asStrings(value)} onChange={onChange} texts={texts} />
        {errorText}
      </fieldset>
    );
  }

  if (field.type === 'boolean') {
    return (
      <div className="field field-checkbox" data-field={field.key}>
        <input id={id} type="checkbox" checked={value === true} aria-describedby={describedBy} aria-invalid={invalid} onChange={(e) => onChange(e.target.checked)} />
        <label htmlFor={id}>{field.label}{required}</label>
        {help}
        {errorText}
      </div>
    );
  }

  let control;
  if (field.type === 'tags') {
    control = <TagInput id={id} value={asStrings(value)} onChange={onChange} options={field.options} placeholder={field.placeholder} describedBy={describedBy} invalid={invalid} texts={texts} colon={colon} />;
  } else if (field.type === 'number') {
    control = (
      <input
        id={id}
        type="number"
        step="any"
        inputMode="decimal"
        value={typeof value === 'number' && Number.isFinite(value) ? value : ''}
        placeholder={field.placeholder}
        aria-required={field.required || undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.valueAsNumber)}
      />
    );
  } else if (field.options?.length) {
    control = (
      <select id={id} value={typeof value === 'string' ? value : ''} aria-required={field.required || undefined} aria-describedby={describedBy} aria-invalid={invalid} onChange={(e) => onChange(e.target.value || undefined)}>
        <option value="">{texts.choose}</option>
        {field.options.map((o) => <option key={o} value={o}>{o}</option>)}
      </select>
    );
  } else {
    control = (
      <input
        id={id}
        type="text"
        value={typeof value === 'string' ? value : ''}
        placeholder={field.placeholder}
        aria-required={field.required || undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  return (
    <div className="field" data-field={field.key}>
      <label htmlFor={id}>{field.label}{required}</label>
      {help}
      {control}
      {errorText}
    </div>
  );
}
