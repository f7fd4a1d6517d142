/**
 * The application form's data, checks and storage, apart from React so they can be unit-tested.
 * The checks mirror the server's (src/server/money/applications/application-input.ts) so a person sees
 * problems beside the field before sending; the server stays the judge.
 */
import type { ApplicationTexts } from '#i18n/ui-applications.ts';
import { consentTexts } from '#i18n/ui-application-consent.ts';
import { COUNTRY_CODES, validPostalCode } from '#i18n/countries.ts';
import { businessTexts } from '#i18n/ui-application-business.ts';
import { withdrawalChoiceTexts } from '#i18n/withdrawal-texts.ts';
import { EU_COUNTRIES, inFrenchVatTerritory, normalizeTaxId, sirenFromIdentifier, validVatNumber } from '#server/money/einvoice/buyer-tax-ids.ts';
import { buyerAmounts, vatRegimeFor, type BuyerAmounts, type PriceSettings, type VatRegime } from '#shared/buyer-price.ts';
import type { Lang } from '#i18n/lang.ts';

export type StepId = 'identity' | 'portfolio' | 'situation' | 'deposit';
export type Screen = StepId | 'summary' | 'payment';

/** A photo uploaded with `type=candidature` (kept in the draft so a reload keeps it). */
export interface PhotoEntry {
  id: string;
  name: string;
  url: string;
}

export interface Values {
  first_name: string;
  last_name: string;
  email: string;
  brand: string;
  trade: string;
  links: string[];
  /** Uploaded photos, in the order shown; sent as their ids. */
  photos: PhotoEntry[];
  priority_need: string;
  /** As typed; sent as an integer. */
  monthly_revenue: string;
  objective: string;
  already_tried: string;
  formula: string;
  /** The buyer's postal address (last step; sent as `billing_address`). */
  street: string;
  postal_code: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** `person` or `business` (decision 036); a business is sent as `buyer_business`. */
  buyer_kind: string;
  company_name: string;
  siren: string;
  vat_number: string;
  /** `yes` once the box is ticked (kept in the draft like the rest, so signing in on the way keeps it). */
  accept_cgv: string;
  /** A private buyer's choice (decision 058): `now` (both consents sent), `wait`, or '' (not chosen: no preselection). */
  start_choice: string;
}

export const EMPTY: Values = {
  first_name: '',
  last_name: '',
  email: '',
  brand: '',
  trade: '',
  links: [''],
  photos: [],
  priority_need: '',
  monthly_revenue: '',
  objective: '',
  already_tried: '',
  formula: '',
  street: '',
  postal_code: '',
  city: '',
  country: 'FR',
  buyer_kind: 'person',
  company_name: '',
  siren: '',
  vat_number: '',
  accept_cgv: '',
  start_choice: '',
};

/** Address values and the server's error keys (`billing_address.street`…). */
export const ADDRESS_FIELDS = ['street', 'postal_code', 'city', 'country'] as const;
export const addressErrorKey = (field: (typeof ADDRESS_FIELDS)[number]) => `billing_address.${field}`;
export const businessErrorKey = (field: 'name' | 'siren' | 'vat_number') => `buyer_business.${field}`;
/** The error key each business value clears (the server names the business as a whole). */
const BUSINESS_ERROR_KEYS: Record<string, string> = { company_name: businessErrorKey('name'), siren: businessErrorKey('siren'), vat_number: businessErrorKey('vat_number'), buyer_kind: 'buyer_business', country: 'buyer_business' };
const CONSENT_ERROR_KEYS = ['early_start_requested', 'withdrawal_waiver_acknowledged'];

/**
 * The errors left once `key` changed: those of the field itself (and its parts), of the whole
 * address or business it belongs to, and those it decides. The buyer kind decides whether the
 * business fields are asked, and the start choice (of a private buyer only, decision 058), which
 * answers the server's two consent fields; the country decides which tax number is needed (a
 * SIREN in France, a VAT number in the EU). A stale error would keep « Corrigez les champs
 * signalés » above a form with no field marked.
 */
export function errorsAfterChange(errors: Record<string, string>, key: string): Record<string, string> {
  const rest = { ...errors };
  const gone = (k: string) =>
    k === key ||
    k.startsWith(`${key}.`) ||
    k === `billing_address.${key}` ||
    (k === 'billing_address' && (ADDRESS_FIELDS as readonly string[]).includes(key)) ||
    k === BUSINESS_ERROR_KEYS[key] ||
    (k === 'buyer_business' && key in BUSINESS_ERROR_KEYS) ||
    (key === 'buyer_kind' && k.startsWith('buyer_business.')) ||
    (key === 'country' && (k === businessErrorKey('siren') || k === businessErrorKey('vat_number'))) ||
    ((key === 'start_choice' || key === 'buyer_kind') && CONSENT_ERROR_KEYS.includes(k));
  for (const k of Object.keys(rest)) if (gone(k)) delete rest[k];
  return rest;
}

export const FIELDS_OF: Record<StepId, string[]> = {
  identity: ['first_name', 'last_name', 'email', 'brand', 'trade'],
  portfolio: ['links', 'photos'],
  situation: ['priority_need', 'monthly_revenue', 'objective', 'already_tried'],
  deposit: ['formula', 'billing_address', 'buyer_business', 'early_start_requested', 'withdrawal_waiver_acknowledged', 'accept_cgv'],
};

export const MAX_LINKS = 10;
export const MAX_PHOTOS = 10;
const LENGTHS: Record<string, number> = { first_name: 80, last_name: 80, brand: 120, trade: 120, objective: 1000, already_tried: 2000 };

/**
 * Always four steps: when the profile already shows work (gallery or portfolio links), step 2
 * shows it instead of asking for photos and links (spec: `photos` and `links` are sent only when
 * the profile has none).
 */
export const STEPS: StepId[] = ['identity', 'portfolio', 'situation', 'deposit'];

/** The step that holds a field the server complained about. */
export function stepOfField(field: string): StepId | null {
  const key = field.split('.')[0]!;
  for (const [step, fields] of Object.entries(FIELDS_OF)) if (fields.includes(key)) return step as StepId;
  return null;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export function validateStep(step: StepId, v: Values, e: ApplicationTexts['form']['errors'], lang: Lang = 'fr'): Record<string, string> {
  const errors: Record<string, string> = {};
  const need = (field: keyof Values) => {
    const value = String(v[field] ?? '').trim();
    if (value === '') errors[field] = e.required;
    else if (LENGTHS[field] && value.length > LENGTHS[field]) errors[field] = e.required;
  };
  if (step === 'identity') {
    (['first_name', 'last_name', 'brand', 'trade'] as const).forEach(need);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email.trim())) errors.email = e.email;
  } else if (step === 'portfolio') {
    v.links.forEach((link, i) => {
      if (link.trim() !== '' && !isHttpUrl(link.trim())) errors[`links.${i}`] = e.url;
    });
  } else if (step === 'situation') {
    if (!v.priority_need) errors.priority_need = e.priority;
    const revenue = v.monthly_revenue.trim();
    // "2,500" / "2.500": a thousands separator, said as such rather than a bare refusal (issue 39).
    if (/^\d{1,3}([.,]\d{3})+$/.test(revenue)) errors.monthly_revenue = e.revenueSeparator(revenue.replace(/[.,]/g, ''));
    else if (!/^\d{1,8}$/.test(revenue) || Number(revenue) > 10_000_000) errors.monthly_revenue = e.revenue;
    need('objective');
  } else if (step === 'deposit') {
    if (v.formula !== 'essentiel' && v.formula !== 'premium') errors.formula = e.formula;
    const c = consentTexts[lang].errors;
    if (v.street.trim() === '' || v.street.trim().length > 200) errors[addressErrorKey('street')] = e.required;
    if (v.postal_code.trim() === '') errors[addressErrorKey('postal_code')] = e.required;
    else if (!validPostalCode(v.postal_code, v.country)) errors[addressErrorKey('postal_code')] = c.postalCode;
    if (v.city.trim() === '' || v.city.trim().length > 100) errors[addressErrorKey('city')] = e.required;
    if (!(COUNTRY_CODES as readonly string[]).includes(v.country)) errors[addressErrorKey('country')] = c.country;
    Object.assign(errors, businessErrors(v, e.required, lang));
    // Asked of a private buyer only, with no answer chosen for them (decision 058).
    if (v.buyer_kind !== 'business' && v.start_choice !== 'now' && v.start_choice !== 'wait') errors.early_start_requested = withdrawalChoiceTexts[lang].required;
    if (v.accept_cgv !== 'yes') errors.accept_cgv = c.acceptCgv;
  }
  return errors;
}

/** The business buyer's checks (decision 036), as the server makes them. */
function businessErrors(v: Values, required: string, lang: Lang): Record<string, string> {
  if (v.buyer_kind !== 'business') return {};
  const b = businessTexts[lang].errors;
  const errors: Record<string, string> = {};
  if (v.company_name.trim() === '' || v.company_name.trim().length > 160) errors[businessErrorKey('name')] = required;
  const siren = normalizeTaxId(v.siren);
  const vat = normalizeTaxId(v.vat_number);
  if (v.country === 'FR') {
    if (!siren) errors[businessErrorKey('siren')] = b.sirenRequired;
    else if (!sirenFromIdentifier(siren)) errors[businessErrorKey('siren')] = b.siren;
    if (vat && !validVatNumber(vat, 'FR')) errors[businessErrorKey('vat_number')] = b.vatNumber;
  } else if (EU_COUNTRIES.has(v.country) || inFrenchVatTerritory(v.country)) {
    if (!vat && EU_COUNTRIES.has(v.country)) errors[businessErrorKey('vat_number')] = b.vatRequired;
    else if (vat && !validVatNumber(vat, v.country)) errors[businessErrorKey('vat_number')] = b.vatNumber;
  } else if (vat && !/^[A-Z0-9]{4,20}$/.test(vat)) errors[businessErrorKey('vat_number')] = b.vatNumber;
  return errors;
}

/** `buyer_business` of the request: only for a business, SIREN in France only. */
function buyerBusiness(v: Values) {
  if (v.buyer_kind !== 'business') return {};
  const siren = v.country === 'FR' ? v.siren.trim() : '';
  const vat = v.country === 'FR' ? '' : v.vat_number.trim();
  return { buyer_business: { name: v.company_name.trim(), ...(siren ? { siren } : {}), ...(vat ? { vat_number: vat } : {}) } };
}

/** The POST /api/candidatures body: trimmed, empty links dropped, links and photos only when asked. */
export function requestBody(v: Values, options: { askPortfolio: boolean; lang: Lang; source: string | null; cgvVersion?: string }) {
  const links = [...new Set(v.links.map((l) => l.trim()).filter(Boolean))];
  return {
    first_name: v.first_name.trim(),
    last_name: v.last_name.trim(),
    email: v.email.trim(),
    brand: v.brand.trim(),
    trade: v.trade.trim(),
    ...(options.askPortfolio ? { links, photos: v.photos.map((p) => p.id) } : {}),
    priority_need: v.priority_need,
    monthly_revenue: Number(v.monthly_revenue.trim()),
    objective: v.objective.trim(),
    already_tried: v.already_tried.trim(),
    formula: v.formula,
    billing_address: { street: v.street.trim(), postal_code: v.postal_code.trim(), city: v.city.trim(), country: v.country },
    ...buyerBusiness(v),
    ...(v.buyer_kind !== 'business' && v.start_choice === 'now' ? { early_start_requested: true, withdrawal_waiver_acknowledged: true } : {}),
    accept_cgv: v.accept_cgv === 'yes',
    ...(options.cgvVersion ? { cgv_version: options.cgvVersion } : {}),
    lang: options.lang,
    ...(options.source ? { source: options.source } : {}),
  };
}

export const STORAGE_KEY = 'atelier.candidature.v1';

const PHOTO_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isPhotoEntry(value: unknown): value is PhotoEntry {
  const p = value as PhotoEntry | null;
  return typeof p === 'object' && p !== null && typeof p.id === 'string' && PHOTO_ID.test(p.id) && typeof p.name === 'string' && p.url === `/api/files/${p.id}`;
}

/** The photos the server refused (its message names their ids: expired, or used elsewhere). */
export function refusedPhotos(photos: PhotoEntry[], messages: string[]): PhotoEntry[] {
  const text = messages.join(' ');
  return photos.filter((p) => text.includes(p.id));
}

/** What was typed before (this browser), or null; anything malformed is ignored. */
export function loadDraft(raw: string | null): { values: Values; screen: Screen } | null {
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as { values?: Partial<Values>; screen?: string };
    const values = { ...EMPTY };
    for (const key of Object.keys(EMPTY) as (keyof Values)[]) {
      const stored = data.values?.[key];
      if (key === 'links') {
        if (Array.isArray(stored)) values.links = stored.filter((s): s is string => typeof s === 'string').slice(0, MAX_LINKS);
        if (values.links.length === 0) values.links = [''];
      } else if (key === 'photos') {
        if (Array.isArray(stored)) values.photos = stored.filter(isPhotoEntry).slice(0, MAX_PHOTOS).map(({ id, name, url }) => ({ id, name: name.slice(0, 200), url }));
      } else if (typeof stored === 'string') {
        (values[key] as string) = stored.slice(0, 4000);
      }
    }
    const screens: Screen[] = ['identity', 'portfolio', 'situation', 'deposit', 'summary'];
    const screen = screens.includes(data.screen as Screen) ? (data.screen as Screen) : 'identity';
    return { values, screen };
  } catch {
    return null;
  }
}

export interface FormulaOption {
  id: string;
  label: string;
  /** VAT included, as the catalogue holds it; what a buyer pays follows its regime (buyerAmounts). */
  price_cents: number;
}

/**
 * Every amount the form shows for a formula, from the regime the answers lead to (decision 056):
 * the same function the server charges with. Before sending it is only the expected regime:
 * reverse charge holds if VIES confirms the VAT number (decision 049), and the words say so.
 */
export function formAmounts(v: Pick<Values, 'buyer_kind' | 'country'>, formula: FormulaOption, pricing: PriceSettings): BuyerAmounts {
  return buyerAmounts(formula.price_cents, expectedRegime(v, pricing), pricing, { expected: true });
}

/** The regime the answers lead to (business and country), before VIES has a say. */
export function expectedRegime(v: Pick<Values, 'buyer_kind' | 'country'>, pricing: Pick<PriceSettings, 'vat_exempt'>): VatRegime {
  return vatRegimeFor(v.country, v.buyer_kind === 'business' ? {} : null, pricing.vat_exempt);
}

export interface StepProps {
  lang: Lang;
  t: ApplicationTexts;
  values: Values;
  set: <K extends keyof Values>(key: K, value: Values[K]) => void;
  errors: Record<string, string>;
  emailLocked: boolean;
  formulas: FormulaOption[];
  /** The seller's VAT settings and PRICE_DISPLAY, to write the amounts (decision 056). */
  pricing: PriceSettings;
  /** The CGV version the checkbox accepts (CGV_VERSION). */
  cgvVersion: string;
}
