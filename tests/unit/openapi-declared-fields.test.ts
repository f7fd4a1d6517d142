/**
 * The document declares every field the server returns (issue 39, item 7): no response schema
 * leaves an object with declared properties open (`additionalProperties` absent or `{}`), where a
 * field could hide; and the response check of the API tests (tests/support/openapi-check.ts)
 * refuses an undeclared field even where a document would leave the object open.
 */
import { describe, expect, it } from 'vitest';
import { apiDocument } from '#server/platform/openapi/api-document.ts';
import { closedObjects, DocumentChecker, type OpenApiDocument } from '../support/openapi-check.ts';

/** The paths (inside the document) of objects that declare properties but accept others. */
function openObjects(node: unknown, at: string, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((v, i) => openObjects(v, `${at}/${i}`, found));
  else if (node && typeof node === 'object') {
    const o = node as Record<string, unknown>;
    const extra = o.additionalProperties;
    const open = extra === undefined || extra === true || (typeof extra === 'object' && extra !== null && Object.keys(extra).length === 0);
    if (o.properties && typeof o.properties === 'object' && open) found.push(at);
    for (const [k, v] of Object.entries(o)) openObjects(v, `${at}/${k}`, found);
  }
  return found;
}

describe('the document declares every field the server returns', () => {
  it('leaves no response object with declared properties open', () => {
    const doc = JSON.parse(JSON.stringify(apiDocument())) as OpenApiDocument;
    const open: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        for (const [status, response] of Object.entries(op.responses ?? {})) openObjects(response.content, `${method} ${path} ${status}`, open);
      }
    }
    openObjects(doc.components?.schemas, 'components/schemas', open);
    expect(open).toEqual([]);
  });

  it('has the response check refuse a field the document does not declare, even in an open object', () => {
    const loose = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } };
    const doc: OpenApiDocument = {
      paths: { '/api/thing': { get: { responses: { 200: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } } } } } },
      components: { schemas: { Thing: { ...loose, properties: { ...loose.properties, inner: loose, map: { type: 'object', additionalProperties: { type: 'number' } } } } } },
    };
    const checker = new DocumentChecker(doc);
    const base = { method: 'GET', path: '/api/thing', status: 200, contentType: 'application/json' };
    expect(checker.check({ ...base, body: { id: 'a', inner: { id: 'b' }, map: { any: 1 } } })).toBeNull();
    expect(checker.check({ ...base, body: { id: 'a', invoice_email: 'x@y.z' } })).toMatch(/invoice_email/);
    expect(checker.check({ ...base, body: { id: 'a', inner: { id: 'b', hidden: true } } })).toMatch(/hidden/);
    // A map keeps its schema for its values; the request side is left as the document says.
    expect(checker.check({ ...base, body: { id: 'a', map: { any: 'one' } } })).toMatch(/map/);
    expect(closedObjects(loose)).toMatchObject({ additionalProperties: false });
    expect(loose).not.toHaveProperty('additionalProperties');
  });
});
