import { Fragment, useState, type DragEvent } from 'react';
import { API_LANG_HEADER } from '#i18n/paths.ts';
import { contractVerificationUi } from '#i18n/ui-contract-verification.ts';
import { useHydrated } from '../use-hydrated.ts';
import '#src/styles/files.css';
import type { Lang } from '#i18n/lang.ts';
import { formatDateTime } from '#i18n/format.ts';

interface Answer {
  match: boolean;
  message: string;
  computed_hash: string;
  contract: { reference: string; sealed_at: string; lang: Lang; parties: { role: 'demandeur' | 'partenaire'; name: string; brand: string | null }[] } | null;
}

const LIMIT = 5 * 1024 * 1024;

/** The public check: drop a PDF, learn whether it is a contract sealed by Atelier (nothing stored). */
export default function ContractVerifier({ lang, timeZone }: { lang: Lang; timeZone: string }) {
  const t = contractVerificationUi[lang];
  const hydrated = useHydrated();
  const [file, setFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function check(chosen: File | null) {
    setAnswer(null);
    setError(null);
    if (!chosen) return setError(t.empty);
    if (chosen.size > LIMIT) return setError(t.tooLarge);
    setBusy(true);
    try {
      const response = await fetch('/api/contract-verifications', { method: 'POST', headers: { 'content-type': 'application/pdf', accept: 'application/json', [API_LANG_HEADER]: lang }, body: chosen });
      const data = (await response.json().catch(() => null)) as (Answer & { error?: { message: string } }) | null;
      if (!response.ok || !data || data.error) setError(data?.error?.message || t.failed);
      else setAnswer(data);
    } catch {
      setError(t.failed);
    } finally {
      setBusy(false);
    }
  }

  function choose(chosen: File | null) {
    setFile(chosen);
    if (chosen) void check(chosen);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files?.[0] ?? null);
  }

  const when = (iso: string) => formatDateTime(iso, lang, { timeZone });
  return (
    <div data-hydrated={hydrated ? 'true' : undefined}>
      <form
        className="panel"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void check(file);
        }}
      >
        <div
          className={`drop-zone${dragging ? ' dragging' : ''}`}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="drop-zone"
        >
          {/* The same control as every upload of the site (DropZone): the real input stays in the
              tab order, visually hidden; its label is the visible button. */}
          <div className="drop-line">
            <input id="contract-file" type="file" className="file-input" accept="application/pdf,.pdf" aria-describedby="contract-file-chosen" onChange={(e) => choose(e.target.files?.[0] ?? null)} />
            <label htmlFor="contract-file" className="button secondary file-button">{t.choose}</label>
            <span className="muted">{t.orDrop}</span>
          </div>
          <p id="contract-file-chosen" className="hint">{file ? t.chosen(file.name) : ''}</p>
        </div>
        <div className="form-actions">
          <button type="submit" disabled={busy}>{busy ? t.checking : t.check}</button>
        </div>
      </form>
      <div aria-live="polite" data-testid="verification-result">
        {error && <p className="notice error">{error}</p>}
        {answer && (
          <div className={`panel verify-card notice ${answer.match ? 'success' : 'error'}`}>
            <h2>{answer.match ? t.genuine : t.notGenuine}</h2>
            <p>{answer.message}</p>
            {answer.contract && (
              <dl>
                <dt>{t.reference}</dt>
                <dd>{answer.contract.reference}</dd>
                <dt>{t.sealedAt}</dt>
                <dd>{when(answer.contract.sealed_at)}</dd>
                {answer.contract.parties.map((party) => (
                  <Fragment key={party.role}>
                    <dt>{party.role === 'demandeur' ? t.requester : t.partner}</dt>
                    <dd>{party.brand ? `${party.name} — ${party.brand}` : party.name}</dd>
                  </Fragment>
                ))}
                <dt>{t.language}</dt>
                <dd>{t.languages[answer.contract.lang]}</dd>
              </dl>
            )}
            <p className="hint">
              {t.fingerprint}
              {lang === 'fr' ? ' : ' : ': '}
              <code className="hash">{answer.computed_hash}</code>
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
