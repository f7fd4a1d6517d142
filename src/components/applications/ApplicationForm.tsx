/**
 * /candidature: the application in four steps (step 2 shows the profile's work instead of asking
 * for photos and links when the profile already has some), a summary, then the payment of the
 * deposit. Answers are kept in localStorage until sent, so back,
 * next, a reload or signing in on the way never loses them.
 */
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { applicationTexts } from '#i18n/ui-applications.ts';
import { pagePath } from '#i18n/paths.ts';
import { useHydrated } from '../use-hydrated.ts';
import { EMPTY, errorsAfterChange, loadDraft, refusedPhotos, requestBody, STEPS, STORAGE_KEY, stepOfField, validateStep, type PhotoEntry, type Screen, type StepId, type Values } from './form-model.ts';
import { DepositStep, IdentityStep, PortfolioStep, SituationStep, Summary, type FormulaOption, type ProfileWork } from './steps.tsx';
import PaymentPanel, { type PendingApplication } from './PaymentPanel.tsx';
import { postJson } from './post-json.ts';
import type { PriceSettings } from '#shared/buyer-price.ts';
import type { Lang } from '#i18n/lang.ts';

interface Props {
  lang: Lang;
  formulas: FormulaOption[];
  /** The seller's VAT settings and PRICE_DISPLAY: every amount is written from them (decision 056). */
  pricing: PriceSettings;
  /** From the signed-in account's profile. */
  prefill: Partial<Pick<Values, 'first_name' | 'last_name' | 'email' | 'brand' | 'trade'>> | null;
  emailLocked: boolean;
  /** False when the profile already has gallery photos or portfolio links. */
  askPortfolio: boolean;
  /** The profile's gallery and portfolio links (shown at step 2 when `askPortfolio` is false). */
  profile: ProfileWork;
  signedIn: boolean;
  pending: PendingApplication | null;
  initialFormula: string | null;
  source: string | null;
  cancelled: boolean;
  /** CGV_VERSION, accepted at the last step. */
  cgvVersion: string;
}

type Notice = { kind: 'error'; text: string; link?: { href: string; label: string } } | null;

export default function ApplicationForm(props: Props) {
  const { lang, formulas, askPortfolio, pricing } = props;
  const t = applicationTexts[lang];
  const hydrated = useHydrated();
  const steps = STEPS;
  const [values, setValues] = useState<Values>(() => ({ ...EMPTY, ...props.prefill, formula: props.initialFormula ?? '' }));
  const [screen, setScreen] = useState<Screen>(props.pending ? 'payment' : 'identity');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<PendingApplication | null>(props.pending);
  const [justSent, setJustSent] = useState(false);
  const [restored, setRestored] = useState(false);
  const [photosBusy, setPhotosBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Restore the draft once in the browser; the account's identity wins over a stored one.
  useEffect(() => {
    if (!props.pending) {
      const draft = loadDraft(window.localStorage.getItem(STORAGE_KEY));
      if (draft) {
        const restoredValues = { ...draft.values };
        for (const [key, value] of Object.entries(props.prefill ?? {}) as [keyof Values, string][]) {
          if (value && !restoredValues[key]) (restoredValues[key] as string) = value;
        }
        if (props.emailLocked && props.prefill?.email) restoredValues.email = props.prefill.email;
        if (props.initialFormula) restoredValues.formula = props.initialFormula;
        setValues(restoredValues);
        setScreen(draft.screen);
      }
    }
    setRestored(true);
  }, []);

  useEffect(() => {
    if (restored && !pending) window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ values, screen }));
  }, [values, screen, restored, pending]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => errorsAfterChange(e, String(key)));
  };

  const updatePhotos = (change: (photos: PhotoEntry[]) => PhotoEntry[]) => {
    setValues((v) => ({ ...v, photos: change(v.photos) }));
    setErrors((e) => {
      const { photos: _, ...rest } = e;
      return rest;
    });
  };

  const go = (next: Screen) => {
    moved.current = true;
    setNotice(null);
    setScreen(next);
  };

  // Focus moves in the same commit that shows the new screen or the messages (a layout effect,
  // not a timer), so nobody sees the errors before the focus reaches them. The first field in
  // error wins; otherwise a new screen moves focus to its heading so keyboard and screen-reader
  // users start there.
  const pendingFocus = useRef<string | null>(null);
  const shownScreen = useRef(screen);
  const focusFirstError = (found: Record<string, string>) => {
    pendingFocus.current = Object.keys(found)[0] ?? null;
  };
  useLayoutEffect(() => {
    const first = pendingFocus.current;
    const screenChanged = shownScreen.current !== screen;
    shownScreen.current = screen;
    if (first) {
      pendingFocus.current = null;
      const id = first.startsWith('links.') ? `link-${first.split('.')[1]}` : first;
      const el = document.getElementById(id);
      const target = el?.tagName === 'FIELDSET' ? el.querySelector('input') : el;
      (target as HTMLElement | null)?.focus();
    } else if (screenChanged && moved.current) headingRef.current?.focus();
  }, [errors, screen]);

  function next(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (screen === 'summary') return void submit();
    const step = screen as StepId;
    const found = validateStep(step, askPortfolio ? values : { ...values, links: [] }, t.form.errors, lang);
    if (step === 'portfolio' && photosBusy) found.photos = t.form.fields.waitPhotos;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    const index = steps.indexOf(step);
    go(index === steps.length - 1 ? 'summary' : steps[index + 1]!);
  }

  function back() {
    const index = steps.indexOf(screen as StepId);
    go(screen === 'summary' ? steps.at(-1)! : steps[Math.max(0, index - 1)]!);
  }

  async function submit() {
    for (const step of steps) {
      const found = validateStep(step, askPortfolio ? values : { ...values, links: [] }, t.form.errors, lang);
      if (Object.keys(found).length > 0) {
        setErrors(found);
        go(step);
        return;
      }
    }
    setBusy(true);
    setNotice(null);
    const { ok, status, data } = await postJson('/api/candidatures', requestBody(values, { askPortfolio, lang, source: props.source, cgvVersion: props.cgvVersion }), lang);
    setBusy(false);
    if (ok) {
      window.localStorage.removeItem(STORAGE_KEY);
      setPending({ id: data.id, formula: data.formula, deposit_cents: data.deposit_cents, vat_regime: data.vat_regime ?? null, vies_unavailable: data.vies_check?.status === 'unavailable' });
      setJustSent(true);
      go('payment');
      return;
    }
    const code = data?.error?.code as string | undefined;
    if (code === 'validation_failed' || code === 'rule_failed' || code === 'cgv_not_accepted') {
      const fieldErrors = (data.error.details?.fieldErrors ?? {}) as Record<string, string[]>;
      const mapped = Object.fromEntries(Object.entries(fieldErrors).map(([k, m]) => [k, m.join(' ')]));
      // The server names refused photos by id; a person knows them by name.
      const refused = refusedPhotos(values.photos, fieldErrors.photos ?? []);
      if (refused.length > 0) mapped.photos = t.form.fields.refusedPhotos(refused.map((p) => `« ${p.name} »`).join(', '));
      const step = Object.keys(mapped).map(stepOfField).find(Boolean);
      setErrors(mapped);
      if (step) {
        go(step);
        focusFirstError(mapped);
      } else setNotice({ kind: 'error', text: data.error.message });
    } else if (code === 'account_exists') {
      setNotice({ kind: 'error', text: t.form.errors.accountExists, link: { href: `${pagePath(lang, '/connexion')}?next=${encodeURIComponent(pagePath(lang, '/candidature'))}`, label: t.form.errors.signIn } });
    } else if (code === 'already_member') {
      setNotice({ kind: 'error', text: t.form.errors.alreadyMember, link: { href: pagePath(lang, '/mes-actions'), label: t.form.errors.dashboard } });
    } else if (code === 'application_pending') {
      // Already sent from another tab: show its payment.
      window.localStorage.removeItem(STORAGE_KEY);
      window.location.assign(pagePath(lang, '/candidature'));
    } else {
      setNotice({ kind: 'error', text: status === 0 ? t.form.errors.network : (data?.error?.message ?? t.form.errors.network) });
    }
  }

  const stepIndex = steps.indexOf(screen as StepId);
  const title = screen === 'payment' ? t.form.payTitle : t.form.steps[screen];
  const formulaLabel = (id: string) => formulas.find((f) => f.id === id)?.label ?? id;
  const stepProps = { lang, t, values, set, errors, emailLocked: props.emailLocked, formulas, pricing, cgvVersion: props.cgvVersion };
  const portfolioProps = { ...stepProps, askPortfolio, profile: props.profile, signedIn: props.signedIn, updatePhotos, onPhotosBusy: setPhotosBusy };

  return (
    <div className="application" data-hydrated={hydrated ? 'true' : undefined} data-screen={screen}>
      {screen !== 'payment' && (
        <nav aria-label={t.form.progress}>
          <ol className="step-indicator">
            {steps.map((step, i) => (
              <li key={step} className={i < stepIndex || screen === 'summary' ? 'done' : i === stepIndex ? 'current' : undefined} aria-current={i === stepIndex ? 'step' : undefined}>
                <span className="step-number" aria-hidden="true">{i + 1}</span> {t.form.steps[step]}
              </li>
            ))}
          </ol>
        </nav>
      )}
      <form className="panel application-step" noValidate onSubmit={next} aria-labelledby="application-step-title">
        <h2 id="application-step-title" tabIndex={-1} ref={headingRef}>
          {stepIndex >= 0 && <span className="step-of">{t.form.stepOf(stepIndex + 1, steps.length)} — </span>}
          {title}
        </h2>
        {Object.keys(errors).length > 0 && screen !== 'payment' && (
          <p className="notice error" role="alert">
            {t.form.fixErrors}
          </p>
        )}
        {screen === 'identity' && <IdentityStep {...stepProps} />}
        {screen === 'portfolio' && <PortfolioStep {...portfolioProps} />}
        {screen === 'situation' && <SituationStep {...stepProps} />}
        {screen === 'deposit' && <DepositStep {...stepProps} />}
        {screen === 'summary' && <Summary {...stepProps} askPortfolio={askPortfolio} onEdit={(step) => go(step)} />}
        {screen === 'payment' && pending && <PaymentPanel lang={lang} application={pending} pricing={pricing} formulaLabel={formulaLabel(pending.formula)} cancelled={props.cancelled && !justSent} justSent={justSent} />}
        <div aria-live="polite">
          {notice && (
            <p className="notice error" role="alert">
              {notice.text} {notice.link && <a href={notice.link.href}>{notice.link.label}</a>}
            </p>
          )}
        </div>
        {screen !== 'payment' && (
          <div className="form-actions">
            {screen !== steps[0] && (
              <button type="button" className="secondary" onClick={back}>
                {t.form.back}
              </button>
            )}
            <button type="submit" disabled={busy || !hydrated} aria-busy={busy || undefined}>
              {screen === 'summary' ? (busy ? t.form.sending : t.form.submit) : t.form.next}
            </button>
          </div>
        )}
      </form>
    </div>
  );
}
