import { describe, expect, it } from 'vitest';
import { applicationTexts } from '#i18n/ui-applications.ts';
import { applicationInput } from '#server/money/applications/application-input.ts';
import { consentTexts } from '#i18n/ui-application-consent.ts';
import { businessTexts } from '#i18n/ui-application-business.ts';
import { EMPTY, errorsAfterChange, expectedRegime, formAmounts, loadDraft, refusedPhotos, requestBody, stepOfField, STEPS, validateStep, type Values } from './form-model.ts';

const e = applicationTexts.fr.form.errors;
const filled: Values = {
  ...EMPTY,
  first_name: ' Camille ',
  last_name: 'Durand',
  email: 'camille@example.fr',
  brand: 'Céramiques',
  trade: 'Céramiste',
  links: ['https://example.com', '', 'https://example.com'],
  photos: [
    { id: 'b1f0c3a2-1111-4222-8333-444455556666', name: 'bol.jpg', url: '/api/files/b1f0c3a2-1111-4222-8333-444455556666' },
    { id: 'a0e9d8c7-1111-4222-8333-444455556666', name: 'vase.jpg', url: '/api/files/a0e9d8c7-1111-4222-8333-444455556666' },
  ],
  priority_need: 'gamme_de_tarifs',
  monthly_revenue: '2500',
  objective: 'Vivre de mon atelier',
  formula: 'premium',
  street: '12 rue des Potiers',
  postal_code: '69003',
  city: 'Lyon',
  country: 'FR',
  accept_cgv: 'yes',
  start_choice: 'now',
};
const c = consentTexts.fr.errors;

describe('application form model', () => {
  it('always has four steps (step 2 shows the profile’s work when it has some)', () => {
    expect(STEPS).toEqual(['identity', 'portfolio', 'situation', 'deposit']);
  });

  it.each([
    ['identity', { first_name: '' }, 'first_name', e.required],
    ['identity', { email: 'camille@' }, 'email', e.email],
    ['identity', { brand: 'x'.repeat(121) }, 'brand', e.required],
    ['portfolio', { links: ['javascript:alert(1)'] }, 'links.0', e.url],
    ['portfolio', { links: ['', 'example.com'] }, 'links.1', e.url],
    ['situation', { priority_need: '' }, 'priority_need', e.priority],
    ['situation', { monthly_revenue: '2500,50' }, 'monthly_revenue', e.revenue],
    ['situation', { monthly_revenue: '-3' }, 'monthly_revenue', e.revenue],
    ['situation', { monthly_revenue: '2,500' }, 'monthly_revenue', e.revenueSeparator('2500')],
    ['situation', { monthly_revenue: '1.250.000' }, 'monthly_revenue', e.revenueSeparator('1250000')],
    ['situation', { monthly_revenue: '' }, 'monthly_revenue', e.revenue],
    ['situation', { objective: '  ' }, 'objective', e.required],
    ['deposit', { formula: 'gold' }, 'formula', e.formula],
    ['deposit', { street: ' ' }, 'billing_address.street', e.required],
    ['deposit', { postal_code: '6900' }, 'billing_address.postal_code', c.postalCode],
    ['deposit', { postal_code: '' }, 'billing_address.postal_code', e.required],
    ['deposit', { city: '' }, 'billing_address.city', e.required],
    ['deposit', { country: 'ZZ' }, 'billing_address.country', c.country],
    ['deposit', { accept_cgv: '' }, 'accept_cgv', c.acceptCgv],
  ] as const)('%s: %o → %s', (step, change, field, message) => {
    expect(validateStep(step, { ...filled, ...change } as Values, e)).toEqual({ [field]: message });
  });

  const b = businessTexts.fr.errors;
  const berlin = { street: 'Hauptstraße 4', postal_code: '10115', city: 'Berlin', country: 'DE' };
  it.each([
    [{ buyer_kind: 'business', company_name: ' ', siren: '552100554' }, 'buyer_business.name', e.required],
    [{ buyer_kind: 'business', company_name: 'Céramiques SARL' }, 'buyer_business.siren', b.sirenRequired],
    [{ buyer_kind: 'business', company_name: 'Céramiques SARL', siren: '552 100 555' }, 'buyer_business.siren', b.siren],
    [{ ...berlin, buyer_kind: 'business', company_name: 'Weber GmbH' }, 'buyer_business.vat_number', b.vatRequired],
    [{ ...berlin, buyer_kind: 'business', company_name: 'Weber GmbH', vat_number: 'FR44732829320' }, 'buyer_business.vat_number', b.vatNumber],
    [{ ...berlin, buyer_kind: 'business', company_name: 'Weber GmbH', vat_number: 'DE 123 456 789' }, 'buyer_business.vat_number', b.vatNumber],
    [{ buyer_kind: 'business', company_name: 'Céramiques SARL', siren: '000 000 000' }, 'buyer_business.siren', b.siren],
  ] as const)('a business buyer: %o → %s', (change, field, message) => {
    expect(validateStep('deposit', { ...filled, ...change } as Values, e)).toEqual({ [field]: message });
  });

  it('sends a business only when the buyer is one, with the identifier of its country, as the server accepts it', () => {
    expect(requestBody({ ...filled, company_name: 'Oubliée', siren: '552100554' }, { askPortfolio: true, lang: 'fr', source: null })).not.toHaveProperty('buyer_business');
    const french = requestBody({ ...filled, buyer_kind: 'business', company_name: 'Céramiques SARL', siren: '552 100 554', vat_number: 'DE1' }, { askPortfolio: true, lang: 'fr', source: null });
    expect(french.buyer_business).toEqual({ name: 'Céramiques SARL', siren: '552 100 554' });
    expect(applicationInput.safeParse(french).success).toBe(true);
    const german = requestBody({ ...filled, ...berlin, buyer_kind: 'business', company_name: 'Weber GmbH', siren: '552100554', vat_number: 'DE 136 695 976' }, { askPortfolio: true, lang: 'fr', source: null });
    expect(german.buyer_business).toEqual({ name: 'Weber GmbH', vat_number: 'DE 136 695 976' });
    expect(applicationInput.safeParse(german).success).toBe(true);
  });

  it('finds nothing wrong with a complete form, and builds a body the server accepts', () => {
    for (const step of STEPS) expect(validateStep(step, filled, e)).toEqual({});
    const body = requestBody(filled, { askPortfolio: true, lang: 'fr', source: 'ceramique' });
    expect(body).toMatchObject({ first_name: 'Camille', links: ['https://example.com'], monthly_revenue: 2500, source: 'ceramique' });
    expect(body.photos).toEqual(['b1f0c3a2-1111-4222-8333-444455556666', 'a0e9d8c7-1111-4222-8333-444455556666']);
    expect(body).toMatchObject({ billing_address: { street: '12 rue des Potiers', postal_code: '69003', city: 'Lyon', country: 'FR' }, accept_cgv: true });
    expect(applicationInput.safeParse(body).success).toBe(true);
    // the profile already shows work: neither photos nor links are sent
    const withProfile = requestBody(filled, { askPortfolio: false, lang: 'fr', source: null });
    expect(withProfile).not.toHaveProperty('links');
    expect(withProfile).not.toHaveProperty('photos');
  });

  it('maps server field errors to their step', () => {
    expect(stepOfField('email')).toBe('identity');
    expect(stepOfField('links')).toBe('portfolio');
    expect(stepOfField('photos')).toBe('portfolio');
    expect(stepOfField('monthly_revenue')).toBe('situation');
    expect(stepOfField('formula')).toBe('deposit');
    expect(stepOfField('billing_address.postal_code')).toBe('deposit');
    expect(stepOfField('accept_cgv')).toBe('deposit');
    expect(stepOfField('lang')).toBeNull();
  });

  it('names the photos the server refused by their ids', () => {
    const message = `Photos introuvables ou déjà utilisées\u00a0: ${filled.photos[1]!.id}. Envoyez-les à nouveau.`;
    expect(refusedPhotos(filled.photos, [message]).map((p) => p.name)).toEqual(['vase.jpg']);
    expect(refusedPhotos(filled.photos, ['autre chose'])).toEqual([]);
  });

  it('accepts a Swiss postal code for Switzerland, not for France', () => {
    expect(validateStep('deposit', { ...filled, country: 'CH', postal_code: '1003' }, e)).toEqual({});
    expect(validateStep('deposit', { ...filled, country: 'FR', postal_code: '1003' }, e)).toEqual({ 'billing_address.postal_code': c.postalCode });
  });

  it('keeps only well-formed photos of a draft', () => {
    const good = filled.photos[0]!;
    const draft = loadDraft(JSON.stringify({ values: { photos: [good, { id: 'x', name: 'a', url: '/api/files/x' }, { ...good, url: 'https://evil.example/a.jpg' }, 3, null] } }));
    expect(draft?.values.photos).toEqual([good]);
  });

  it.each([null, '', 'not json', '[]', '{"values": 3}', '{"values": {"links": "x"}, "screen": "payment"}'])('ignores a malformed draft %s', (raw) => {
    const draft = loadDraft(raw);
    if (draft) {
      expect(draft.screen).toBe('identity');
      expect(draft.values.links).toEqual(['']);
    }
  });

  it('restores a stored draft', () => {
    const draft = loadDraft(JSON.stringify({ values: { ...filled, extra: 1 }, screen: 'situation' }));
    expect(draft).toEqual({ values: { ...filled }, screen: 'situation' });
  });
});

describe('the amounts the form shows (decision 056)', () => {
  const pricing = { vat_exempt: false, vat_rate_bp: 2000, display: 'ttc' as const };
  const premium = { id: 'premium', label: 'Premium', price_cents: 299_000 };
  it.each([
    // buyer kind, country, expected regime, deposit charged, reverse charge only if VIES confirms
    ['person', 'FR', 'fr', 29_900, false],
    ['business', 'FR', 'fr', 29_900, false],
    ['business', 'MC', 'fr', 29_900, false],
    ['person', 'DE', 'fr', 29_900, false],
    ['business', 'DE', 'reverse_charge', 24_917, true],
    ['business', 'GB', 'out_of_scope', 24_917, false],
    ['business', 'CH', 'out_of_scope', 24_917, false],
  ] as const)('%s in %s: %s, deposit %i', (buyer_kind, country, regime, deposit, ifViesConfirms) => {
    expect(expectedRegime({ buyer_kind, country }, pricing)).toBe(regime);
    const amounts = formAmounts({ buyer_kind, country }, premium, pricing);
    expect([amounts.regime, amounts.depositCents, amounts.deposit.ifViesConfirms]).toEqual([regime, deposit, ifViesConfirms]);
  });
});

describe('the start choice of a private buyer (decision 058)', () => {
  it('is asked with no answer chosen, of a person only', () => {
    expect(validateStep('deposit', { ...filled, start_choice: '' }, e).early_start_requested).toMatch(/Choisissez quand/);
    expect(validateStep('deposit', { ...filled, start_choice: 'wait' }, e).early_start_requested).toBeUndefined();
    expect(validateStep('deposit', { ...filled, start_choice: '', buyer_kind: 'business', company_name: 'Poterie SARL', siren: '732829320' }, e).early_start_requested).toBeUndefined();
  });
  it('sends both consents for “now”, neither for “wait” or a business', () => {
    const body = (v: Partial<Values>) => requestBody({ ...filled, ...v }, { askPortfolio: false, lang: 'fr', source: null }) as Record<string, unknown>;
    expect(body({ start_choice: 'now' })).toMatchObject({ early_start_requested: true, withdrawal_waiver_acknowledged: true });
    expect(body({ start_choice: 'wait' })).not.toHaveProperty('early_start_requested');
    expect(body({ start_choice: 'now', buyer_kind: 'business', company_name: 'Poterie SARL', siren: '732829320' })).not.toHaveProperty('withdrawal_waiver_acknowledged');
  });
});

describe('errorsAfterChange: a change takes away the errors it answers or makes moot', () => {
  const shown = {
    first_name: 'Requis',
    'billing_address.street': 'Requis',
    'billing_address.country': 'Pays',
    billing_address: 'Adresse',
    'buyer_business.name': 'Requis',
    'buyer_business.vat_number': 'Numéro requis',
    buyer_business: 'Entreprise',
    early_start_requested: 'Choisissez',
    withdrawal_waiver_acknowledged: 'Choisissez',
    accept_cgv: 'Acceptez',
    'links.1': 'Lien',
  };
  it.each([
    ['first_name', ['first_name']],
    ['street', ['billing_address.street', 'billing_address']],
    ['country', ['billing_address.country', 'billing_address', 'buyer_business.vat_number', 'buyer_business']],
    ['company_name', ['buyer_business.name', 'buyer_business']],
    ['vat_number', ['buyer_business.vat_number', 'buyer_business']],
    ['buyer_kind', ['buyer_business.name', 'buyer_business.vat_number', 'buyer_business', 'early_start_requested', 'withdrawal_waiver_acknowledged']],
    ['start_choice', ['early_start_requested', 'withdrawal_waiver_acknowledged']],
    ['accept_cgv', ['accept_cgv']],
    ['links', ['links.1']],
    ['objective', []],
  ])('%s takes away %j', (key, gone) => {
    const left = Object.keys(errorsAfterChange(shown, key));
    expect(left.sort()).toEqual(Object.keys(shown).filter((k) => !gone.includes(k)).sort());
  });

  it('a business buyer who turns private keeps no business error (the banner goes with them)', () => {
    const business: Values = { ...filled, buyer_kind: 'business', company_name: '', siren: '' };
    const errors = validateStep('deposit', business, e);
    expect(Object.keys(errors).length).toBeGreaterThan(0);
    expect(errorsAfterChange(errors, 'buyer_kind')).toEqual({});
  });
});
