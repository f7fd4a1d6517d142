import { useState } from 'react';
import { errorMessage, type ApiErrorBody, api } from '../api-client.ts';
import { collaborationUi } from '#i18n/ui-collaboration.ts';
import { API_LANG_HEADER, pagePath } from '#i18n/paths.ts';
import { frenchSpacesOnly } from '#i18n/format.ts';
import type { ContractBody } from '#server/collaboration/contract/contract-view.ts';
import { describeEvent } from '#server/collaboration/contract/contract-audit-text.ts';
import '#src/styles/files.css';
import SignForm from './SignForm.tsx';
import type { Lang } from '#i18n/lang.ts';

interface VerifyAnswer {
  match: boolean;
  message: string;
}

/**
 * The locked contract: its text, who has signed, the sign form or the wait for the
 * partner, closing without signing; once sealed the signed PDF, its fingerprint and a check of
 * any copy; the history in every state.
 */
export default function ContractPanel({ lang, timeZone, body, onChange }: { lang: Lang; timeZone: string; body: ContractBody; onChange: (next: ContractBody) => void }) {
  const t = collaborationUi[lang].agreement;
  const when = (iso: string) => collaborationUi[lang].dateTime(iso, timeZone);
  const role = body.role;
  const partnerRole = role === 'demandeur' ? 'partenaire' : 'demandeur';
  const names = { demandeur: body.parties?.demandeur.name ?? '', partenaire: body.parties?.partenaire.name ?? '' };
  const open = !body.sealed && !body.closed;

  return (
    // No name on the section: the contract text below is the one region named « Texte du contrat »
    // (axe landmark-unique); its headings follow the page's h1 without a gap (heading-order, issue 39).
    <section className="collab-section" data-testid="contract" data-contract-state={body.sealed ? 'sealed' : body.closed ? 'closed' : 'to-sign'}>
      {body.sealed ? (
        <div className="notice success" role="status">
          <strong>{t.sealedTitle}.</strong> {t.sealedBoth(when(body.sealed_at!))}
        </div>
      ) : body.closed ? (
        <div className="notice" role="status">
          <strong>{t.closedTitle}.</strong> {t.closedOn(names[body.closed_by ?? partnerRole], when(body.closed_at!))}
        </div>
      ) : (
        <div className="notice" role="status">
          <strong>{t.lockedTitle}.</strong> {t.lockedOn(when(body.finalized_at!))}
        </div>
      )}

      <h2>{t.signaturesTitle}</h2>
      <ul className="signature-list" data-testid="signatures">
        {(['demandeur', 'partenaire'] as const).map((party) => {
          const signature = body.signatures[party];
          return (
            <li key={party} className={signature ? 'signed' : 'unsigned'}>
              {signature ? t.signedBy(names[party], when(signature.signed_at)) : t.toSign(names[party])}
            </li>
          );
        })}
      </ul>

      <h2 id="contract-title">{t.contractTitle}</h2>
      {/* An English reader is told the text is French, with its gist (issue 39). */}
      {body.contract_lang && body.contract_lang !== lang && (
        <div className="notice info" data-testid="contract-language">
          <p>{t.contractInFrench}</p>
          <p>{t.contractSummary}</p>
        </div>
      )}
      {/* French spacing on screen only: the same canonical text, so a copy still verifies (decision 010). */}
      <div className="contract-text" lang={body.contract_lang ?? undefined} tabIndex={0} role="region" aria-labelledby="contract-title" data-testid="contract-text">
        {body.contract_lang === 'fr' && body.contract_text ? frenchSpacesOnly(body.contract_text) : body.contract_text}
      </div>

      {!body.sealed && (
        <>
          <div className="form-actions">
            <a className="button secondary" href={`/api/collaboration-contract/pdf?match_id=${body.match_id}`} download data-testid="unsigned-pdf" aria-describedby="unsigned-pdf-help">
              {t.unsignedPdf}
            </a>
          </div>
          <p className="hint" id="unsigned-pdf-help">{body.closed ? t.unsignedPdfClosedHelp : t.unsignedPdfHelp}</p>
        </>
      )}
      {open && (body.signatures[role] ? <p className="notice">{t.waitingSignature(names[partnerRole])}</p> : <SignForm lang={lang} body={body} printedName={names[role]} onChange={onChange} />)}
      {body.sealed && <SealedDetails lang={lang} body={body} />}

      <details className="panel" data-testid="history">
        <summary>{t.historyTitle}</summary>
        <ul className="audit-list">
          {body.audit.map((event, index) => (
            <li key={index}>{describeEvent(event, names, lang, timeZone)}</li>
          ))}
        </ul>
      </details>
    </section>
  );
}

function SealedDetails({ lang, body }: { lang: Lang; body: ContractBody }) {
  const t = collaborationUi[lang].agreement;
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const pdfHref = `/api/collaboration-contract/pdf?match_id=${body.match_id}`;

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
          headers: { 'content-type': 'application/pdf', accept: 'application/json', [API_LANG_HEADER]: lang },
          body: file,
        });
        const data = (await response.json()) as VerifyAnswer | { error: ApiErrorBody };
        if ('error' in data) throw new Error(data.error.message);
        answer = data;
      } else {
        answer = await api('post', '/api/collaboration-contract/verify', { body: { match_id: body.match_id, text } });
      }
      setResult({ ok: answer.match, text: answer.message });
    } catch (e) {
      setResult({ ok: false, text: errorMessage(e, t.verifyNoMatch) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <div className="form-actions">
        <a className="button" href={pdfHref} download data-testid="contract-pdf">
          {t.pdf}
        </a>
      </div>
      {/* Fingerprints are for whoever checks a copy, not for reading: behind a disclosure (issue 39). */}
      <details className="technical-details" data-testid="technical-details">
        <summary>{t.technicalDetails}</summary>
        <h3>{t.pdfHash}</h3>
        <p>
          <code className="hash" data-testid="pdf-hash">{body.pdf_sha256}</code>
        </p>
        <p className="hint">{t.pdfHashHelp}</p>
        <h3>{t.hash}</h3>
        <p>
          <code className="hash" data-testid="contract-hash">{body.contract_hash}</code>
        </p>
        <p className="hint">{t.hashHelp}</p>
      </details>
      <p className="hint">
        {t.publicCheck} <a href={pagePath(lang, '/verifier-un-contrat')}>{t.publicCheckLink}</a>.
      </p>

      <form className="panel" onSubmit={(e) => void verify(e)} aria-labelledby="verify-title" noValidate>
        <h3 id="verify-title">{t.verifyTitle}</h3>
        <p className="hint" id="verify-help">{t.verifyHelp}</p>
        <label htmlFor="verify-text">{t.verifyText}</label>
        <textarea id="verify-text" rows={4} value={text} aria-describedby="verify-help" onChange={(e) => setText(e.target.value)} />
        {/* The site's file control (files.css): the input stays focusable, its label is the button. */}
        <p className="drop-line">
          <input id="verify-file" type="file" className="file-input" accept="application/pdf,.pdf" aria-describedby="verify-help" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
          <label htmlFor="verify-file" className="button secondary file-button">{t.verifyFile}</label>
          {file && <span className="muted">{file.name}</span>}
        </p>
        <div className="form-actions">
          <button type="submit" disabled={busy}>{t.verify}</button>
        </div>
        <div aria-live="polite" data-testid="verify-result">
          {result && <p className={`notice verify-result ${result.ok ? 'success' : 'error'}`}>{result.text}</p>}
        </div>
      </form>
    </>
  );
}
