/**
 * Staff: refuse an application, or mark it withdrawn, with a reason (decision 025). Two steps:
 * the button opens the reason and a confirmation, which sends POST /api/candidatures/{id}/status;
 * the page then reloads so the state, the banner and the timeline show what was recorded.
 */
import { useId, useState } from 'react';
import { adminStaffUi } from '#i18n/ui-admin-staff.ts';
import { apiFetch, errorMessage } from '../api-client.ts';
import { useHydrated } from '../use-hydrated.ts';
import type { Lang } from '#i18n/lang.ts';

type Closed = 'refusee' | 'retiree';
const REASON_MAX = 1000;

export default function ApplicationDecision({ lang, candidatureId }: { lang: Lang; candidatureId: string }) {
  const t = adminStaffUi[lang];
  const hydrated = useHydrated();
  const reasonId = useId();
  const [choice, setChoice] = useState<Closed | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    if (!choice) return;
    if (!reason.trim()) {
      setError(t.reasonMissing);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await apiFetch(`/api/candidatures/${candidatureId}/status`, { method: 'POST', body: { status: choice, reason } });
      window.location.reload();
    } catch (e) {
      setError(errorMessage(e, t.failed));
      setBusy(false);
    }
  }

  return (
    <div className="app-decision" data-hydrated={hydrated ? 'true' : undefined}>
      <p className="muted">{t.decisionHint}</p>
      {choice === null ? (
        <div className="app-decision-buttons">
          <button type="button" className="button small danger" disabled={!hydrated} onClick={() => setChoice('refusee')}>{t.refuse}</button>
          <button type="button" className="button small secondary" disabled={!hydrated} onClick={() => setChoice('retiree')}>{t.withdraw}</button>
        </div>
      ) : (
        <form
          className="app-decision-form"
          onSubmit={(e) => {
            e.preventDefault();
            void confirm();
          }}
        >
          <p className="app-decision-question" role="alert">{t.confirmQuestion(choice)}</p>
          <label htmlFor={reasonId}>{t.reasonLabel}</label>
          <textarea id={reasonId} name="reason" rows={3} maxLength={REASON_MAX} aria-required="true" value={reason} onChange={(e) => setReason(e.target.value)} />
          <div className="app-decision-buttons">
            <button type="submit" className="button small danger" disabled={busy}>{choice === 'refusee' ? t.confirmRefuse : t.confirmWithdraw}</button>
            <button type="button" className="button small secondary" disabled={busy} onClick={() => { setChoice(null); setError(null); }}>{t.cancel}</button>
          </div>
        </form>
      )}
      <p role="status" className={error ? 'status-error' : undefined}>{error ?? ''}</p>
    </div>
  );
}
