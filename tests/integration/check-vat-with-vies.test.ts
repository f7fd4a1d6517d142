/**
 * The VIES client (decision 049) against the local fake VIES, in process: the three outcomes,
 * the consultation number when the seller's VAT number is sent as requester, and a service that
 * cannot be reached (a closed port) read as unavailable, never as invalid.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeVies, type FakeVies } from '../support/fake-vies.ts';
import { checkVatWithVies } from '#server/money/einvoice/check-vat-with-vies.ts';

let vies: FakeVies;

beforeAll(async () => {
  vies = await startFakeVies();
  // Read once by env() on its first use, which is below.
  process.env.VIES_URL = vies.url;
});

afterAll(async () => {
  await vies.close();
});

describe('checkVatWithVies (decision 049)', () => {
  it('a registered number: valid, with the consultation number when the seller is the requester', async () => {
    const check = await checkVatWithVies('ATU13585627', 'FR44732829320');
    expect(check).toMatchObject({ status: 'valid', name: 'Weber Keramik GmbH', address: 'Hauptplatz 4, 8010 Graz' });
    expect(check.requestId).toMatch(/^WAPI[A-Z0-9]+$/);
    expect(check.checkedAt).toBeInstanceOf(Date);
    expect(await checkVatWithVies('ATU13585627', null)).toMatchObject({ status: 'valid', requestId: null });
  });

  it.each([
    ['DE123456788', 'invalid'],
    ['IT00743110157', 'unavailable'],
    ['ESA28015865', 'unavailable'],
    ['DE136695976', 'valid'],
  ] as const)('%s → %s', async (number, status) => {
    expect((await checkVatWithVies(number, 'FR44732829320')).status).toBe(status);
  });

  it('a service that cannot be reached is unavailable', async () => {
    await vies.close();
    expect(await checkVatWithVies('ATU13585627', 'FR44732829320')).toMatchObject({ status: 'unavailable', requestId: null, name: null });
    vies = await startFakeVies();
  });
});
