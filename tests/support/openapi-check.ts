/**
 * Checks a real response against /api/openapi.json (issue 13): every response the API tests
 * receive through `api()` must be one the document describes. The document is read from the
 * server under test once per test file and its JSON schemas compiled with Ajv (JSON Schema
 * 2020-12, the dialect of OpenAPI 3.1).
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

interface MediaType { schema?: unknown }
interface ResponseObject { content?: Record<string, MediaType> }
interface OperationObject { responses: Record<string, ResponseObject>; 'x-html-errors'?: boolean }
export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, unknown> };
}

export interface ObservedResponse {
  method: string;
  path: string;
  status: number;
  contentType: string | null;
  body: unknown;
}

export class DocumentChecker {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly compiled = new Map<unknown, ValidateFunction>();
  private readonly templates: { rx: RegExp; template: string }[];

  constructor(private readonly doc: OpenApiDocument) {
    this.ajv.addSchema({ $id: 'doc', components: doc.components ?? {} });
    this.templates = Object.keys(doc.paths).map((template) => ({
      template,
      rx: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`),
    }));
  }

  /** The documented template of a concrete path (`/api/cards/abc` → `/api/cards/{id}`). */
  templateOf(path: string): string | null {
    const bare = path.split('?')[0]!.split('#')[0]!;
    return this.templates.find((t) => t.rx.test(bare))?.template ?? null;
  }

  private validator(schema: unknown): ValidateFunction {
    let fn = this.compiled.get(schema);
    if (!fn) {
      // The document's own references point into the components registered as `doc`.
      const local = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/'));
      fn = this.ajv.compile(local);
      this.compiled.set(schema, fn);
    }
    return fn;
  }

  private validate(schema: unknown, body: unknown, where: string): string | null {
    const fn = this.validator(schema);
    if (fn(body)) return null;
    const errors = (fn.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`);
    return `${where}: the body does not match the API description: ${errors.join('; ')} — body: ${JSON.stringify(body).slice(0, 300)}`;
  }

  /** null when the response is one the document describes; otherwise what is wrong. */
  check(r: ObservedResponse): string | null {
    // HEAD is GET without a body (RFC 9110): nothing to check but that it has none.
    if (r.method === 'HEAD') return r.body === null ? null : `HEAD ${r.path} → ${r.status}: a body`;
    const where = `${r.method} ${r.path} → ${r.status}`;
    const json = (r.contentType ?? '').startsWith('application/json');
    const template = this.templateOf(r.path);
    const operation = template ? this.doc.paths[template]![r.method.toLowerCase()] : undefined;
    const errorSchema = { $ref: '#/components/schemas/Error' };
    if (r.status >= 400) {
      // Every error answered as JSON, documented route or not (404, 405, 413…), is the one error
      // body; where the operation describes that status, its code must be one it lists (issue 19).
      const described = operation?.responses[String(r.status)]?.content?.['application/json']?.schema;
      if (json) return this.validate(errorSchema, r.body, where) ?? (described ? this.validate(described, r.body, `${where} (codes of ${r.method} ${template})`) : null);
      if (operation && !operation.responses.default?.content?.['application/json']) return null; // an HTML error page by design
      if (r.body === null) return null;
      return template ? `${where}: an error that is not the JSON error body (${r.contentType})` : null;
    }
    if (!template || !operation || r.method === 'OPTIONS') return null;
    const declared = operation.responses[String(r.status)];
    if (!declared) return `${where}: status ${r.status} is not described (described: ${Object.keys(operation.responses).join(', ')})`;
    const schema = declared.content?.['application/json']?.schema;
    if (json && schema !== undefined) return this.validate(schema, r.body, where);
    if (json && !declared.content?.['application/json']) return `${where}: answered JSON where the description says ${Object.keys(declared.content ?? {}).join(', ') || 'no body'}`;
    return null;
  }
}
