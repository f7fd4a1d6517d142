/** The four steps of the application form and the summary before sending. */
import type { ApplicationTexts } from '#i18n/ui-applications.ts';
import { formatCents } from '#i18n/format.ts';
import { pagePath } from '#i18n/paths.ts';
import { ChoiceGroup, Field, FieldError } from './fields.tsx';
import { formAmounts, MAX_LINKS, type PhotoEntry, type StepId, type StepProps } from './form-model.ts';
import PhotoPicker from './PhotoPicker.tsx';
import BillingAndConsent from './BillingAndConsent.tsx';
import { businessTexts } from '#i18n/ui-application-business.ts';
import { consentTexts } from '#i18n/ui-application-consent.ts';
import { withdrawalChoiceTexts } from '#i18n/withdrawal-texts.ts';
import { countryName } from '#i18n/countries.ts';
import { amountText } from '#i18n/buyer-price-texts.ts';
import type { Lang } from '#i18n/lang.ts';

export type { FormulaOption, StepProps } from './form-model.ts';

/** What the profile already shows; when it has anything, step 2 shows it instead of asking. */
export interface ProfileWork {
  gallery: string[];
  links: string[];
}

export interface PortfolioProps extends StepProps {
  askPortfolio: boolean;
  profile: ProfileWork;
  signedIn: boolean;
  updatePhotos: (change: (photos: PhotoEntry[]) => PhotoEntry[]) => void;
  onPhotosBusy: (busy: boolean) => void;
}

const OWN_PHOTO = /^\/api\/files\/[0-9a-f-]{36}$/i;

/** Step 2 when the profile has a gallery or portfolio links: they go with the application. */
function ProfileWorkView({ lang, t, profile }: { lang: Lang; t: ApplicationTexts; profile: ProfileWork }) {
  const f = t.form.fields;
  const photos = profile.gallery.filter((g) => OWN_PHOTO.test(g));
  const links = [...profile.gallery.filter((g) => !OWN_PHOTO.test(g)), ...profile.links];
  return (
    <div className="profile-work" data-testid="profile-work">
      <p>{f.profileIntro}</p>
      {photos.length > 0 && (
        <section aria-labelledby="profile-gallery-title">
          <h3 id="profile-gallery-title">{f.profileGallery}</h3>
          <ul className="photo-grid">
            {photos.map((url, i) => (
              <li key={url} className="photo-tile">
                <img src={url} alt={f.photoAlt(i + 1, '')} loading="lazy" />
              </li>
            ))}
          </ul>
        </section>
      )}
      {links.length > 0 && (
        <section aria-labelledby="profile-links-title">
          <h3 id="profile-links-title">{f.profileLinks}</h3>
          <ul className="profile-links">
            {links.map((link) => (
              <li key={link}>
                <a href={link} rel="noopener noreferrer nofollow" target="_blank">
                  {link}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p>
        <a href={pagePath(lang, '/mon-compte')}>{f.profileEdit}</a>
      </p>
    </div>
  );
}

export function IdentityStep({ t, values, set, errors, emailLocked }: StepProps) {
  const f = t.form.fields;
  const common = { requiredText: t.form.required, required: true };
  return (
    <div className="grid-2">
      <Field {...common} id="first_name" label={f.first_name} value={values.first_name} onChange={(v) => set('first_name', v)} error={errors.first_name} autoComplete="given-name" maxLength={80} />
      <Field {...common} id="last_name" label={f.last_name} value={values.last_name} onChange={(v) => set('last_name', v)} error={errors.last_name} autoComplete="family-name" maxLength={80} />
      <Field
        {...common}
        id="email"
        type="email"
        inputMode="email"
        label={f.email}
        value={values.email}
        onChange={(v) => set('email', v)}
        error={errors.email}
        autoComplete="email"
        readOnly={emailLocked}
        hint={emailLocked ? f.emailLocked : undefined}
        maxLength={254}
      />
      <Field {...common} id="brand" label={f.brand} value={values.brand} onChange={(v) => set('brand', v)} error={errors.brand} autoComplete="organization" maxLength={120} />
      <Field {...common} id="trade" label={f.trade} hint={f.tradeHint} value={values.trade} onChange={(v) => set('trade', v)} error={errors.trade} maxLength={120} />
    </div>
  );
}

export function PortfolioStep(props: PortfolioProps) {
  const { lang, t, values, set, errors } = props;
  if (!props.askPortfolio) return <ProfileWorkView lang={lang} t={t} profile={props.profile} />;
  const f = t.form.fields;
  const links = values.links;
  const update = (i: number, v: string) => set('links', links.map((l, j) => (j === i ? v : l)));
  return (
    <>
      <PhotoPicker lang={lang} t={t} photos={values.photos} updatePhotos={props.updatePhotos} onBusyChange={props.onPhotosBusy} signedIn={props.signedIn} error={errors.photos} />
      <fieldset className="links-group" aria-describedby="links-hint">
        <legend>
          {f.links} <span className="muted field-flag">{t.form.optional}</span>
        </legend>
        <p id="links-hint" className="hint">
          {f.linksHint}
        </p>
        <ol className="link-list">
          {links.map((link, i) => (
            <li key={i}>
              <label htmlFor={`link-${i}`} className="visually-hidden">
                {f.link(i + 1)}
              </label>
              <div className="link-row">
                <input
                  id={`link-${i}`}
                  type="url"
                  inputMode="url"
                  value={link}
                  placeholder="https://"
                  maxLength={500}
                  aria-invalid={errors[`links.${i}`] ? true : undefined}
                  aria-describedby={errors[`links.${i}`] ? `link-${i}-error` : undefined}
                  onChange={(event) => update(i, event.target.value)}
                />
                {links.length > 1 && (
                  <button type="button" className="secondary small" aria-label={f.removeLink(i + 1)} onClick={() => set('links', links.filter((_, j) => j !== i))}>
                    ×
                  </button>
                )}
              </div>
              <FieldError id={`link-${i}`} error={errors[`links.${i}`]} />
            </li>
          ))}
        </ol>
        <FieldError id="links" error={errors.links} />
        {links.length < MAX_LINKS && (
          <button type="button" className="secondary" onClick={() => set('links', [...links, ''])}>
            {f.addLink}
          </button>
        )}
      </fieldset>
    </>
  );
}

export function SituationStep({ t, values, set, errors }: StepProps) {
  const f = t.form.fields;
  return (
    <>
      <ChoiceGroup
        id="priority_need"
        legend={f.priority_need}
        requiredText={t.form.required}
        value={values.priority_need}
        onChange={(v) => set('priority_need', v)}
        error={errors.priority_need}
        choices={Object.entries(t.form.needs).map(([value, need]) => ({ value, label: need.label, hint: need.hint }))}
      />
      <Field
        id="monthly_revenue"
        required
        requiredText={t.form.required}
        label={f.monthly_revenue}
        hint={f.monthlyRevenueHint}
        inputMode="numeric"
        value={values.monthly_revenue}
        onChange={(v) => set('monthly_revenue', v.replace(/[\s\u00a0\u202f]/g, ''))}
        error={errors.monthly_revenue}
        maxLength={9}
        suffix={<span aria-hidden="true">€</span>}
      />
      <Field id="objective" required requiredText={t.form.required} multiline label={f.objective} value={values.objective} onChange={(v) => set('objective', v)} error={errors.objective} maxLength={1000} />
      <Field id="already_tried" optionalText={t.form.optional} multiline label={f.already_tried} value={values.already_tried} onChange={(v) => set('already_tried', v)} error={errors.already_tried} maxLength={2000} />
    </>
  );
}

export function DepositStep(props: StepProps) {
  const { lang, t, values, set, errors, formulas, pricing } = props;
  const chosen = formulas.find((f) => f.id === values.formula);
  // Every amount from the regime the answers lead to, as the server will charge it (decision 056).
  const amounts = chosen ? formAmounts(values, chosen, pricing) : null;
  const frenchVat = chosen && amounts?.deposit.ifViesConfirms ? formAmounts({ ...values, buyer_kind: 'person' }, chosen, pricing) : null;
  return (
    <>
      <ChoiceGroup
        id="formula"
        legend={t.form.fields.formula}
        requiredText={t.form.required}
        value={values.formula}
        onChange={(v) => set('formula', v)}
        error={errors.formula}
        choices={formulas.map((f) => ({
          value: f.id,
          label: `${f.label} — ${amountText({ ...formAmounts(values, f, pricing).price, ifViesConfirms: false }, lang)}`,
          hint: t.form.formulas[f.id],
        }))}
      />
      <div className="deposit-box" aria-live="polite" data-testid="deposit-box">
        {amounts ? <p className="deposit-amount">{t.form.deposit(amountText(amounts.deposit, lang))}</p> : null}
        {frenchVat ? <p className="hint">{t.form.depositWithoutVies(amountText(frenchVat.deposit, lang))}</p> : null}
        <p className="hint">{t.form.depositNote}</p>
      </div>
      <BillingAndConsent {...props} cgvVersion={props.cgvVersion} />
    </>
  );
}

export function Summary({ lang, t, values, formulas, pricing, askPortfolio, onEdit, cgvVersion }: StepProps & { askPortfolio: boolean; onEdit: (step: StepId) => void }) {
  const c = consentTexts[lang];
  const f = t.form.fields;
  const formula = formulas.find((x) => x.id === values.formula);
  const amounts = formula ? formAmounts(values, formula, pricing) : null;
  const links = values.links.map((l) => l.trim()).filter(Boolean);
  const section = (step: StepId, title: string, rows: [string, string][]) => (
    <section className="summary-section" aria-labelledby={`summary-${step}`}>
      <div className="summary-head">
        <h3 id={`summary-${step}`}>{title}</h3>
        <button type="button" className="link-button" onClick={() => onEdit(step)} aria-label={`${t.form.edit} : ${title}`}>
          {t.form.edit}
        </button>
      </div>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
  const revenue = values.monthly_revenue.trim() === '' ? '' : `${formatCents(Number(values.monthly_revenue) * 100, lang, { cents: 'never' })} ${t.summary.perMonth}`;
  return (
    <div className="summary">
      {section('identity', t.summary.identity, [
        [`${f.first_name} / ${f.last_name}`, `${values.first_name} ${values.last_name}`.trim()],
        [f.email, values.email],
        [f.brand, values.brand],
        [f.trade, values.trade],
      ])}
      {section(
        'portfolio',
        t.summary.portfolio,
        askPortfolio
          ? [
              [t.summary.photos, values.photos.length ? values.photos.map((p, i) => `${i + 1}. ${p.name}`).join('\n') : t.summary.none],
              [f.links, links.length ? links.join('\n') : t.summary.none],
            ]
          : [[`${t.summary.photos}, ${f.links}`, t.summary.fromProfile]],
      )}
      {section('situation', t.summary.situation, [
        [f.priority_need, t.form.needs[values.priority_need]?.label ?? ''],
        [f.monthly_revenue, revenue],
        [f.objective, values.objective],
        [f.already_tried, values.already_tried],
      ])}
      {section('deposit', t.summary.deposit, [
        [f.formula, formula && amounts ? `${formula.label} — ${amountText({ ...amounts.price, ifViesConfirms: false }, lang)}` : ''],
        [t.summary.depositLabel, amounts ? amountText(amounts.deposit, lang) : ''],
        [c.summaryAddress, [values.street.trim(), `${values.postal_code.trim()} ${values.city.trim()}`.trim(), values.street.trim() ? countryName(values.country, lang) : ''].filter(Boolean).join('\n')],
        [businessTexts[lang].summary, values.buyer_kind === 'business' ? [values.company_name.trim(), values.country === 'FR' ? values.siren.trim() : values.vat_number.trim()].filter(Boolean).join('\n') : businessTexts[lang].person],
        ...(values.buyer_kind !== 'business' ? [[withdrawalChoiceTexts[lang].summary, values.start_choice === 'now' ? withdrawalChoiceTexts[lang].summaryNow : values.start_choice === 'wait' ? withdrawalChoiceTexts[lang].summaryWait(14) : ''] as [string, string]] : []),
        [c.summaryCgv, values.accept_cgv === 'yes' ? c.summaryCgvAccepted(cgvVersion) : c.summaryCgvMissing],
      ])}
    </div>
  );
}
