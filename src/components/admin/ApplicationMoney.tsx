/**
 * Staff: the balance and refunds of an application (decisions 024 and 057). Requesting the
 * balance and refunding ask first in the app's own dialog, then the panel follows the server's
 * answer — the balance's state, what is left to refund, the credit notes — without a reload. The
 * refund dialog says what the refund will do (end access, cancel the balance, be refused, or
 * nothing) from refundOutcome, the function the server applies under its lock; the server's
 * answer stays the rule when the page is stale (a balance paid meanwhile: 409 final_invoice_stands).
 * Each refund form keeps one Idempotency-Key from its first submit until it succeeds or the amount
 * changes, so a double click or a retry after a network error never refunds twice.
 */
import { useState } from 'react';
import { moneyUi } from '#i18n/ui-money.ts';
import { formatCents } from '#i18n/format.ts';
import { api, errorMessage } from '../api-client.ts';
import { useHydrated } from '../use-hydrated.ts';
import ConfirmDialog from '../ui/ConfirmDialog.tsx';
import type { Lang } from '#i18n/lang.ts';
import { balanceMayBeDue, depositMoneyOf, invoiceMoneyOf, refundOutcome, type ApplicationMoneyFacts } from '#server/money/payment/refund-outcome.ts';

type Status = { ok: boolean; text: string } | null;
export interface MoneyInvoice {
  number: string;
  kind: string;
  amount_incl_tax_cents: number;
}
export interface MoneyCreditNote {
  number: string;
  invoice_number: string;
  amount_incl_tax_cents: number;
  reason: string;
  url: string;
}
export interface MoneyState {
  /** `none` | `demande` | `paye` | `cancelled` (a requested balance cancelled by a deposit refund). */
  balance: string;
  balanceCents: number | null;
  /** Whether staff may ask for the balance now (paid deposit, never refunded, account not deleted). */
  canRequestBalance: boolean;
  creditNotes: MoneyCreditNote[];
}

/** "49,90", "49.90", "1 341" → cents; null when it is not an amount. */
export function parseEuros(text: string): number | null {
  const clean = text.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(clean)) return null;
  const [whole, frac = ''] = clean.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/** Invoice and credit-note numbers never break at their hyphens (as DocumentText.astro). */
function DocumentText({ text }: { text: string }) {
  return <>{text.split(/([FA]-\d{4}-\d{6})/).map((part, i) => (i % 2 === 1 ? <span key={i} className="invoice-number">{part}</span> : part))}</>;
}

function statusLine(status: Status) {
  return <p role="status" className={status ? (status.ok ? 'status-ok' : 'status-error') : undefined}>{status?.text ?? ''}</p>;
}

/** The button and its dialog; once requested the parent hides it and keeps the confirmation line. */
function RequestBalance({ lang, candidatureId, amountCents, email, onDone }: { lang: Lang; candidatureId: string; amountCents: number; email: string; onDone: (balanceCents: number, notice: string) => void }) {
  const t = moneyUi[lang];
  const hydrated = useHydrated();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  async function send() {
    setAsking(false);
    setBusy(true);
    setStatus(null);
    try {
      const done = await api('post', '/api/candidatures/{id}/balance', { path: { id: candidatureId } });
      onDone(done.balance_cents, t.balanceRequested(done.sent_to));
    } catch (error) {
      setStatus({ ok: false, text: errorMessage(error, t.balanceFailed) });
      setBusy(false);
    }
  }
  return (
    <div className="money-action" data-testid="request-balance">
      <p className="muted">{t.requestBalanceHint}</p>
      <button type="button" className="button small" onClick={() => setAsking(true)} disabled={!hydrated || busy}>{t.requestBalance}</button>
      {statusLine(status)}
      <ConfirmDialog
        id={`balance-${candidatureId}`}
        open={asking}
        title={t.balanceConfirmTitle}
        body={t.balanceConfirmBody(formatCents(amountCents, lang), email)}
        confirmLabel={t.balanceConfirmButton}
        cancelLabel={t.cancel}
        tone="primary"
        onConfirm={send}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}

/** The dialog's line about what refunding `cents` of `invoice` does (decision 057). */
export function refundConsequenceText(lang: Lang, facts: ApplicationMoneyFacts, invoice: MoneyInvoice, finalNumber: string | null, cents: number): string | undefined {
  const t = moneyUi[lang].refundConsequence;
  if (invoice.kind !== 'acompte' && invoice.kind !== 'solde') return undefined;
  const outcome = refundOutcome(facts, invoice.kind, cents);
  if (outcome.refusal) return t.refused(finalNumber ?? '');
  if (outcome.cancelsBalance) return t.cancelsBalance;
  if (outcome.endsAccess) return t.endsAccess;
  if (invoice.kind === 'acompte' && facts.balanceRequested) return t.keepsBalance;
  return t.nothing;
}

function RefundForm({ lang, invoice, refundableCents, consequence, onRefunded }: { lang: Lang; invoice: MoneyInvoice; refundableCents: number; consequence: (cents: number) => string | undefined; onRefunded: (note: MoneyCreditNote) => void }) {
  const t = moneyUi[lang];
  const hydrated = useHydrated();
  const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', lang === 'fr' ? ',' : '.');
  const [amount, setAmount] = useState(euros(refundableCents));
  const [reason, setReason] = useState('');
  const [key, setKey] = useState<string | null>(null);
  const [asking, setAsking] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const id = `refund-${invoice.number}`;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const cents = parseEuros(amount);
    if (cents === null || cents <= 0) return setStatus({ ok: false, text: t.badAmount });
    setStatus(null);
    setAsking(cents);
  }

  async function send(cents: number) {
    setAsking(null);
    const idempotencyKey = key ?? crypto.randomUUID();
    setKey(idempotencyKey);
    setBusy(true);
    try {
      const done = await api('post', '/api/invoices/{number}/refunds', {
        path: { number: invoice.number },
        body: { amount_cents: cents, ...(reason.trim() ? { reason: reason.trim() } : {}) },
        headers: { 'idempotency-key': idempotencyKey },
      });
      setStatus({ ok: true, text: t.refundDone(done.credit_note.number) });
      // The next refund is another request: a new key, and what is left as the amount.
      setKey(null);
      setReason('');
      setAmount(euros(done.remaining_cents));
      const note = done.credit_note;
      onRefunded({ number: note.number, invoice_number: note.invoice_number, amount_incl_tax_cents: note.amount_incl_tax_cents, reason: typeof note.reason === 'string' ? note.reason : '', url: note.url });
    } catch (error) {
      setStatus({ ok: false, text: errorMessage(error, t.refundFailed) });
    }
    setBusy(false);
  }

  if (refundableCents <= 0) {
    return (
      <div data-refund={invoice.number}>
        <p className="muted"><DocumentText text={invoice.number} /> · {t.nothingToRefund}</p>
        {statusLine(status)}
      </div>
    );
  }
  return (
    <form className="refund-form" onSubmit={submit} data-refund={invoice.number}>
      <h3><DocumentText text={t.refundTitle(invoice.number)} /></h3>
      <p className="muted" data-testid="refundable">{t.refundable(formatCents(refundableCents, lang))}</p>
      <label htmlFor={`${id}-amount`}>{t.refundAmount}</label>
      <input id={`${id}-amount`} inputMode="decimal" value={amount} onChange={(e) => { setAmount(e.target.value); setKey(null); }} required />
      <label htmlFor={`${id}-reason`}>{t.refundReason}</label>
      <input id={`${id}-reason`} value={reason} maxLength={500} onChange={(e) => { setReason(e.target.value); setKey(null); }} />
      <button type="submit" className="button small secondary" disabled={!hydrated || busy}>{busy ? t.refunding : t.refund}</button>
      {statusLine(status)}
      <ConfirmDialog
        id={`${id}-confirm`}
        open={asking !== null}
        title={<DocumentText text={t.refundConfirmTitle(invoice.number)} />}
        body={asking === null ? '' : <DocumentText text={t.refundConfirm(formatCents(asking, lang), invoice.number)} />}
        hint={asking === null ? undefined : consequence(asking)}
        confirmLabel={asking === null ? '' : t.refundConfirmButton(formatCents(asking, lang))}
        cancelLabel={t.cancel}
        onConfirm={() => asking !== null && void send(asking)}
        onCancel={() => setAsking(null)}
      />
    </form>
  );
}

export default function ApplicationMoney(props: { lang: Lang; candidatureId: string; email: string; balanceToRequestCents: number; invoices: MoneyInvoice[]; initial: MoneyState; downloadLabel: string }) {
  const { lang, candidatureId, invoices } = props;
  const t = moneyUi[lang];
  const hydrated = useHydrated();
  const [state, setState] = useState<MoneyState>(props.initial);
  const [balanceNotice, setBalanceNotice] = useState<string | null>(null);
  const credited = (number: string) => state.creditNotes.filter((n) => n.invoice_number === number).reduce((sum, n) => sum + n.amount_incl_tax_cents, 0);
  const finalInvoice = invoices.find((i) => i.kind === 'solde') ?? null;
  const factsOf = (s: MoneyState): ApplicationMoneyFacts => ({
    deposit: depositMoneyOf({ invoices, credit_notes: s.creditNotes }) ?? { amountCents: 0, refundedCents: 0 },
    final: invoiceMoneyOf({ invoices, credit_notes: s.creditNotes }, 'solde'),
    balanceRequested: s.balance === 'demande',
  });

  function refunded(invoice: MoneyInvoice, note: MoneyCreditNote) {
    setState((s) => {
      // The server applied the same rule (decision 057): the refund that empties the deposit
      // cancelled a requested balance; a partial one left it due.
      const after = { ...s, creditNotes: [...s.creditNotes, note] };
      const depositStands = balanceMayBeDue(factsOf(after));
      const cancelled = invoice.kind === 'acompte' && s.balance === 'demande' && !depositStands;
      return { ...after, balance: cancelled ? 'cancelled' : s.balance, balanceCents: cancelled ? null : s.balanceCents, canRequestBalance: s.canRequestBalance && depositStands };
    });
  }

  return (
    <div className="app-money" data-hydrated={hydrated ? 'true' : undefined}>
      <dl className="app-dl">
        <div><dt>{t.balance}</dt><dd data-testid="balance-state"><span className={`pill balance-${state.balance}`}>{t.balanceStates[state.balance]}</span></dd></div>
        {state.balanceCents !== null && <div><dt>{t.balanceAmount}</dt><dd>{formatCents(state.balanceCents, lang)}</dd></div>}
      </dl>
      {state.canRequestBalance && (
        <RequestBalance lang={lang} candidatureId={candidatureId} amountCents={props.balanceToRequestCents} email={props.email}
          onDone={(cents, notice) => {
            setBalanceNotice(notice);
            setState((s) => ({ ...s, balance: 'demande', balanceCents: cents, canRequestBalance: false }));
          }} />
      )}
      {balanceNotice && statusLine({ ok: true, text: balanceNotice })}
      {invoices.map((invoice) => (
        <RefundForm key={invoice.number} lang={lang} invoice={invoice} refundableCents={invoice.amount_incl_tax_cents - credited(invoice.number)}
          consequence={(cents) => refundConsequenceText(lang, factsOf(state), invoice, finalInvoice?.number ?? null, cents)} onRefunded={(note) => refunded(invoice, note)} />
      ))}
      <h3 className="app-invoices-title">{t.creditNotes}</h3>
      {state.creditNotes.length === 0 ? <p className="muted">{t.noCreditNotes}</p> : (
        <ul className="app-invoices" data-testid="credit-notes">
          {state.creditNotes.map((n) => (
            <li key={n.number} data-credit-note={n.number}>
              <span><DocumentText text={t.creditNoteLine(n.number, n.invoice_number)} /> · −{formatCents(n.amount_incl_tax_cents, lang)}{n.reason ? ` · ${n.reason}` : ''}</span>
              <a href={n.url} download aria-label={t.downloadCreditNote(n.number)}>{props.downloadLabel}</a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
