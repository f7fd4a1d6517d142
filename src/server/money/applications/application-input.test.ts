import { describe, expect, it } from 'vitest';
import { applicationInput } from './application-input.ts';
import { keyedMessage } from '#server/platform/http/field-messages.ts';
import { applicationInputTexts } from '#i18n/application-input-texts.ts';

const m = applicationInputTexts.fr;
const address = (country: string, postal_code: string) => ({ street: '4 Hauptstraße', postal_code, city: 'Ville', country });
const body = {
  first_name: 'Camille',
  last_name: 'Durand',
  email: 'camille@example.com',
  brand: 'Céramiques Camille',
  trade: 'Céramiste',
  priority_need: 'gamme_de_tarifs',
  monthly_revenue: 2500,
  objective: 'Vivre de mon atelier.',
  formula: 'essentiel',
  accept_cgv: true,
};

/** The messages on `buyer_business` of a body, or [] when it is accepted. */
function businessMessages(country: string, postal: string, business: Record<string, string>): string[] {
  const parsed = applicationInput.safeParse({ ...body, billing_address: address(country, postal), buyer_business: { name: 'Firma', ...business } });
  return parsed.success ? [] : parsed.error.issues.map((issue) => keyedMessage(issue, 'fr') ?? issue.message);
}

describe('a business buyer’s identifiers, as the server checks them (decisions 036, 049)', () => {
  it.each([
    ['FR', '69003', { siren: '552 100 554' }, []],
    ['FR', '69003', { siren: '732 829 320 00074' }, []],
    ['FR', '69003', { siren: '73282932000075' }, [m.siren]],
    ['FR', '69003', { siren: '000000000' }, [m.siren]],
    ['FR', '69003', {}, [m.sirenRequired]],
    ['FR', '69003', { siren: '732829320', vat_number: 'FR44732829320' }, []],
    ['FR', '69003', { siren: '73282932000074', vat_number: 'FR44732829320' }, []],
    ['FR', '69003', { siren: '552100554', vat_number: 'FR44732829320' }, [m.vatOfAnotherSiren]],
    ['DE', '10115', { vat_number: 'DE136695976' }, []],
    ['DE', '10115', { vat_number: 'DE123456789' }, [m.vatNumber]],
    ['DE', '10115', { vat_number: 'DE000000000' }, [m.vatNumber]],
    ['IT', '00184', { vat_number: 'IT00000000000' }, [m.vatNumber]],
    ['BE', '1000', { vat_number: 'BE0123456789' }, [m.vatNumber]],
    ['DE', '10115', {}, [m.vatRequired]],
    ['DE', '10115', { vat_number: 'ATU13585627' }, [m.vatNumber]],
    ['DE', '10115', { siren: '552100554', vat_number: 'DE136695976' }, [m.sirenFranceOnly]],
    ['MC', '98000', { vat_number: 'FR44732829320' }, []],
    ['CH', '1003', { vat_number: 'CHE123456789' }, []],
  ] as const)('%s %s %o → %o', (country, postal, business, messages) => {
    expect(businessMessages(country, postal, business)).toEqual(messages);
  });
});
