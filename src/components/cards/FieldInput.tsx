import { useState } from 'react';
import type { GuideField } from '../api-types.ts';
import type { CardTexts } from '#i18n/ui-card.ts';
import { normalizeOptions } from '#server/learning/cards/card-options.ts';
import TagInput from './TagInput.tsx';
import ColorListInput from './ColorListInput.tsx';

interface Props {
  field: GuideField;
  value: unknown;
  errors: string[] | undefined;
  onChange: (value: unknown) => void;
  texts: CardTexts;
  colon: string;
}

const asStrings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** Up to this many options, a single choice shows as chips; more become a list. */
const MAX_CHIPS = 7;

/**
 * One answer of `renseignements.fields`: the control that fits its type (closed sets as chips,
 * long texts as a textarea with a counter when the guide names a limit, numbers with their unit
 * and bounds), its help and errors (aria-describedby). The element a failed save focuses first
 * carries `data-focus-first`.
 */
export default function FieldInput({ field, value, errors, onChange, texts, colon }: Props) {
  const id = `field-${field.key}`;
  const helpId = field.help ? `${id}-help` : undefined;
  const [badNumber, setBadNumber] = useState(false);
  const shownErrors = badNumber ? [texts.notNumber, ...(errors ?? [])] : errors;
  const errorId = shownErrors?.length ? `${id}-error` : undefined;
  const counterId = field.max_length ? `${id}-counter` : undefined;
  const describedBy = [helpId, counterId, errorId].filter(Boolean).join(' ') || undefined;
  const invalid = shownErrors?.length ? true : undefined;
  const required = field.required ? <span className="required-mark"> ({texts.required})</span> : null;
  const options = normalizeOptions(field.options);

  const help = field.help && <p id={helpId} className="hint">{field.help}</p>;
  const errorText = shownErrors?.length ? <p id={errorId} className="field-error">{shownErrors.join(' ')}</p> : null;

  if (field.type === 'color_list') {
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

  // A closed set: several choices (tags with options) or one (text with few options) as chips.
  if ((field.type === 'tags' && options.length > 0) || (field.type === 'text' && options.length > 0 && options.length <= MAX_CHIPS)) {
    const multiple = field.type === 'tags';
    const selected = multiple ? asStrings(value) : typeof value === 'string' ? [value] : [];
    const toggle = (v: string, on: boolean) => {
      if (!multiple) return onChange(on ? v : undefined);
      // Kept in the guide's order, whatever the clicking order.
      const next = options.map((o) => o.value).filter((o) => (o === v ? on : selected.includes(o)));
      onChange(next);
    };
    return (
      <fieldset className="field" data-field={field.key} aria-describedby={describedBy}>
        <legend>{field.label}{required}</legend>
        {help}
        {multiple && <p className="hint">{texts.chooseSeveral}</p>}
        <div className="chips" aria-invalid={invalid} id={id}>
          {options.map((o, i) => (
            <label key={o.value} className="chip">
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={id}
                value={o.value}
                checked={selected.includes(o.value)}
                data-focus-first={i === 0 ? 'true' : undefined}
                onChange={(e) => toggle(o.value, e.target.checked)}
                onClick={(e) => {
                  // A second click on the chosen chip clears a single choice (radios cannot otherwise).
                  if (!multiple && selected.includes(o.value)) {
                    e.preventDefault();
                    onChange(undefined);
                  }
                }}
              />
              {o.label}
            </label>
          ))}
        </div>
        {errorText}
      </fieldset>
    );
  }

  let control;
  if (field.type === 'tags') {
    control = <TagInput id={id} value={asStrings(value)} onChange={onChange} placeholder={field.placeholder} describedBy={describedBy} invalid={invalid} texts={texts} colon={colon} />;
  } else if (field.type === 'number') {
    control = (
      <span className="with-unit">
        <input
          id={id}
          type="number"
          inputMode="decimal"
          step="any"
          className="input-short"
          min={field.min}
          max={field.max}
          value={typeof value === 'number' && Number.isFinite(value) ? value : ''}
          placeholder={field.placeholder}
          aria-required={field.required || undefined}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          onChange={(e) => {
            // "1e" or "--" are not numbers: said in the page's language, not left to the browser.
            setBadNumber(e.target.validity.badInput);
            onChange(e.target.value === '' ? undefined : e.target.valueAsNumber);
          }}
        />
        {field.unit && <span className="unit">{field.unit}</span>}
      </span>
    );
  } else if (options.length > 0) {
    control = (
      <select id={id} className="input-medium" value={typeof value === 'string' ? value : ''} aria-required={field.required || undefined} aria-describedby={describedBy} aria-invalid={invalid} onChange={(e) => onChange(e.target.value || undefined)}>
        <option value="">{texts.choose}</option>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    );
  } else {
    const text = typeof value === 'string' ? value : '';
    const common = {
      id,
      value: text,
      placeholder: field.placeholder,
      maxLength: field.max_length,
      'aria-required': field.required || undefined,
      'aria-describedby': describedBy,
      'aria-invalid': invalid,
    };
    control = (
      <>
        {field.multiline ? (
          <textarea {...common} rows={field.max_length && field.max_length <= 200 ? 3 : 6} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <input {...common} type="text" className={field.max_length && field.max_length <= 80 ? 'input-medium' : undefined} onChange={(e) => onChange(e.target.value)} />
        )}
        {field.max_length && (
          <p id={counterId} className="counter" data-over={text.length > field.max_length ? 'true' : undefined}>
            {texts.counter(text.length, field.max_length)}
          </p>
        )}
      </>
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
