import { useState } from 'react';
import { apiFetch, errorMessage, type ApiErrorBody } from '../api-client.ts';
import { collaborationUi } from '../../i18n/ui-collaboration.ts';
import type { PageLang } from '../../i18n/paths.ts';
import type { ContractBody } from '../../server/collaboration/contract-view.ts';

interface VerifyAnswer {
  match: boolean;
  computed_hash: string | null;
  contract_hash: string;
}

/** The sealed contract: its text, its hash, the PDF, and a check of any copy (text or PDF). */
export default function ContractPanel({ lang, timeZone, body }: { lang: PageLang; timeZone: string; body: ContractBody }) {
  const t = collaborationUi[lang].agreement;
  const [copied, setCopied] = useState(false);
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const pdfHref = `/api/collaboration-contract/pdf?match_id=${body.match_id}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(body.contract_hash ?? '');
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  async function verify(event: { preventDefault(): void }) {
    event.preventDefault();
    setResult(null);
    if (!file && text.trim() === '') return setResult({ ok: false, text: t.verifyEmpty });
    setBusy(true);
    try {
      let answer: VerifyAnswer;
      if (file) {
        const response = await fetch(`/api/collaboration-contract/verify?match_id=${body.match_id}`, {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/pdf', accept: 'application/json' },
          body: file,
        });
        const data = (await response.json()) as VerifyAnswer | { error: ApiErrorBody };
        if ('error' in data) throw new Error(data.error.message);
        answer = data;
      } else {
        answer = await apiFetch<VerifyAnswer>('/api/collaboration-contract/verify', { body: { match_id: body.match_id, text } });
      }
      setResult({ ok: answer.match, text: answer.match ? t.verifyMatch : t.verifyNoMatch });
    } catch (e) {
      setResult({ ok: false, text: errorMessage(e, t.verifyNoMatch) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="collab-section" aria-labelledby="contract-title" data-testid="contract">
      <div className="notice success" role="status">
        <strong>{t.sealedTitle}.</strong> {t.sealedOn(collaborationUi[lang].dateTime(body.finalized_at!, timeZone))}
      </div>
      <h2 id="contract-title">{t.contractTitle}</h2>
      <div className="contract-text" lang={body.contract_lang ?? undefined} tabIndex={0} role="region" aria-labelledby="contract-title" data-testid="contract-text">
        {body.contract_text}
      </div>
      <h3>{t.hash}</h3>
      <p>
        <code className="hash" data-testid="contract-hash">{body.contract_hash}</code>
      </p>
      <p className="hint">{t.hashHelp}</p>
      <div className="form-actions">
        <a className="button" href={pdfHref} download>{t.pdf}</a>
        <button type="button" className="secondary" onClick={() => void copy()}>{t.copy}</button>
      </div>
      <div aria-live="polite">{copied && <p className="notice success">{t.copied}</p>}</div>

      <form className="panel" onSubmit={(e) => void verify(e)} aria-labelledby="verify-title" noValidate>
        <h3 id="verify-title">{t.verifyTitle}</h3>
        <p className="hint" id="verify-help">{t.verifyHelp}</p>
        <label htmlFor="verify-text">{t.verifyText}</label>
        <textarea id="verify-text" rows={4} value={text} aria-describedby="verify-help" onChange={(e) => setText(e.target.value)} />
        <label htmlFor="verify-file">{t.verifyFile}</label>
        <input id="verify-file" type="file" accept="application/pdf,.pdf" aria-describedby="verify-help" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        <div className="form-actions">
          <button type="submit" disabled={busy}>{t.verify}</button>
        </div>
        <div aria-live="polite" data-testid="verify-result">
          {result && <p className={`notice verify-result ${result.ok ? 'success' : 'error'}`}>{result.text}</p>}
        </div>
      </form>
    </section>
  );
}
