import { useRef, useState, type KeyboardEvent } from 'react';
import type { CardTexts } from '#i18n/ui-card.ts';

interface Props {
  id: string;
  value: string[];
  onChange: (tags: string[]) => void;
  placeholder?: string;
  describedBy?: string;
  invalid?: boolean;
  texts: CardTexts;
  colon: string;
}

/**
 * A free tag input: Enter or a comma adds the typed tag, Backspace in the empty input removes the
 * last one, each tag has its own remove button. (A closed set of tags is shown as chips instead.)
 */
export default function TagInput({ id, value, onChange, placeholder, describedBy, invalid, texts }: Props) {
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  // The removed tag's button disappears: focus goes back to the input instead of the page top.
  function remove(tag: string) {
    onChange(value.filter((t) => t !== tag));
    inputRef.current?.focus();
  }

  function add(raw: string) {
    const tags = raw.split(',').map((s) => s.trim()).filter(Boolean);
    const next = [...value];
    for (const tag of tags) if (!next.includes(tag)) next.push(tag);
    if (next.length !== value.length) onChange(next);
    setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      // Enter would submit the whole form; here it only adds the tag.
      event.preventDefault();
      add(draft);
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      event.preventDefault();
      onChange(value.slice(0, -1));
    }
  }

  const hintId = `${id}-hint`;
  return (
    <div className="tag-input">
      <ul className="tag-list" aria-live="polite" data-testid={`${id}-tags`}>
        {value.map((tag) => (
          <li key={tag} className="tag">
            <span>{tag}</span>
            <button type="button" className="tag-remove" aria-label={texts.tagRemove(tag)} onClick={() => remove(tag)}>
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <input
        ref={inputRef}
        id={id}
        type="text"
        value={draft}
        placeholder={placeholder}
        aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
        aria-invalid={invalid || undefined}
        onChange={(e) => {
          // Pasting "a, b" adds both at once.
          if (e.target.value.includes(',')) add(e.target.value);
          else setDraft(e.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => draft.trim() && add(draft)}
      />
      <p id={hintId} className="hint">{texts.tagAdd}</p>
    </div>
  );
}
