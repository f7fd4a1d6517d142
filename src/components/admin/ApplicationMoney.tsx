/**
 * Staff: request the balance and refund an invoice (decision 024). Each refund form keeps one
 * Idempotency-Key from its first submit until it succeeds or the amount changes, so a double
 * click or a retry after a network error never refunds twice.
 */
import { useState } from 'react';
import { moneyUi } from '../../i18n/ui-money.ts';
import { formatEuros } from '../../i18n/money.ts';
import { api, errorMessage } from '../api-client.ts';
import { useHydrated } from '../use-hydrated.ts';

type Lang = 'fr' | 'en';
export interface RefundableInvoice {
  number: string;
  refundable_cents: number;
}

/** "49,90", "49.90", "1 341" → cents; null when it is not an amount. */
export function parseEuros(text: string): number | null {
  const clean = text.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(clean)) return null;
  const [whole, frac = ''] = clean.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

function RequestBalance({ lang, candidatureId }: { lang: Lang; candidatureId: string }) {
  const t = moneyUi[lang];
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  async function send() {
    setBusy(true);
    setStatus(null);
    try {
      const done = await api('post', '/api/candidatures/{id}/balance', { path: { id: candidatureId } });
      setStatus({ ok: true, text: t.balanceRequested(done.sent_to) });
      window.setTimeout(() => window.location.reload(), 1200);
    } catch (error) {
      setStatus({ ok: false, text: errorMessage(error, t.balanceFailed) });
      setBusy(false);
    }
  }
  return (
    <div className="money-action" data-testid="request-balance">
      <p className="muted">{t.requestBalanceHint}</p>
      <button type="button" className="button small" onClick={send} disabled={!hydrated || busy}>{t.requestBalance}</button>
      <p role="status" className={status ? (status.ok ? 'status-ok' : 'status-error') : undefined}>{status?.text ?? ''}</p>
    </div>
  );
}

function RefundForm({ lang, invoice }: { lang: Lang; invoice: RefundableInvoice }) {
  const t = moneyUi[lang];
  const hydrated = useHydrated();
  const [amount, setAmount] = useState((invoice.refundable_cents / 100).toFixed(2).replace('.', lang === 'fr' ? ',' : '.'));
  const [reason, setReason] = useState('');
  const [key, setKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const id = `refund-${invoice.number}`;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const cents = parseEuros(amount);
    if (cents === null || cents <= 0) return setStatus({ ok: false, text: t.badAmount });
    if (!window.confirm(t.refundConfirm(formatEuros(cents, lang), invoice.number))) return;
    const idempotencyKey = key ?? crypto.randomUUID();
    setKey(idempotencyKey);
    setBusy(true);
    setStatus(null);
    try {
      const done = await api('post', '/api/invoices/{number}/refunds', {
        path: { number: invoice.number },
        body: { amount_cents: cents, ...(reason.trim() ? { reason: reason.trim() } : {}) },
        headers: { 'idempotency-key': idempotencyKey },
      });
      setStatus({ ok: true, text: t.refundDone(done.credit_note.number) });
      window.setTimeout(() => window.location.reload(), 1500);
    } catch (error) {
      setStatus({ ok: false, text: errorMessage(error, t.refundFailed) });
      setBusy(false);
    }
  }

  if (invoice.refundable_cents <= 0) return <p className="muted" data-refund={invoice.number}>{invoice.number} · {t.nothingToRefund}</p>;
  return (
    <form className="refund-form" onSubmit={submit} data-refund={invoice.number}>
      <h3>{t.refundTitle(invoice.number)}</h3>
      <p className="muted">{t.refundable(formatEuros(invoice.refundable_cents, lang))}</p>
      <label htmlFor={`${id}-amount`}>{t.refundAmount}</label>
      <input id={`${id}-amount`} inputMode="decimal" value={amount} onChange={(e) => { setAmount(e.target.value); setKey(null); }} required />
      <label htmlFor={`${id}-reason`}>{t.refundReason}</label>
      <input id={`${id}-reason`} value={reason} maxLength={500} onChange={(e) => { setReason(e.target.value); setKey(null); }} />
      <button type="submit" className="button small secondary" disabled={!hydrated || busy}>{busy ? t.refunding : t.refund}</button>
      <p role="status" className={status ? (status.ok ? 'status-ok' : 'status-error') : undefined}>{status?.text ?? ''}</p>
    </form>
  );
}

export default function ApplicationMoney({ lang, candidatureId, canRequestBalance, invoices }: { lang: Lang; candidatureId: string; canRequestBalance: boolean; invoices: RefundableInvoice[] }) {
  const hydrated = useHydrated();
  return (
    <div className="app-money" data-hydrated={hydrated ? 'true' : undefined}>
      {canRequestBalance && <RequestBalance lang={lang} candidatureId={candidatureId} />}
      {invoices.map((invoice) => <RefundForm key={invoice.number} lang={lang} invoice={invoice} />)}
    </div>
  );
}
