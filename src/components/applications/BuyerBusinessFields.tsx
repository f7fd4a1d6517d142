/**
 * "You are buying as": a private person or a business, and the business's identifiers (decision
 * 036). A SIREN is asked in France, an intra-EU VAT number elsewhere in the EU; the note says
 * when French VAT does not apply and which price is paid then.
 */
import { businessTexts } from '#i18n/ui-application-business.ts';
import { EU_COUNTRIES, inFrenchVatTerritory } from '#server/money/einvoice/buyer-tax-ids.ts';
import { amountText } from '#i18n/buyer-price-texts.ts';
import { ChoiceGroup, Field, FieldError } from './fields.tsx';
import { businessErrorKey, expectedRegime, formAmounts, type StepProps } from './form-model.ts';

export default function BuyerBusinessFields({ lang, t, values, set, errors, formulas, pricing }: StepProps) {
  const b = businessTexts[lang];
  const isBusiness = values.buyer_kind === 'business';
  const chosen = formulas.find((f) => f.id === values.formula);
  const amounts = chosen ? formAmounts(values, chosen, pricing) : null;
  const regime = expectedRegime(values, pricing);
  // The same figures as the deposit box and the summary (decision 056); the VIES proviso is in the sentence.
  const price = amounts ? b.noVatPrice(amountText({ ...amounts.price, ifViesConfirms: false }, lang), amountText({ ...amounts.deposit, ifViesConfirms: false }, lang)) : '';
  return (
    <>
      <ChoiceGroup
        id="buyer_kind"
        legend={b.legend}
        requiredText={t.form.required}
        value={values.buyer_kind}
        onChange={(v) => set('buyer_kind', v)}
        choices={[
          { value: 'person', label: b.person },
          { value: 'business', label: b.business, hint: b.businessHint },
        ]}
      />
      {isBusiness ? (
        <fieldset className="address-group" id="buyer_business" aria-describedby={errors.buyer_business ? 'buyer_business-error' : undefined}>
          <legend>{b.businessLegend}</legend>
          <FieldError id="buyer_business" error={errors.buyer_business} />
          <Field id={businessErrorKey('name')} required requiredText={t.form.required} label={b.name} autoComplete="organization" value={values.company_name} onChange={(v) => set('company_name', v)} error={errors[businessErrorKey('name')]} maxLength={160} />
          {values.country === 'FR' ? (
            <Field id={businessErrorKey('siren')} required requiredText={t.form.required} label={b.siren} hint={b.sirenHint} inputMode="numeric" value={values.siren} onChange={(v) => set('siren', v)} error={errors[businessErrorKey('siren')]} maxLength={20} />
          ) : null}
          {values.country !== 'FR' ? (
            <Field
              id={businessErrorKey('vat_number')}
              required={EU_COUNTRIES.has(values.country)}
              requiredText={t.form.required}
              optionalText={t.form.optional}
              label={EU_COUNTRIES.has(values.country) || inFrenchVatTerritory(values.country) ? b.vatNumber : b.taxIdOutsideEu}
              hint={EU_COUNTRIES.has(values.country) ? b.vatHint : undefined}
              value={values.vat_number}
              onChange={(v) => set('vat_number', v)}
              error={errors[businessErrorKey('vat_number')]}
              maxLength={30}
            />
          ) : null}
          {regime === 'reverse_charge' || regime === 'out_of_scope' ? (
            <p className="hint" aria-live="polite" data-testid="vat-regime-note">
              {regime === 'reverse_charge' ? b.reverseCharge : b.outOfScope}
              {price}
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </>
  );
}
