/**
 * The committed OpenAPI document, docs/openapi.json (decision 051): written by `npm run api-types`
 * beside the islands' types, compared with the live one by tests/unit/openapi-document.test.ts.
 * Apart from generate.ts so the unit test needs no openapi-typescript.
 */
import { fileURLToPath } from 'node:url';
import { apiDocument } from '../../src/server/platform/openapi/api-document.ts';

export const DOCUMENT_FILE = fileURLToPath(new URL('../../docs/openapi.json', import.meta.url));

/** The file's text: what apiDocument() gives, two-space indented, with a final newline. */
export function documentText(): string {
  return `${JSON.stringify(apiDocument(), null, 2)}\n`;
}
