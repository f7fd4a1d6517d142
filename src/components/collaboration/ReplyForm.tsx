import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage, fieldErrorsOf, api } from '../api-client.ts';
import { collaborationUi } from '#i18n/ui-collaboration.ts';
import TextField from './TextField.tsx';
import type { Lang } from '#i18n/lang.ts';

/** "Reply" disclosure under a request: a message, sent to the request's author. */
export default function ReplyForm({ lang, requestId, titleId, onSent }: { lang: Lang; requestId: string; titleId: string; onSent: () => Promise<void> }) {
  const t = collaborationUi[lang].board;
  const id = useId();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const [refocus, setRefocus] = useState(false);
  // Closing the form puts the focus back on its toggle, not on the page's start.
  useEffect(() => {
    if (refocus && !open) {
      toggle.current?.focus();
      setRefocus(false);
    }
  }, [refocus, open]);

  async function send(event: { preventDefault(): void }) {
    event.preventDefault();
    setBusy(true);
    try {
      await api('post', '/api/collaboration-replies', { body: { request_id: requestId, message } });
      setStatus({ ok: true, text: t.sent });
      setOpen(false);
      await onSent();
    } catch (e) {
      const fields = fieldErrorsOf(e);
      setErrors(fields);
      setStatus({ ok: false, text: Object.keys(fields).length ? t.fixErrors : errorMessage(e, t.fixErrors) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      {!open && (
        <button ref={toggle} type="button" className="secondary" aria-expanded="false" aria-describedby={titleId} onClick={() => setOpen(true)}>
          {t.replyToggle}
        </button>
      )}
      {open && (
        <form onSubmit={(e) => void send(e)} noValidate aria-labelledby={titleId}>
          <TextField id={`reply-${id}`} label={t.replyLabel} help={t.replyHelp} value={message} onChange={setMessage} max={2000} multiline errors={errors.message} countText={collaborationUi[lang].agreement.chars} autoFocus />
          <div className="form-actions">
            <button type="submit" disabled={busy}>{t.sendReply}</button>
            <button
              type="button"
              className="secondary"
              onClick={() => {
                setOpen(false);
                setRefocus(true);
              }}
            >
              {t.cancel}
            </button>
          </div>
        </form>
      )}
      <div aria-live="polite">{status && <p className={`notice ${status.ok ? 'success' : 'error'}`}>{status.text}</p>}</div>
    </div>
  );
}
