/**
 * Writes the OpenAPI document to a file (argument, default openapi.json) without starting the
 * server: the same apiDocument() the server answers at /api/openapi.json. Used by
 * `npm run lint:openapi` (Redocly recommended-strict, Spectral spectral:oas).
 */
import { writeFileSync } from 'node:fs';
import { apiDocument } from '../src/server/platform/openapi/api-document.ts';

const target = process.argv[2] ?? 'openapi.json';
writeFileSync(target, `${JSON.stringify(apiDocument(), null, 2)}\n`);
console.log(`OpenAPI document written to ${target}`);
