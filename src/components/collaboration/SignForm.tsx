import { useState } from 'react';
import { errorMessage, api } from '../api-client.ts';
import { collaborationUi } from '#i18n/ui-collaboration.ts';
import type { ContractBody } from '#server/collaboration/contract/contract-view.ts';
import type { Lang } from '#i18n/lang.ts';

/**
 * Signing the locked text: the full name as printed, an explicit acceptance, then
 * POST /api/collaboration-contract/sign. Closing without signing asks for a confirmation first.
 */
export default function SignForm({ lang, body, printedName, onChange }: { lang: Lang; body: ContractBody; printedName: string; onChange: (next: ContractBody) => void }) {
  const t = collaborationUi[lang].agreement;
  const [name, setName] = useState('');
  const [accept, setAccept] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; accept?: string }>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmClose, setConfirmClose] = useState(false);

  async function sign(event: { preventDefault(): void }) {
    event.preventDefault();
    const problems = { name: name.trim() === '' ? t.signNameRequired : undefined, accept: accept ? undefined : t.signAcceptRequired };
    setErrors(problems);
    setStatus(null);
    if (problems.name || problems.accept) return;
    setBusy(true);
    try {
      const next = await api('post', '/api/collaboration-contract/sign', { body: { match_id: body.match_id, full_name: name, accept: true } });
      onChange(next);
    } catch (e) {
      setStatus({ ok: false, text: errorMessage(e, t.signNameRequired) });
    } finally {
      setBusy(false);
    }
  }

  async function close() {
    setBusy(true);
    try {
      onChange(await api('post', '/api/collaboration-contract/close', { body: { match_id: body.match_id } }));
    } catch (e) {
      setStatus({ ok: false, text: errorMessage(e, t.close) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <form className="panel sign-form" onSubmit={(e) => void sign(e)} aria-labelledby="sign-title" noValidate data-testid="sign-form">
        <h3 id="sign-title">{t.signTitle}</h3>
        <p className="hint">{t.youStillSign}</p>
        <label htmlFor="sign-name">{t.signName}</label>
        <p className="hint" id="sign-name-help">{t.signNameHelp(printedName)}</p>
        <input
          id="sign-name"
          type="text"
          autoComplete="name"
          value={name}
          maxLength={200}
          aria-describedby={`sign-name-help${errors.name ? ' sign-name-error' : ''}`}
          aria-invalid={errors.name ? true : undefined}
          onChange={(e) => setName(e.target.value)}
        />
        {errors.name && <p className="field-error" id="sign-name-error">{errors.name}</p>}
        <label className="checkbox">
          <input type="checkbox" checked={accept} aria-invalid={errors.accept ? true : undefined} aria-describedby={errors.accept ? 'sign-accept-error' : undefined} onChange={(e) => setAccept(e.target.checked)} />
          <span>{t.signAccept}</span>
        </label>
        {errors.accept && <p className="field-error" id="sign-accept-error">{errors.accept}</p>}
        <div className="form-actions">
          <button type="submit" disabled={busy}>{t.sign}</button>
        </div>
        <div aria-live="polite">{status && <p className={`notice ${status.ok ? 'success' : 'error'}`}>{status.text}</p>}</div>
      </form>
      <div className="panel close-panel">
        <h3>{t.closeTitle}</h3>
        <p className="hint">{t.closeHelp}</p>
        {confirmClose ? (
          <div className="form-actions" role="group" aria-label={t.closeConfirm}>
            <p>{t.closeConfirm}</p>
            <button type="button" className="danger" disabled={busy} onClick={() => void close()}>{t.closeYes}</button>
            <button type="button" className="secondary" onClick={() => setConfirmClose(false)}>{t.closeNo}</button>
          </div>
        ) : (
          <div className="form-actions">
            <button type="button" className="secondary" onClick={() => setConfirmClose(true)}>{t.close}</button>
          </div>
        )}
      </div>
    </>
  );
}
