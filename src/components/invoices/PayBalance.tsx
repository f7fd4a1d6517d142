/** "Pay the balance" on /mes-factures (decision 024): opens the provider's page for exactly the balance. */
import { useState } from 'react';
import { moneyUi } from '#i18n/ui-money.ts';
import { api, errorMessage } from '../api-client.ts';
import { useHydrated } from '../use-hydrated.ts';
import type { Lang } from '#i18n/lang.ts';

export default function PayBalance({ lang, candidatureId }: { lang: Lang; candidatureId: string }) {
  const t = moneyUi[lang];
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function pay() {
    setBusy(true);
    setError(null);
    try {
      const checkout = await api('post', '/api/payment/checkout', { body: { candidature_id: candidatureId, purpose: 'solde', lang } });
      window.location.assign(checkout.url);
    } catch (e) {
      setError(errorMessage(e, t.payFailed));
      setBusy(false);
    }
  }
  return (
    <div data-hydrated={hydrated ? 'true' : undefined}>
      <p className="form-actions">
        <button type="button" onClick={() => void pay()} disabled={!hydrated || busy} aria-busy={busy || undefined}>{busy ? t.paying : t.payBalance}</button>
      </p>
      <div aria-live="polite">{error && <p className="notice error" role="alert">{error}</p>}</div>
    </div>
  );
}
