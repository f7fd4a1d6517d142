/** The sandbox's "pay" button: confirms through the real POST /api/payment/confirm. */
import { useState } from 'react';
import { applicationTexts } from '#i18n/ui-applications.ts';
import { moneyUi } from '#i18n/ui-money.ts';
import { pagePath } from '#i18n/paths.ts';
import { useHydrated } from '../use-hydrated.ts';
import { postJson } from './post-json.ts';
import type { Lang } from '#i18n/lang.ts';

/** `purpose: 'solde'` pays the balance (decision 024) and goes back to /mes-factures. */
export default function SandboxPay({ lang, candidatureId, reference, purpose = 'acompte' }: { lang: Lang; candidatureId: string; reference: string; purpose?: 'acompte' | 'solde' }) {
  const t = applicationTexts[lang];
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function pay() {
    setBusy(true);
    setError(null);
    const body = { candidature_id: candidatureId, payment_reference: reference, ...(purpose === 'solde' ? { purpose } : {}) };
    const { ok, data } = await postJson('/api/payment/confirm', body, lang);
    if (ok) {
      window.location.assign(
        purpose === 'solde' ? `${pagePath(lang, '/mes-factures')}?solde=paye` : `${pagePath(lang, '/candidature/bienvenue')}?candidature=${encodeURIComponent(candidatureId)}`,
      );
      return;
    }
    setError(data?.error?.message ?? t.form.errors.network);
    setBusy(false);
  }

  return (
    <div data-hydrated={hydrated ? 'true' : undefined}>
      <div aria-live="polite">
        {error && (
          <p className="notice error" role="alert">
            {error}
          </p>
        )}
      </div>
      <p className="form-actions">
        <button type="button" onClick={() => void pay()} disabled={busy || !hydrated} aria-busy={busy || undefined}>
          {busy ? t.sandbox.paying : t.sandbox.pay}
        </button>
        <a className="button secondary" href={`${pagePath(lang, purpose === 'solde' ? '/mes-factures' : '/candidature')}?paiement=annule`}>
          {purpose === 'solde' ? moneyUi[lang].sandboxCancel : t.sandbox.cancel}
        </a>
      </p>
    </div>
  );
}
