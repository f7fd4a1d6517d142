/**
 * Issue 23: unticking "Actif" or "Page d'accueil" on the theme shown at / would leave / and /en/
 * on the application's bare home page, at once and for every visitor. The editor asks first and
 * says what visitors will see; the server is unchanged (an API client may still do it).
 * A native modal <dialog>: focus stays inside, Escape cancels, and focus returns to the switch.
 * The safe choice (cancel) has the initial focus.
 */
import { useEffect, useRef } from 'react';
import type { LandingsUi } from '../../i18n/ui-landings.ts';

/** `restore`: going back to a state of the history where the theme was not shown at / (decision 029). */
export type HomeChange = { slug: string; name: string; kind: 'actif' | 'main' | 'restore'; entryId?: string };

export default function ConfirmHomeDialog({ t, change, onConfirm, onCancel }: { t: LandingsUi; change: HomeChange | null; onConfirm: () => void; onCancel: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (change && !dialog.open) dialog.showModal();
    if (!change && dialog.open) dialog.close();
  }, [change]);
  const texts = t.confirmHome;
  return (
    <dialog ref={ref} className="confirm-dialog" aria-labelledby="confirm-home-title" aria-describedby="confirm-home-body" onCancel={(e) => { e.preventDefault(); onCancel(); }}>
      {change && (
        <>
          <h2 id="confirm-home-title">{texts.title}</h2>
          <p id="confirm-home-body">{texts.body(change.name, change.kind)}</p>
          <p className="hint">{texts.hint}</p>
          <div className="confirm-dialog-buttons">
            <button type="button" className="secondary" autoFocus onClick={onCancel}>{texts.cancel}</button>
            <button type="button" className="danger" onClick={onConfirm}>{texts.confirm(change.kind)}</button>
          </div>
        </>
      )}
    </dialog>
  );
}
