/**
 * The withdrawal right on the staff's application page (decision 058): the consumer's choice, the
 * period's last day, a withdrawal recorded, and, while the period runs, recording a model form or
 * letter received (the day it was sent), confirmed first like every money action of the page.
 */
import { useState } from 'react';
import { api } from '../api-client.ts';
import ErrorNotice from '../ui/ErrorNotice.tsx';
import { withdrawalStaffTexts } from '#i18n/withdrawal-texts.ts';
import type { Lang } from '#i18n/lang.ts';

export interface StaffWithdrawal {
  early_start_requested_at: string | null;
  period_ends_on: string;
  access_starts_on: string | null;
  withdrawn_at: string | null;
  channel: string | null;
  received_on: string | null;
  owed_cents: number | null;
  refund_cents: number | null;
}

interface Props {
  lang: Lang;
  candidatureId: string;
  withdrawal: StaffWithdrawal | null;
  balanceDueOn: string | null;
  today: string;
  earlyStartText: string | null;
}

export default function WithdrawalRecord({ lang, candidatureId, withdrawal, balanceDueOn, today, earlyStartText }: Props) {
  const t = withdrawalStaffTexts[lang];
  const [state, setState] = useState(withdrawal);
  const [day, setDay] = useState(today);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  async function record() {
    setBusy(true);
    setFailure(null);
    try {
      const res = await api('post', '/api/candidatures/{id}/withdrawal', { path: { id: candidatureId }, body: { received_on: day } });
      setState(res.withdrawal);
      setAsking(false);
    } catch (e) {
      setFailure(e);
    } finally {
      setBusy(false);
    }
  }

  const open = state !== null && state.withdrawn_at === null && today <= state.period_ends_on;
  return (
    <section className="panel" aria-labelledby="withdrawal-staff" data-testid="staff-withdrawal">
      <h2 id="withdrawal-staff">{t.heading}</h2>
      {balanceDueOn && <p data-testid="balance-due-on">{t.balanceDueOn(balanceDueOn)}</p>}
      {state === null ? (
        <p>{t.business}</p>
      ) : (
        <>
          <p>{earlyStartText ? t.earlyStart(earlyStartText) : t.waits}</p>
          <p>{t.periodEnds(state.period_ends_on)}</p>
          {state.access_starts_on && <p>{t.accessOn(state.access_starts_on)}</p>}
          {state.withdrawn_at && state.received_on && <p role="status">{t.withdrawn(state.received_on, state.channel ?? '', state.owed_cents ?? 0, state.refund_cents ?? 0)}</p>}
          {open && (
            <div className="withdrawal-record">
              <label htmlFor="withdrawal-received-on">{t.receivedOn}</label>{' '}
              <input id="withdrawal-received-on" type="date" value={day} max={today} onChange={(e) => setDay(e.target.value)} />{' '}
              {asking ? (
                <span role="group" aria-label={t.confirm}>
                  <span>{t.confirm}</span>{' '}
                  <button type="button" className="button secondary" onClick={() => setAsking(false)} disabled={busy}>{t.no}</button>{' '}
                  <button type="button" className="button" onClick={() => void record()} disabled={busy}>{t.yes}</button>
                </span>
              ) : (
                <button type="button" className="button secondary" onClick={() => setAsking(true)}>{t.record}</button>
              )}
              <ErrorNotice error={failure} lang={lang} />
            </div>
          )}
        </>
      )}
    </section>
  );
}
