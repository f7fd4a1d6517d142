/**
 * Checks a real response against /api/openapi.json: every response the API tests
 * receive through `api()` must be one the document describes. The document is read from the
 * server under test once per test file and its JSON schemas compiled with Ajv (JSON Schema
 * 2020-12, the dialect of OpenAPI 3.1).
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

/** The formats the document uses, checked as the server checks them (Ajv alone ignores formats). */
function addFormats(ajv: Ajv2020): void {
  ajv.addFormat('date', (s: string) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
    if (!m) return false;
    const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
    return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
  });
  ajv.addFormat('date-time', (s: string) => !Number.isNaN(Date.parse(s)) && /^\d{4}-\d{2}-\d{2}T/.test(s));
  ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
  ajv.addFormat('email', /^[^\s@]+@[^\s@]+$/);
  ajv.addFormat('uri', (s: string) => URL.canParse(s));
  ajv.addFormat('binary', () => true);
}

interface MediaType { schema?: unknown }
interface ResponseObject { content?: Record<string, MediaType>; 'x-rule-codes'?: string[] }
interface ParameterObject { in: string; name: string; required?: boolean; schema?: unknown }
interface OperationObject {
  responses: Record<string, ResponseObject>;
  'x-html-errors'?: boolean;
  'x-strict-query'?: boolean;
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
}
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

/** A request as the API tests sent it, with what the server answered. */
export interface ObservedRequest {
  method: string;
  path: string;
  /** The JSON body sent, `undefined` for none; `rawBody` when it was not JSON text. */
  body?: unknown;
  rawBody?: boolean;
  /** Sent as JSON (a JSON media type, or none) but not JSON text: invalid by any JSON body. */
  unparsable?: boolean;
  contentType?: string | null;
  status: number;
  errorCode?: string | null;
}

/**
 * What the document's description states for every operation (`info.description`, decision 005):
 * a text or key with a NUL character or a lone UTF-16 surrogate, a key named like an
 * Object.prototype member, JSON nested deeper than 64 levels. No JSON schema can say it per field,
 * so the checker reads it here; a request breaking it is invalid by the document.
 */
const PROTOTYPE_KEYS = new Set(Object.getOwnPropertyNames(Object.prototype));
export function statedEverywhereProblem(value: unknown, depth = 0): string | null {
  const badText = (s: string) => s.includes('\u0000') || !s.isWellFormed();
  if (typeof value === 'string') return badText(value) ? 'a text with a NUL character or a lone surrogate' : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= 64) return 'JSON nested deeper than 64 levels';
  for (const [key, item] of Object.entries(value)) {
    if (!Array.isArray(value)) {
      if (badText(key)) return 'a key with a NUL character or a lone surrogate';
      if (PROTOTYPE_KEYS.has(key)) return `a key named like an Object.prototype member (${key})`;
    }
    const inner = statedEverywhereProblem(item, depth + 1);
    if (inner) return inner;
  }
  return null;
}

/**
 * A copy of a schema in which every object that declares its properties is closed
 * (`additionalProperties: false` where the document leaves it open): the response check then fails
 * on any field the document does not declare (issue 39, item 7). A map (`additionalProperties`
 * given a schema, or no `properties`) stays a map. Responses only: a request may carry what the
 * server ignores.
 */
export function closedObjects(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(closedObjects);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, closedObjects(v)]));
  const extra = out.additionalProperties;
  const open = extra === undefined || extra === true || (typeof extra === 'object' && extra !== null && Object.keys(extra).length === 0);
  if (out.properties && typeof out.properties === 'object' && open && out.unevaluatedProperties === undefined) out.additionalProperties = false;
  return out;
}

export class DocumentChecker {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  // Query values are strings on the wire: `?limit=5` is the integer 5 for the description.
  private readonly queryAjv = new Ajv2020({ strict: false, allErrors: true, coerceTypes: true });
  private readonly compiledQuery = new Map<unknown, ValidateFunction>();
  private readonly compiled = new Map<unknown, ValidateFunction>();
  private readonly compiledClosed = new Map<unknown, ValidateFunction>();
  private readonly templates: { rx: RegExp; template: string }[];

  constructor(private readonly doc: OpenApiDocument) {
    addFormats(this.ajv);
    addFormats(this.queryAjv);
    this.ajv.addSchema({ $id: 'doc', components: doc.components ?? {} });
    this.ajv.addSchema({ $id: 'closed', components: closedObjects(doc.components ?? {}) });
    this.templates = Object.keys(doc.paths).map((template) => ({
      template,
      rx: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`),
    }))
      // A literal segment wins over a parameter, as in Astro's routing (`/me` before `/{id}`).
      .sort((a, b) => (a.template.match(/\{/g)?.length ?? 0) - (b.template.match(/\{/g)?.length ?? 0));
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

  /** The response side: every object that declares properties is closed (closedObjects). */
  private closedValidator(schema: unknown): ValidateFunction {
    let fn = this.compiledClosed.get(schema);
    if (!fn) {
      const local = JSON.parse(JSON.stringify(closedObjects(schema)).replaceAll('"#/components/', '"closed#/components/'));
      fn = this.ajv.compile(local);
      this.compiledClosed.set(schema, fn);
    }
    return fn;
  }

  private validate(schema: unknown, body: unknown, where: string): string | null {
    const fn = this.closedValidator(schema);
    if (fn(body)) return null;
    const errors = (fn.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`);
    return `${where}: the body does not match the API description: ${errors.join('; ')} — body: ${JSON.stringify(body).slice(0, 300)}`;
  }

  /** Why the document calls this request invalid, or null when it calls it valid. */
  private requestProblem(operation: OperationObject, r: ObservedRequest): string | null {
    const url = new URL(r.path, 'http://x');
    const described = new Map((operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p]));
    // An operation that reads a query reads all of it (names and values); one that reads none ignores it.
    if (described.size > 0 || operation['x-strict-query']) {
      const stated = statedEverywhereProblem(Object.fromEntries(url.searchParams));
      if (stated) return `query: ${stated}`;
    }
    if (operation['x-strict-query']) for (const name of new Set(url.searchParams.keys())) if (!described.has(name)) return `query parameter ${name} is not described`;
    for (const [name, param] of described) {
      const values = url.searchParams.getAll(name);
      if (values.length === 0) {
        if (param.required) return `query parameter ${name} is required`;
        continue;
      }
      if (values.length > 1) return `query parameter ${name} sent ${values.length} times`;
      let fn = this.compiledQuery.get(param.schema);
      if (!fn) {
        fn = this.queryAjv.compile(JSON.parse(JSON.stringify(param.schema ?? {}).replaceAll('"#/components/', '"doc#/components/')));
        this.compiledQuery.set(param.schema, fn);
      }
      const holder = { value: values[0] as unknown };
      // Ajv coerces in place through a parent object.
      if (!this.queryAjv.validate({ type: 'object', properties: { value: param.schema ?? {} } }, holder)) return `query parameter ${name}: ${this.queryAjv.errorsText()}`;
    }
    const json = operation.requestBody?.content['application/json'];
    if (json && r.unparsable) return 'the body is not JSON';
    if (!json || r.rawBody) return null;
    const body = r.body === undefined ? {} : r.body; // the server reads an empty body as {}
    if (r.body === undefined && operation.requestBody?.required) return 'the body is required';
    const stated = statedEverywhereProblem(body);
    if (stated) return `body: ${stated}`;
    const fn = this.validator(json.schema);
    return fn(body) ? null : `body ${(fn.errors ?? []).slice(0, 3).map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ')}`;
  }

  /**
   * The request side (decision 030), both ways: a request the document calls invalid must not be
   * accepted; one it calls valid may be refused with a 400 only under a code the operation lists
   * as a rule the document cannot state (`x-rule-codes` of its 400: `rule_failed`,
   * `unknown_metric`…), never `validation_failed`. `bad_request` (a path that cannot be decoded)
   * is about the path, which this check does not judge, and an HTML refusal has no code. Answers that come before the input is
   * read (401, 403, 404, 429…) say nothing about it.
   */
  checkRequest(r: ObservedRequest): string | null {
    if (r.method === 'HEAD' || r.method === 'OPTIONS') return null;
    const template = this.templateOf(r.path);
    const operation = template ? this.doc.paths[template]![r.method.toLowerCase()] : undefined;
    if (!operation) return null;
    // A redirect (a sign-in link) is how a page refuses too: only a 2xx accepts.
    const accepted = r.status >= 200 && r.status < 300;
    // An HTML refusal (a page opened from an email link) has no code to judge.
    const refused = r.status === 400 && typeof r.errorCode === 'string' && r.errorCode !== 'bad_request';
    if (!accepted && !refused) return null;
    const problem = this.requestProblem(operation, r);
    const where = `${r.method} ${r.path} → ${r.status}`;
    if (accepted && problem) return `${where}: the server accepted a request the API description calls invalid (${problem})`;
    if (refused && !problem) {
      const rules = operation.responses['400']?.['x-rule-codes'] ?? [];
      if (!rules.includes(r.errorCode ?? '')) return `${where}: the server refused with ${r.errorCode} a request the API description calls valid (a rule it cannot state answers one of: ${rules.join(', ') || 'none listed'})`;
    }
    return null;
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
      // body; where the operation describes that status, its code must be one it lists.
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
