/**
 * The consumer's withdrawal right on /mon-compte (decision 058): the period's last day, what a
 * withdrawal would refund, one button, then a confirm step that says what happens (no dark
 * pattern: both answers are plain buttons of the same size, « Non » first), then what was recorded.
 */
import { useState } from 'react';
import { api } from '../api-client.ts';
import ErrorNotice from '../ui/ErrorNotice.tsx';
import { useHydrated } from '../use-hydrated.ts';
import { withdrawalAccountTexts } from '#i18n/withdrawal-texts.ts';
import type { Lang } from '#i18n/lang.ts';

interface Props {
  lang: Lang;
  section: { candidatureId: string; periodEndsOn: string; earlyStart: boolean; open: boolean; withdrawnOn: string | null };
  formPath: string;
}

export default function WithdrawalSection({ lang, section, formPath }: Props) {
  const t = withdrawalAccountTexts[lang];
  const hydrated = useHydrated();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [withdrawnOn, setWithdrawnOn] = useState<string | null>(section.withdrawnOn);

  async function confirm() {
    setBusy(true);
    setFailure(null);
    try {
      const res = await api('post', '/api/candidatures/{id}/withdrawal', { path: { id: section.candidatureId }, body: {} });
      setWithdrawnOn(res.withdrawal.received_on);
      setAsking(false);
    } catch (e) {
      setFailure(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="panel withdrawal" data-testid="withdrawal" aria-labelledby="withdrawal-title">
      <h2 id="withdrawal-title">{t.heading}</h2>
      {withdrawnOn ? (
        <p role="status" data-testid="withdrawal-done">{t.done(withdrawnOn)}</p>
      ) : section.open ? (
        <>
          <p>{t.open(section.periodEndsOn)}</p>
          <p>{section.earlyStart ? t.owedNow : t.fullRefund}</p>
          {asking ? (
            <div role="group" aria-labelledby="withdrawal-question" className="withdrawal-confirm">
              <p id="withdrawal-question"><strong>{t.confirmQuestion}</strong></p>
              <p className="actions">
                <button type="button" className="button secondary" onClick={() => setAsking(false)} disabled={busy}>{t.cancel}</button>{' '}
                <button type="button" className="button" onClick={() => void confirm()} disabled={busy}>{t.confirm}</button>
              </p>
            </div>
          ) : (
            <p><button type="button" className="button secondary" onClick={() => setAsking(true)} disabled={!hydrated}>{t.button}</button></p>
          )}
          <ErrorNotice error={failure} lang={lang} />
        </>
      ) : null}
      <p><a href={formPath} target="_blank" rel="noopener">{t.formLink}</a></p>
    </section>
  );
}
