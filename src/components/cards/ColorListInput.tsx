import { useRef, useState, type KeyboardEvent } from 'react';
import type { CardTexts } from '#i18n/ui-card.ts';

interface Props {
  id: string;
  value: string[];
  onChange: (colors: string[]) => void;
  texts: CardTexts;
}

const HEX = /^#[0-9a-f]{6}$/i;

/** A colour list: pick with the native colour picker or type the hex code, then add it. */
export default function ColorListInput({ id, value, onChange, texts }: Props) {
  const [hex, setHex] = useState('#9a4a24');
  const [error, setError] = useState(false);
  const hexRef = useRef<HTMLInputElement>(null);

  function add() {
    const normalized = hex.trim().toLowerCase();
    const withHash = normalized.startsWith('#') ? normalized : `#${normalized}`;
    if (!HEX.test(withHash)) {
      setError(true);
      return;
    }
    setError(false);
    if (!value.includes(withHash)) onChange([...value, withHash]);
  }

  function onHexKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  }

  const errorId = `${id}-hex-error`;
  return (
    <div className="color-list">
      <div className="color-pickers">
        <div>
          <label htmlFor={`${id}-picker`} className="sub-label">{texts.colorPick}</label>
          <input id={`${id}-picker`} type="color" value={HEX.test(hex) ? hex : '#000000'} onChange={(e) => { setHex(e.target.value); setError(false); }} />
        </div>
        <div>
          <label htmlFor={`${id}-hex`} className="sub-label">{texts.colorHex}</label>
          <input
            ref={hexRef}
            id={`${id}-hex`}
            type="text"
            value={hex}
            maxLength={7}
            spellCheck={false}
            aria-invalid={error || undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => setHex(e.target.value)}
            onKeyDown={onHexKey}
          />
        </div>
        <button type="button" className="secondary" onClick={add}>{texts.colorAdd}</button>
      </div>
      {error && <p id={errorId} className="field-error">{texts.colorInvalid}</p>}
      <ul className="swatches" aria-live="polite" data-testid={`${id}-swatches`}>
        {value.length === 0 && <li className="muted">{texts.colorNone}</li>}
        {value.map((c) => (
          <li key={c} className="swatch-item">
            <span className="swatch" style={{ background: c }} aria-hidden="true" />
            <code>{c}</code>
            <button type="button" className="tag-remove" aria-label={texts.colorRemove(c)} onClick={() => {
              onChange(value.filter((x) => x !== c));
              hexRef.current?.focus();
            }}>
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
