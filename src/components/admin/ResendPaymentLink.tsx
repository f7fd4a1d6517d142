/** Staff: email the deposit's payment link again to an applicant who has not paid (decision 020). */
import { useState } from 'react';
import { adminApplicationsUi } from '#i18n/ui-admin-applications.ts';
import { ApiError, errorMessage, api } from '../api-client.ts';
import { useHydrated } from '../use-hydrated.ts';
import type { Lang } from '#i18n/lang.ts';

export default function ResendPaymentLink({ lang, candidatureId }: { lang: Lang; candidatureId: string }) {
  const t = adminApplicationsUi[lang];
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  async function send() {
    setBusy(true);
    setStatus(null);
    try {
      const sent = await api('post', '/api/candidatures/{id}/payment-link', { path: { id: candidatureId } });
      setStatus({ ok: true, text: t.resendDone(sent.sent_to) });
    } catch (error) {
      // 429: the day's reminder was already sent (by anyone); say so rather than "too many attempts".
      const limited = error instanceof ApiError && error.status === 429;
      setStatus({ ok: false, text: limited ? t.resendLimited : errorMessage(error, t.resendFailed) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="resend-link" data-hydrated={hydrated ? 'true' : undefined}>
      <p className="muted">{t.resendHint}</p>
      <button type="button" className="button small" onClick={send} disabled={!hydrated || busy}>{t.resend}</button>
      <p role="status" className={status ? (status.ok ? 'status-ok' : 'status-error') : undefined}>{status?.text ?? ''}</p>
    </div>
  );
}
