/**
 * The sale part of the application's last step (decision 027): the buyer's postal
 * address, which the invoices carry, whether the buyer is a business (decision 036), then the acceptance of the CGV (a link to /cgv that opens in a
 * new tab so the answers stay on screen) and a pointer to the privacy page.
 */
import { consentTexts } from '#i18n/ui-application-consent.ts';
import { countryOptions } from '#i18n/countries.ts';
import { pagePath } from '#i18n/paths.ts';
import { describedBy, Field, FieldError } from './fields.tsx';
import { addressErrorKey, type StepProps } from './form-model.ts';
import BuyerBusinessFields from './BuyerBusinessFields.tsx';
import { withdrawalChoiceTexts } from '#i18n/withdrawal-texts.ts';

/** The 14 days of the withdrawal period (withdrawal-rules.ts; the server decides, this only words it). */
const PERIOD_DAYS = 14;

export default function BillingAndConsent(props: StepProps & { cgvVersion: string }) {
  const { lang, t, values, set, errors, cgvVersion } = props;
  const c = consentTexts[lang];
  const countryId = addressErrorKey('country');
  const countryError = errors[countryId];
  return (
    <>
      <fieldset className="address-group" id="billing_address" aria-describedby={errors.billing_address ? 'billing_address-error' : undefined}>
        <legend>{c.addressLegend} <span className="muted field-flag">{t.form.required}</span></legend>
        <p className="hint">{c.addressHint}</p>
        {/* The server names the address as a whole (its message says which part is wrong). */}
        <FieldError id="billing_address" error={errors.billing_address} />
        <Field id={addressErrorKey('street')} required requiredText={t.form.required} label={c.street} autoComplete="street-address" value={values.street} onChange={(v) => set('street', v)} error={errors[addressErrorKey('street')]} maxLength={200} />
        <div className="address-row">
          <Field id={addressErrorKey('postal_code')} required requiredText={t.form.required} label={c.postal_code} autoComplete="postal-code" value={values.postal_code} onChange={(v) => set('postal_code', v)} error={errors[addressErrorKey('postal_code')]} maxLength={10} />
          <Field id={addressErrorKey('city')} required requiredText={t.form.required} label={c.city} autoComplete="address-level2" value={values.city} onChange={(v) => set('city', v)} error={errors[addressErrorKey('city')]} maxLength={100} />
        </div>
        <div className="application-field">
          <label htmlFor={countryId}>
            {c.country} <span className="muted field-flag">{t.form.required}</span>
          </label>
          <select id={countryId} name={countryId} autoComplete="country" value={values.country} onChange={(event) => set('country', event.target.value)} aria-invalid={countryError ? true : undefined} aria-describedby={describedBy(countryId, undefined, countryError)}>
            {countryOptions(lang).map((o) => (
              <option key={o.code} value={o.code}>
                {o.name}
              </option>
            ))}
          </select>
          <FieldError id={countryId} error={countryError} />
        </div>
      </fieldset>
      <BuyerBusinessFields {...props} />
      {values.buyer_kind !== 'business' && <StartChoice {...props} />}
      <div className="consent-box">
        <div className="consent-check">
          <input
            type="checkbox"
            id="accept_cgv"
            name="accept_cgv"
            checked={values.accept_cgv === 'yes'}
            onChange={(event) => set('accept_cgv', event.target.checked ? 'yes' : '')}
            aria-invalid={errors.accept_cgv ? true : undefined}
            aria-describedby={errors.accept_cgv ? 'accept_cgv-error' : undefined}
            aria-required="true"
          />
          <label htmlFor="accept_cgv">
            {c.cgvBefore}
            <a href={pagePath(lang, '/cgv')} target="_blank" rel="noopener">
              {c.cgvLink}
              <span className="visually-hidden"> {c.cgvNewTab}</span>
            </a>
            {c.cgvAfter(cgvVersion)}
          </label>
        </div>
        <FieldError id="accept_cgv" error={errors.accept_cgv} />
        <p className="hint" data-testid="privacy-note">
          {c.privacyBefore}
          <a href={pagePath(lang, '/confidentialite')} target="_blank" rel="noopener">
            {c.privacyLink}
            <span className="visually-hidden"> {c.cgvNewTab}</span>
          </a>
          {c.privacyAfter}
        </p>
      </div>
    </>
  );
}

/** A private buyer's choice about the withdrawal right (decision 058): two answers, none preselected. */
function StartChoice({ lang, t, values, set, errors }: StepProps) {
  const w = withdrawalChoiceTexts[lang];
  const error = errors.early_start_requested ?? errors.withdrawal_waiver_acknowledged;
  const option = (value: 'now' | 'wait', label: string, detail: string) => (
    <div className="consent-check">
      <input type="radio" id={`start_choice-${value}`} name="start_choice" value={value} checked={values.start_choice === value} onChange={() => set('start_choice', value)} aria-describedby={`start_choice-${value}-detail`} />
      <label htmlFor={`start_choice-${value}`}>
        {label}
        <span className="hint" id={`start_choice-${value}-detail`}> {detail}</span>
      </label>
    </div>
  );
  return (
    <fieldset className="address-group start-choice" id="early_start_requested" aria-invalid={error ? true : undefined} aria-describedby={error ? 'early_start_requested-error' : undefined} data-testid="start-choice">
      {/* Required like the address and the buyer (the step refuses to go on without an answer). */}
      <legend>{w.legend} <span className="muted field-flag">{t.form.required}</span></legend>
      <p className="hint">{w.hint(PERIOD_DAYS)}</p>
      {option('now', w.startNow, w.startNowDetail)}
      {option('wait', w.wait(PERIOD_DAYS), w.waitDetail)}
      <FieldError id="early_start_requested" error={error} />
    </fieldset>
  );
}
