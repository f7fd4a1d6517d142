import { describe, expect, it } from 'vitest';
import { csvField, csvLine, centsAsDecimal, writeCsv, type CsvCell } from './write-csv.ts';
import { exportInvoicesQuery } from './export-invoices-csv.ts';

describe('csvField', () => {
  it.each<[string, CsvCell, string]>([
    ['plain text as is', 'Camille Durand', 'Camille Durand'],
    ['accents as is (UTF-8)', 'Noé Lefèvre', 'Noé Lefèvre'],
    ['empty for null', null, ''],
    ['empty for undefined', undefined, ''],
    ['empty text', '', ''],
    ['a ; is quoted', 'Durand; Fils', '"Durand; Fils"'],
    ['a quote is doubled and quoted', 'L’atelier "Bleu"', '"L’atelier ""Bleu"""'],
    ['a LF is quoted', 'ligne 1\nligne 2', '"ligne 1\nligne 2"'],
    ['a CRLF is quoted', 'ligne 1\r\nligne 2', '"ligne 1\r\nligne 2"'],
    ['other controls become spaces', 'Noé\u0001Le\u0085fèvre\u2028', '"Noé Le fèvre "'],
    ['a lone surrogate becomes U+FFFD', 'Noé\ud800', 'Noé\ufffd'],
    ['a comma needs no quotes with ;', 'Durand, Fils', 'Durand, Fils'],
    ['leading space kept by quoting', ' Camille', '" Camille"'],
    ['= formula prefixed', '=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ['+ prefixed', '+33 6 12', "'+33 6 12"],
    ['- prefixed', '-2+3', "'-2+3"],
    ['@ prefixed', '@SUM(A1)', "'@SUM(A1)"],
    ['tab prefixed (the prefix ends the leading blank)', '\t=1', "'\t=1"],
    ['= with ; prefixed then quoted', '=1;2', '"\'=1;2"'],
    ['= inside is left alone', 'a=b', 'a=b'],
    ['cents: two decimals, decimal comma', { cents: 12_417 }, '124,17'],
    ['cents: zero', { cents: 0 }, '0,00'],
    ['cents: under one unit', { cents: 5 }, '0,05'],
    ['cents: round units', { cents: 14_900 }, '149,00'],
    ['cents: negative stays a number (no prefix)', { cents: -2_483 }, '-24,83'],
    ['cents: negative under one unit', { cents: -5 }, '-0,05'],
    ['cents: large', { cents: 123_456_789 }, '1234567,89'],
  ])('%s', (_label, cell, expected) => {
    expect(csvField(cell)).toBe(expected);
  });

  it('refuses a non-integer amount rather than rounding it silently', () => {
    expect(() => centsAsDecimal(1.5)).toThrow(RangeError);
    expect(centsAsDecimal(-12_345, '.')).toBe('-123.45');
    expect(() => csvField({ cents: Number.NaN })).toThrow(RangeError);
  });
});

describe('writeCsv', () => {
  it('starts with the BOM, separates with ; and ends every line with CRLF', () => {
    const text = writeCsv(['a', 'b'], [['x;y', { cents: 100 }], ['multi\nline', null]]);
    expect(text).toBe('\uFEFFa;b\r\n"x;y";1,00\r\n"multi\nline";\r\n');
    expect(csvLine(['1', '2'])).toBe('1;2\r\n');
  });

  it('has only the header when there is no row', () => {
    expect(writeCsv(['a', 'b'], [])).toBe('\uFEFFa;b\r\n');
  });
});

describe('exportInvoicesQuery', () => {
  it.each<[string, Record<string, string>, boolean]>([
    ['one day', { from: '2026-03-01', to: '2026-03-01' }, true],
    ['a leap year (366 days)', { from: '2028-01-01', to: '2028-12-31' }, true],
    ['366 days across years', { from: '2026-03-01', to: '2027-03-01' }, true],
    ['367 days', { from: '2026-03-01', to: '2027-03-02' }, false],
    ['to before from', { from: '2026-03-02', to: '2026-03-01' }, false],
    ['not a calendar day', { from: '2026-02-30', to: '2026-03-01' }, false],
    ['not a date', { from: 'hier', to: '2026-03-01' }, false],
    ['missing to', { from: '2026-03-01' }, false],
    ['another parameter', { from: '2026-03-01', to: '2026-03-02', year: '2026' }, false],
  ])('%s', (_label, query, valid) => {
    expect(exportInvoicesQuery.safeParse(query).success).toBe(valid);
  });
});
