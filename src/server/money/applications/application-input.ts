/**
 * The body of POST /api/candidatures (decision 009). Its field messages are keys
 * (src/i18n/application-input-texts.ts), worded in the caller's language when a refusal is
 * written, so the form can show them beside each field as they are.
 */
import { z } from 'zod';
import { DOMAIN_IDS } from '#shared/business-domains.ts';
import { FORMULAS } from '../formulas/formulas.ts';
import { COUNTRY_CODES, validPostalCode } from '#i18n/countries.ts';
import { EU_COUNTRIES, inFrenchVatTerritory, normalizeTaxId, sirenFromIdentifier, sirenOfFrenchVat, validVatNumber } from '../einvoice/buyer-tax-ids.ts';
import type { Lang } from '#i18n/lang.ts';
import { textField } from '#server/platform/http/text-fields.ts';
import { applicationInputTexts as texts } from '#i18n/application-input-texts.ts';
import { inputMessageKeys } from '#i18n/input-message-keys.ts';

export const LIMITS = {
  name: 80,
  brand: 120,
  trade: 120,
  links: 10,
  photos: 10,
  url: 500,
  objective: 1000,
  alreadyTried: 2000,
  monthlyRevenue: 10_000_000,
  street: 200,
  city: 100,
  company: 160,
} as const;

const m = inputMessageKeys('application');
const withdrawal = inputMessageKeys('withdrawal');

// One line, no control character (it reaches invoices, exports, mail headers: decision 050), and
// at least one character that is not a space; the description's pattern states both.
// (`tooLong` and the other texts around a number read it from the refused check.)
const messages = { type: m.required, required: m.required, tooLong: () => m.tooLong };
const requiredText = (max: number) => textField({ max, required: true, messages });
const notes = (max: number, required: boolean) => textField({ max, required, multiline: true, messages });
// Only http(s): a `javascript:` link shown to staff would be an XSS vector.
const link = z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: m.url }).max(LIMITS.url, m.tooLong).meta({ pattern: '^[Hh][Tt][Tt][Pp][Ss]?://' });

export const applicationInput = z
  .strictObject({
    first_name: requiredText(LIMITS.name),
    last_name: requiredText(LIMITS.name),
    email: z.string({ error: m.email }).trim().max(254, m.email).meta({ format: 'email' }).pipe(z.email({ error: m.email })),
    brand: requiredText(LIMITS.brand),
    trade: requiredText(LIMITS.trade),
    photos: z.array(z.uuid({ error: m.photo }), { error: m.photo }).max(LIMITS.photos, m.tooManyPhotos).optional(),
    links: z
      .array(link, { error: m.url })
      .max(LIMITS.links, m.tooManyLinks)
      .refine((list) => new Set(list).size === list.length, m.duplicateLinks)
      .optional(),
    priority_need: z.enum(DOMAIN_IDS as [string, ...string[]], { error: m.priorityNeed }),
    monthly_revenue: z
      .number({ error: m.revenue })
      .int(m.revenue)
      .min(0, m.revenue)
      .max(LIMITS.monthlyRevenue, m.revenueMax),
    objective: notes(LIMITS.objective, true),
    already_tried: notes(LIMITS.alreadyTried, false).default(''),
    formula: z.enum(FORMULAS, { error: m.formula }),
    lang: z.enum(['fr', 'en'], { error: m.lang }).optional(),
    source: z.string({ error: m.source }).regex(/^[a-z0-9-]{1,64}$/, m.source).optional(),
    // The buyer's postal address, printed on the invoices (a French invoice names the buyer's address).
    billing_address: z
      .strictObject(
        {
          street: requiredText(LIMITS.street),
          postal_code: textField({ max: 10, required: true, messages: { type: m.postalCode, required: m.required, tooLong: () => m.postalCode } }),
          city: requiredText(LIMITS.city),
          country: z.enum(COUNTRY_CODES, { error: m.country }),
        },
        { error: m.required },
      )
      .superRefine((a, ctx) => {
        if (!validPostalCode(a.postal_code, a.country)) ctx.addIssue({ code: 'custom', path: ['postal_code'], message: m.postalCode });
      }),
    // The business invoiced, when the buyer is one: decides the VAT of its invoices (decision 036).
    // SIREN and VAT number need no text check: only digits and letters pass their formats.
    buyer_business: z
      .strictObject(
        {
          name: requiredText(LIMITS.company).describe('The company’s legal name, printed as the buyer'),
          siren: z.string({ error: m.siren }).max(20, m.siren).optional().describe('France only, required there: 9 digits (Luhn checked, not all zeros), or a SIRET (14 digits) stored as its SIREN; spaces allowed'),
          vat_number: z
            .string({ error: m.vatNumber })
            .max(30, m.vatNumber)
            .optional()
            .describe('Required elsewhere in the EU (the country’s prefix, format and check digits), then confirmed by VIES before reverse charge (decision 049); optional in France and Monaco (FR…, its key must match the SIREN) and outside the EU (its tax number)'),
        },
        { error: m.required },
      )
      // null is "no business", as the application answers it (decision 050).
      .nullish()
      .describe('Absent or null for a private person. A business in France or Monaco pays French VAT; elsewhere in the EU, reverse charge; outside the EU, out of scope (art. 259-1 CGI): those two pay the price excluding VAT'),
    // Must be true; anything else (absent, false, "true", 1…) is refused with 400 `cgv_not_accepted`
    // by create-application.ts, never `validation_failed` (decisions §7): read as it came.
    accept_cgv: z.unknown().optional().meta({ const: true, description: 'Acceptance of the CGV (/cgv): exactly true; anything else, or nothing, is 400 cgv_not_accepted' }),
    // The version the form showed; another than the one in force is refused (the person read an older text).
    cgv_version: z.string({ error: m.acceptCgv }).max(40, m.acceptCgv).optional().describe('The CGV version the person accepted (shown on /cgv); when sent, must be the one in force'),
    // A consumer's express request to start before the 14 days end (L221-25) and acknowledgement
    // that the right is lost once the service is fully performed (L221-28 1°): both or neither;
    // absent is the default, never presumed (decision 058). Ignored for a business buyer.
    early_start_requested: z
      .literal(true, { error: withdrawal.mustBeTrue })
      .optional()
      .describe('A private buyer’s express request that the service start before the 14-day withdrawal period ends (C. consom. L221-25); with withdrawal_waiver_acknowledged, or neither. Absent: the service and the balance wait for the period’s end'),
    withdrawal_waiver_acknowledged: z
      .literal(true, { error: withdrawal.mustBeTrue })
      .optional()
      .describe('The acknowledgement that the withdrawal right is lost once the service is fully performed (L221-28 1°); sent with early_start_requested, or neither'),
  })
  .superRefine((body, ctx) => {
    if ((body.early_start_requested === true) !== (body.withdrawal_waiver_acknowledged === true)) {
      const message = withdrawal.bothOrNeither;
      ctx.addIssue({ code: 'custom', path: [body.early_start_requested ? 'withdrawal_waiver_acknowledged' : 'early_start_requested'], message });
    }
    if (!body.buyer_business) return;
    for (const issue of buyerBusinessIssues(body.buyer_business, body.billing_address.country)) ctx.addIssue({ code: 'custom', path: ['buyer_business', issue.field], message: issue.message });
  });

/** What is wrong with a business buyer's identifiers, given the country of its address (decision 036). */
function buyerBusinessIssues(business: { siren?: string; vat_number?: string }, country: string) {
  const issues: { field: 'siren' | 'vat_number'; message: string }[] = [];
  const siren = business.siren ? normalizeTaxId(business.siren) : '';
  const vat = business.vat_number ? normalizeTaxId(business.vat_number) : '';
  // A SIRET names its SIREN (decision 049): accepted, and stored reduced (create-application.ts).
  const validSirenGiven = siren ? sirenFromIdentifier(siren) : null;
  if (country === 'FR') {
    if (!siren) issues.push({ field: 'siren', message: m.sirenRequired });
    else if (!validSirenGiven) issues.push({ field: 'siren', message: m.siren });
  } else if (siren) issues.push({ field: 'siren', message: m.sirenFranceOnly });
  if (inFrenchVatTerritory(country) || EU_COUNTRIES.has(country)) {
    if (!vat && EU_COUNTRIES.has(country) && country !== 'FR') issues.push({ field: 'vat_number', message: m.vatRequired });
    else if (vat && !validVatNumber(vat, country)) issues.push({ field: 'vat_number', message: m.vatNumber });
    else if (vat && validSirenGiven && sirenOfFrenchVat(vat) && sirenOfFrenchVat(vat) !== validSirenGiven) issues.push({ field: 'vat_number', message: m.vatOfAnotherSiren });
  } else if (vat && !/^[A-Z0-9]{4,20}$/.test(vat)) issues.push({ field: 'vat_number', message: m.vatNumber });
  return issues;
}

/** The field message of a refused acceptance, in the caller's language. */
export function cgvNotAcceptedDetails(lang: Lang) {
  return { formErrors: [], fieldErrors: { accept_cgv: [texts[lang].acceptCgv] } };
}

export function cgvChangedDetails(lang: Lang) {
  return { formErrors: [], fieldErrors: { accept_cgv: [texts[lang].cgvChanged] } };
}

export type ApplicationInput = z.infer<typeof applicationInput>;
