import { useEffect, useState } from 'react';
import { api, type ApiOk } from '../api-client.ts';
import { sampleConsentUi } from '#i18n/ui-sample-consent.ts';
import { formatDate } from '#i18n/format.ts';
import type { Lang } from '#i18n/lang.ts';

export type SampleConsentState = ApiOk<'/api/impact/sharing', 'get'>;

interface Props {
  lang: Lang;
  /** Her first name as the samples would show it (first word; "Artisan" when she gave none). */
  firstName: string;
  /** What would follow her name, from her own figures; null: none yet (an invented change is shown, said to be). */
  exampleLine: string | null;
  /** The account page has it already; the card page reads it. */
  initial?: SampleConsentState | null;
  /** Distinguishes the ids when the choice appears twice on a page. */
  idPrefix?: string;
}

/** The first word of a first name, as the aggregate names a sample (aggregate-impact.ts). */
export function sampleName(firstName: string): string {
  return firstName.trim().split(/\s+/)[0] || 'Artisan';
}

/**
 * The choice to be named in other artisans' samples (decisions §5, decision 055): what is shown,
 * to whom, an example with her own first name and figures; saved as soon as it is picked. Neither
 * answer is preselected until she has given one (being shown is off meanwhile).
 */
export default function SampleConsent({ lang, firstName, exampleLine, initial = null, idPrefix = 'samples' }: Props) {
  const t = sampleConsentUi[lang];
  const [state, setState] = useState<SampleConsentState | null>(initial);
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  /** The answer being saved, shown checked meanwhile (a controlled radio would otherwise spring back). */
  const [pending, setPending] = useState<boolean | null>(null);

  useEffect(() => {
    if (initial) return;
    let cancelled = false;
    api('get', '/api/impact/sharing', {})
      .then((s) => !cancelled && setState(s))
      .catch(() => !cancelled && setStatus({ kind: 'error', text: t.failed }));
    return () => {
      cancelled = true;
    };
  }, []);

  async function answer(show: boolean) {
    setBusy(true);
    setPending(show);
    setStatus(null);
    try {
      const saved = await api('put', '/api/impact/sharing', { body: { show_in_samples: show } });
      setState(saved);
      setStatus({ kind: 'success', text: show ? t.savedYes : t.savedNo });
    } catch {
      setStatus({ kind: 'error', text: t.failed });
    } finally {
      setPending(null);
      setBusy(false);
    }
  }

  const colon = lang === 'fr' ? '\u00a0: ' : ': ';
  const line = `${sampleName(firstName)}${colon}${exampleLine ?? (lang === 'fr' ? '+20\u00a0%' : '+20%')}`;
  const answered = pending ?? (state?.answered_at ? state.show_in_samples : null);
  return (
    <fieldset className="field sample-consent" data-testid="sample-consent" aria-busy={busy} aria-describedby={`${idPrefix}-explain ${idPrefix}-example`}>
      <legend>{t.title}</legend>
      <p id={`${idPrefix}-explain`} className="hint">{t.explain}</p>
      <p id={`${idPrefix}-example`} className="hint" data-testid="sample-example">
        {t.example(line, exampleLine === null)}
      </p>
      <div className="chips">
        <label className="chip">
          <input id={`${idPrefix}-yes`} type="radio" name={`${idPrefix}-show`} value="yes" checked={answered === true} disabled={!state || busy} onChange={() => answer(true)} />
          {t.yes}
        </label>
        <label className="chip">
          <input id={`${idPrefix}-no`} type="radio" name={`${idPrefix}-show`} value="no" checked={answered === false} disabled={!state || busy} onChange={() => answer(false)} />
          {t.no}
        </label>
      </div>
      <div role="status" aria-live="polite" data-testid="sample-consent-status">
        {status ? (
          <p className={`notice ${status.kind}`}>{status.text}</p>
        ) : state && (
          <p className="muted small-text">{state.answered_at ? t.answeredOn(formatDate(state.answered_at, lang)) : t.notAnswered}</p>
        )}
      </div>
    </fieldset>
  );
}
