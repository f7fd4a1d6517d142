/**
 * The app's own confirmation (never the browser's `confirm()`): a native modal <dialog>, so focus
 * stays inside, Escape cancels and focus returns where it was. The safe choice (cancel) has the
 * initial focus. Used by the theme editor (taking a theme off /) and the staff money panel
 * (requesting the balance, refunding).
 */
import { useEffect, useRef, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  /** Prefix of the title's and body's ids (unique on the page). */
  id: string;
  open: boolean;
  title: ReactNode;
  body: ReactNode;
  hint?: string;
  confirmLabel: string;
  cancelLabel: string;
  /** `danger` for what cannot be undone (money leaving, a page going off line). */
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
}

export default function ConfirmDialog({ id, open, title, body, hint, confirmLabel, cancelLabel, tone = 'danger', onConfirm, onCancel }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className="confirm-dialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-body`} onCancel={(e) => { e.preventDefault(); onCancel(); }}>
      {open && (
        <>
          <h2 id={`${id}-title`}>{title}</h2>
          <p id={`${id}-body`}>{body}</p>
          {hint && <p className="hint">{hint}</p>}
          <div className="confirm-dialog-buttons">
            <button type="button" className="secondary" autoFocus onClick={onCancel}>{cancelLabel}</button>
            <button type="button" className={tone === 'danger' ? 'danger' : undefined} onClick={onConfirm}>{confirmLabel}</button>
          </div>
        </>
      )}
    </dialog>
  );
}
