/** The payment step: the deposit of an accepted application, and the way to the provider's page. */
import { useState } from 'react';
import { applicationTexts } from '#i18n/ui-applications.ts';
import { amountText } from '#i18n/buyer-price-texts.ts';
import { chargedRegime, shownAmount, type PriceSettings } from '#shared/buyer-price.ts';
import { postJson } from './post-json.ts';
import type { Lang } from '#i18n/lang.ts';

export interface PendingApplication {
  id: string;
  formula: string;
  deposit_cents: number;
  /** What the server decided when the application was made (decision 036, 049); null before regimes were stored. */
  vat_regime: string | null;
  /** VIES did not confirm the buyer's VAT number in time: French VAT is charged (decision 049). */
  vies_unavailable?: boolean;
}

interface Props {
  lang: Lang;
  application: PendingApplication;
  pricing: PriceSettings;
  formulaLabel: string;
  cancelled: boolean;
  justSent: boolean;
}

export default function PaymentPanel({ lang, application, pricing, formulaLabel, cancelled, justSent }: Props) {
  const t = applicationTexts[lang].form;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The deposit as charged, with the words of the regime the server decided (decision 056).
  const amount = amountText(shownAmount(application.deposit_cents, chargedRegime(application.vat_regime, pricing), pricing), lang, { cents: 'always' });

  async function pay() {
    setBusy(true);
    setError(null);
    const { ok, data } = await postJson('/api/payment/checkout', { candidature_id: application.id, lang }, lang);
    if (ok && typeof data?.url === 'string') {
      window.location.assign(data.url);
      return; // stays busy while the browser leaves
    }
    setError(data?.error?.message ?? t.errors.network);
    setBusy(false);
  }

  return (
    <div className="payment-panel" data-candidature={application.id}>
      {justSent && (
        <p className="notice success" role="status">
          {t.sent}
        </p>
      )}
      {cancelled && <p className="notice">{t.cancelled}</p>}
      {!justSent && <p>{t.pendingIntro}</p>}
      {application.vies_unavailable && (
        <p className="notice" role="note" data-testid="vies-unavailable">
          {t.viesUnavailable}
        </p>
      )}
      <p className="lead" data-testid="payment-amount">{t.payIntro(formulaLabel, amount)}</p>
      <div aria-live="polite">
        {error && (
          <p className="notice error" role="alert">
            {error}
          </p>
        )}
      </div>
      <p>
        <button type="button" className="pay-button" onClick={() => void pay()} disabled={busy} aria-busy={busy || undefined}>
          {busy ? t.paying : t.payButton(amount)}
        </button>
      </p>
    </div>
  );
}
