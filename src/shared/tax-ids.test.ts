import { describe, expect, it } from 'vitest';
import { normalizeTaxId, sirenFromIdentifier, sirenOfFrenchVat, validSiren, validVatNumber } from './tax-ids.ts';

describe('SIREN and SIRET (decisions 036, 049)', () => {
  it.each([
    ['732829320', true],
    ['732 829 320', true],
    ['732829321', false],
    ['73282932', false],
    ['552100554', true],
    ['000000000', false],
  ])('SIREN %s → %s', (value, ok) => expect(validSiren(normalizeTaxId(value))).toBe(ok));

  it.each([
    ['552 100 554', '552100554'],
    ['732 829 320 00074', '732829320'],
    ['73282932000075', null],
    ['552 100 554 00013', '552100554'],
    ['55210055400014', null],
    ['35600000000048', '356000000'],
    ['000000000', null],
    ['00000000000000', null],
    ['7328293200007', null],
    ['FR44732829320', null],
  ])('identifier %s → SIREN %s', (value, siren) => expect(sirenFromIdentifier(normalizeTaxId(value))).toBe(siren));
});

describe('VAT numbers: format and check digits (jsvat, decision 049)', () => {
  it.each([
    ['FR44732829320', 'FR', true],
    ['fr 44 732 829 320', 'FR', true],
    ['FR45732829320', 'FR', false],
    ['FR12000000000', 'FR', false],
    ['FR44732829320', 'MC', true],
    ['DE136695976', 'DE', true],
    ['de 136 695 976', 'DE', true],
    ['DE123456789', 'DE', false],
    ['DE000000000', 'DE', false],
    ['DE12345678', 'DE', false],
    ['IT00743110157', 'IT', true],
    ['IT00000000000', 'IT', false],
    ['BE0403170701', 'BE', true],
    ['BE0123456789', 'BE', false],
    ['BE0000000000', 'BE', false],
    ['EL094259216', 'GR', true],
    ['GR094259216', 'GR', false],
    ['NL004495445B01', 'NL', true],
    ['NL000000000B00', 'NL', false],
    ['ATU13585627', 'AT', true],
    ['ATU12345678', 'AT', false],
    ['DK00000000', 'DK', false],
    ['PL0000000000', 'PL', false],
    ['ESA28015865', 'ES', true],
    ['IE6388047V', 'IE', true],
    ['DE136695976', 'AT', false],
    ['CHE123456789', 'CH', false],
    ['GB980780684', 'GB', false],
  ])('VAT number %s in %s → %s', (value, country, ok) => expect(validVatNumber(normalizeTaxId(value), country)).toBe(ok));

  it.each([
    ['FR44732829320', '732829320'],
    ['FRK7399859412', null],
    ['DE136695976', null],
  ])('the SIREN inside %s → %s', (value, siren) => expect(sirenOfFrenchVat(value)).toBe(siren));
});
