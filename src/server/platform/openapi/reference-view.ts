/**
 * The reference page's view of the OpenAPI document: operations grouped by tag, and each schema
 * flattened to the rows a reader scans (field, type, required, rules).
 */
import { apiDocument } from './api-document.ts';
import type { Lang } from '#i18n/lang.ts';
import { ERROR_TEXTS, type ErrorText } from '#i18n/error-texts.ts';

export interface FieldRow { name: string; type: string; required: boolean; rules: string }
export interface ResponseView {
  status: string;
  description: string;
  media: string;
  fields: FieldRow[];
  /** An error status: its codes, each with the message a caller in `lang` gets, and an example body. */
  errors?: { code: string; message: string }[];
  example?: string;
}
export interface OperationView {
  anchor: string;
  method: string;
  path: string;
  summary: string;
  access: string;
  params: (FieldRow & { in: string })[];
  bodyMedia: string | null;
  body: FieldRow[];
  responses: ResponseView[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an OpenAPI schema object walked generically
type Schema = Record<string, any>;

function resolve(schema: Schema | undefined, components: Record<string, Schema>): Schema {
  if (!schema) return {};
  const ref = typeof schema.$ref === 'string' ? /#\/components\/schemas\/(.+)$/.exec(schema.$ref)?.[1] : undefined;
  return ref ? resolve(components[ref], components) : schema;
}

function typeOf(schema: Schema, components: Record<string, Schema>): string {
  const s = resolve(schema, components);
  if (s.enum) return s.enum.map((v: unknown) => JSON.stringify(v)).join(' | ');
  if (s.const !== undefined) return JSON.stringify(s.const);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return alternatives.map((a: Schema) => typeOf(a, components)).join(' | ');
  if (s.type === 'array') return `${typeOf(s.items ?? {}, components)}[]`;
  if (Array.isArray(s.type)) return s.type.join(' | ');
  return s.type ?? 'any';
}

function rulesOf(schema: Schema, components: Record<string, Schema>): string {
  const s = resolve(schema, components);
  const rules: string[] = [];
  if (s.minLength !== undefined) rules.push(`≥ ${s.minLength} chars`);
  if (s.maxLength !== undefined) rules.push(`≤ ${s.maxLength} chars`);
  if (s.minimum !== undefined) rules.push(`≥ ${s.minimum}`);
  if (s.maximum !== undefined) rules.push(`≤ ${s.maximum}`);
  if (s.minItems !== undefined) rules.push(`≥ ${s.minItems} items`);
  if (s.maxItems !== undefined) rules.push(`≤ ${s.maxItems} items`);
  if (s.pattern) rules.push(`pattern ${s.pattern}`);
  if (s.format) rules.push(s.format);
  if (s.default !== undefined) rules.push(`default ${JSON.stringify(s.default)}`);
  if (s.description) rules.push(s.description);
  return rules.join(', ');
}

function fieldsOf(schema: Schema | undefined, components: Record<string, Schema>): FieldRow[] {
  const s = resolve(schema, components);
  if (s.type === 'array') {
    const items = resolve(s.items, components);
    return items.properties ? fieldsOf(items, components).map((f) => ({ ...f, name: `[].${f.name}` })) : [{ name: '[]', type: typeOf(s, components), required: true, rules: '' }];
  }
  const variants = s.anyOf ?? s.oneOf;
  if (variants && !s.properties) return variants.flatMap((v: Schema, i: number) => fieldsOf(v, components).map((f) => ({ ...f, name: `(${i + 1}) ${f.name}` })));
  const required = new Set<string>(s.required ?? []);
  return Object.entries((s.properties ?? {}) as Record<string, Schema>).map(([name, prop]) => ({
    name,
    type: typeOf(prop, components),
    required: required.has(name),
    rules: rulesOf(prop, components),
  }));
}

export function referenceView(lang: Lang = 'fr'): { tags: { tag: string; operations: OperationView[] }[]; info: { title: string; description: string } } {
  const doc = apiDocument() as unknown as Schema;
  const components = (doc.components?.schemas ?? {}) as Record<string, Schema>;
  const byTag = new Map<string, OperationView[]>();
  for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, Schema>>)) {
    for (const [method, op] of Object.entries(ops)) {
      // HEAD is GET without the body (the page's introduction says so): one entry is enough.
      if (method === 'head') continue;
      const bodyMedia = op.requestBody ? Object.keys(op.requestBody.content)[0]! : null;
      const view: OperationView = {
        anchor: `${method}-${path.replace(/[^a-z0-9]+/gi, '-')}`,
        method: method.toUpperCase(),
        path,
        summary: op.summary ?? '',
        access: op.description ?? '',
        params: ((op.parameters ?? []) as Schema[]).map((p) => ({
          in: p.in,
          name: p.name,
          type: typeOf(p.schema ?? {}, components),
          required: Boolean(p.required),
          rules: rulesOf(p.schema ?? {}, components),
        })),
        bodyMedia,
        body: bodyMedia ? fieldsOf(op.requestBody.content[bodyMedia].schema, components) : [],
        responses: Object.entries(op.responses as Record<string, Schema>).map(([status, r]) => {
          const media = r.content ? Object.keys(r.content)[0]! : '';
          const schema = media === 'application/json' ? resolve(r.content[media].schema, components) : {};
          const codes: string[] | undefined = Number(status) >= 400 ? schema.properties?.error?.properties?.code?.enum : undefined;
          if (codes) {
            const description = (r.description ?? '').replace(/: `.*$/, '');
            return { status, description, media, fields: [], errors: codes.map((code) => ({ code, message: (ERROR_TEXTS as Record<string, ErrorText>)[code]?.[lang] ?? '' })), example: JSON.stringify(schema.example) };
          }
          return { status, description: r.description ?? '', media, fields: media === 'application/json' ? fieldsOf(r.content[media].schema, components) : [] };
        }),
      };
      const tag = (op.tags?.[0] as string) ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), view]);
    }
  }
  return { info: { title: doc.info.title, description: doc.info.description }, tags: [...byTag].map(([tag, operations]) => ({ tag, operations })) };
}
