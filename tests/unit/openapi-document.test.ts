/**
 * The OpenAPI document stays what it was when the operations moved from central lists to one
 * contract per endpoint (src/server/<domain>/*.contract.ts): the live apiDocument() equals the
 * committed snapshot (tests/fixtures/openapi-before.json, written by `node scripts/write-openapi.ts`
 * before the move), except at the places listed in INTENDED, each with its reason. A difference
 * nobody listed fails; a listed place that no longer differs fails too, so the list stays true.
 * Key order is not compared: the paths now come by tag, then path (no central list gives an order).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiDocument } from '../../src/server/platform/openapi/api-document.ts';

/** JSON pointers (RFC 6901) under which the live document may differ from the snapshot. */
const INTENDED: { at: string; why: string }[] = [
  // Added after the move, by the "Add an endpoint" recipe of docs/architecture.md.
  { at: '/paths/~1api~1credit-notes~1{number}', why: 'GET /api/credit-notes/{number}: one credit note as JSON' },
  // An uploaded landing photo carries its own alt text, fr and en (docs/api-landings.md).
  { at: '/paths/~1api~1admin-landing-upload/post/requestBody/content/multipart~1form-data/schema/properties', why: 'the upload takes alt and alt_en' },
  { at: '/paths/~1api~1admin-landing-upload/post/responses/201/content/application~1json/schema', why: 'the stored image says alt and alt_en' },
  { at: '/paths/~1api~1admin-landing-themes/get/responses/200/content/application~1json/schema/items/properties/image/anyOf/0', why: 'a theme’s image says what it shows (alt, alt_en)' },
  { at: '/paths/~1api~1admin-landing-themes~1{slug}/put/responses/200/content/application~1json/schema/properties/image/anyOf/0', why: 'a theme’s image says what it shows (alt, alt_en)' },
  { at: '/paths/~1api~1admin-landing-themes~1reorder/post/responses/200/content/application~1json/schema/items/properties/image/anyOf/0', why: 'a theme’s image says what it shows (alt, alt_en)' },
  { at: '/paths/~1api~1admin-landing-themes~1{slug}~1history~1{id}~1restore/post/responses/200/content/application~1json/schema/properties/image/anyOf/0', why: 'a theme’s image says what it shows (alt, alt_en)' },
  // decisions §2: an email or password change ends the changing token too and answers a fresh one.
  { at: '/paths/~1api~1users~1{id}~1account/put/responses/200/content/application~1json/schema/$ref', why: 'the account change answers AccountChange (User + token)' },
  { at: '/paths/~1api~1candidatures/post/requestBody/content/application~1json/schema/properties/accept_cgv', why: 'decisions §7: const true; anything else is 400 cgv_not_accepted' },
  { at: '/components/schemas/AccountChange', why: 'User + the fresh token of an email or password change' },
  // VAT numbers checked and confirmed by VIES (decision 049): the inputs say so, applications answer the consultation.
  { at: '/paths/~1api~1candidatures/post/requestBody/content/application~1json/schema/properties/buyer_business/properties/siren/description', why: 'a SIRET is accepted, a SIREN of zeros is not' },
  { at: '/paths/~1api~1candidatures/post/requestBody/content/application~1json/schema/properties/buyer_business/properties/vat_number/description', why: 'check digits, then VIES' },
  { at: '/paths/~1api~1candidatures/post/responses/201/content/application~1json/schema/properties/vies_check', why: 'the VIES consultation' },
  { at: '/paths/~1api~1candidatures/get/responses/200/content/application~1json/schema/properties/items/items/properties/vies_check', why: 'the VIES consultation' },
  { at: '/paths/~1api~1candidatures~1me/get/responses/200/content/application~1json/schema/anyOf/0/properties/vies_check', why: 'the VIES consultation' },
  { at: '/paths/~1api~1candidatures~1{id}/get/responses/200/content/application~1json/schema/properties/vies_check', why: 'the VIES consultation' },
  { at: '/paths/~1api~1candidatures~1{id}~1status/post/responses/200/content/application~1json/schema/properties/vies_check', why: 'the VIES consultation' },
  // Access follows the money (decision 057): a paid balance holds the deposit.
  { at: '/paths/~1api~1invoices~1{number}~1refunds/post/responses/409', why: 'a refund may answer 409 final_invoice_stands' },
];

const escape = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');

/** The pointers of the smallest subtrees where `a` and `b` differ. */
function differences(a: unknown, b: unknown, at = ''): string[] {
  if (a === b) return [];
  if (a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((k) => differences((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${at}/${escape(k)}`));
  }
  return [at];
}

describe('the OpenAPI document across the move to contracts', () => {
  it('equals the snapshot taken before, except where INTENDED says why', async () => {
    const before: unknown = JSON.parse(readFileSync(new URL('../fixtures/openapi-before.json', import.meta.url), 'utf8'));
    const live: unknown = JSON.parse(JSON.stringify(await apiDocument()));
    const found = differences(before, live);
    const covered = (d: string) => INTENDED.some((i) => d === i.at || d.startsWith(`${i.at}/`));
    expect(found.filter((d) => !covered(d)), 'differences nobody listed').toEqual([]);
    const stale = INTENDED.filter((i) => !found.some((d) => d === i.at || d.startsWith(`${i.at}/`)));
    expect(stale.map((i) => i.at), 'listed differences that are not there').toEqual([]);
  });
});
