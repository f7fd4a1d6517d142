/**
 * The OpenAPI document is committed (docs/openapi.json) so that a change to it is a diff a review
 * reads, in the commit that makes it (decision 051). This fails when the live apiDocument() and
 * the committed file differ: run `npm run api-types` (it writes the file and the islands' types)
 * and commit both. Nothing here lists endpoints or positions: the whole text is compared.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_FILE, documentText } from '#tools/openapi-types/document-file.ts';

describe('the committed OpenAPI document', () => {
  it('is what apiDocument() gives now', () => {
    const committed = readFileSync(DOCUMENT_FILE, 'utf8');
    // A plain boolean first: a diff of 50,000 lines helps nobody; git diff docs/openapi.json does.
    expect(committed === documentText(), 'docs/openapi.json is stale: run `npm run api-types` and commit it').toBe(true);
    expect(JSON.parse(committed)).toMatchObject({ openapi: '3.1.0' });
  });
});
