/**
 * "Done when": a client generated from the document (openapi-fetch over the types
 * openapi-typescript wrote from it, src/generated/api-schema.d.ts), with no cast anywhere, does a
 * member's and a prospect's work end to end and reads typed error codes. Every answer it gets is
 * also checked against the served document (the middleware below), like api() does.
 */
import createClient, { type Middleware } from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import type { paths } from '#generated/api-schema.d.ts';
import { baseUrl, documentChecker } from '../support/api.ts';
import { applicationBody, freshIp } from '../support/applications.ts';
import { pdf, photo } from '../support/file-fixtures.ts';

type ApplicationBody = NonNullable<paths['/api/candidatures']['post']['requestBody']>['content']['application/json'];

const PROOF_CARD = 'recit-atelier';
const PROOF_ITEM = 'publication_a_propos'; // requires_proof in the seeded catalogue

/** Every answer the client receives must be one the document describes. */
const checked: Middleware = {
  async onResponse({ request, response }) {
    const text = await response.clone().text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text; // a file
    }
    const path = new URL(request.url).pathname + new URL(request.url).search;
    const problem = (await documentChecker()).check({ method: request.method, path, status: response.status, contentType: response.headers.get('content-type'), body });
    if (problem) throw new Error(problem);
    return undefined;
  },
};

function client(ip = freshIp(), token?: string) {
  const c = createClient<paths>({ baseUrl: baseUrl(), headers: { 'x-forwarded-for': ip, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  c.use(checked);
  return c;
}

/** multipart/form-data with the parts in the order given (the server takes them in any order). */
function formData(parts: [string, string | Blob, string?][]): FormData {
  const form = new FormData();
  for (const [name, value, filename] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, filename);
  }
  return form;
}

/** The error code, typed by the operation: `expected` must be one of the codes it lists. */
function expectCode<C extends string>(error: { error: { code: C } } | undefined, expected: NoInfer<C>): void {
  expect(error?.error.code).toBe(expected);
}

describe('a client generated from /api/openapi.json (openapi-fetch, no casts)', () => {
  it('signs in, uploads a proof photo and a PDF in any part order, ticks the proof, downloads with the real type', async () => {
    const anonymous = client();
    const signup = await anonymous.POST('/auth/dev-signup', { body: { role: 'client_premium' } });
    expect(signup.response.status).toBe(200);
    const email = signup.data?.user.email ?? '';

    const login = await anonymous.POST('/auth/dev-login', { body: { email } });
    expect(login.response.status).toBe(200);
    expect(login.data?.user.email).toBe(email);
    const member = client(freshIp(), login.data?.token);

    // The proof photo: the file before the fields naming the card and the item.
    const image = new Blob([new Uint8Array(await photo('jpeg'))], { type: 'image/jpeg' });
    const proof = await member.POST('/api/upload', {
      body: { type: 'action_image', file: image, card_id: PROOF_CARD, checklist_item_id: PROOF_ITEM },
      bodySerializer: (b) => formData([['file', b.file, 'preuve.jpg'], ['checklist_item_id', b.checklist_item_id ?? ''], ['type', b.type], ['card_id', b.card_id ?? '']]),
    });
    expect(proof.response.status, JSON.stringify(proof.error)).toBe(201);
    expect(proof.data).toMatchObject({ type: 'action_image', checklist_item_id: PROOF_ITEM, mime: 'image/webp' });

    // A PDF document: the fields first, in the order the document lists them.
    const document = new Blob([new Uint8Array(pdf({ text: 'Devis' }))], { type: 'application/pdf' });
    const doc = await member.POST('/api/upload', {
      body: { type: 'action_document', file: document, card_id: PROOF_CARD },
      bodySerializer: (b) => formData([['type', b.type], ['card_id', b.card_id ?? ''], ['file', b.file, 'devis.pdf']]),
    });
    expect(doc.response.status, JSON.stringify(doc.error)).toBe(201);
    expect(doc.data?.mime).toBe('application/pdf');

    // Tick the item the photo proves.
    const ticked = await member.PUT('/api/my-actions', { body: { card_id: PROOF_CARD, checklist: { [PROOF_ITEM]: true } } });
    expect(ticked.response.status, JSON.stringify(ticked.error)).toBe(200);
    expect(ticked.data?.checklist[PROOF_ITEM]).toBe(true);

    // Both files come back with their real type.
    const downloads = [
      { id: proof.data?.id ?? '', type: 'image/webp', magic: 'RIFF' },
      { id: doc.data?.id ?? '', type: 'application/pdf', magic: '%PDF' },
    ];
    for (const { id, type, magic } of downloads) {
      const file = await member.GET('/api/files/{id}', { params: { path: { id } }, parseAs: 'arrayBuffer' });
      expect(file.response.status).toBe(200);
      expect(file.response.headers.get('content-type')).toBe(type);
      expect(Buffer.from(file.data ?? new ArrayBuffer(0)).subarray(0, 4).toString('latin1')).toBe(magic);
    }
  });

  it('applies with two photos uploaded without a session, and reads the 409 of a second application', async () => {
    const prospect = client();
    const ids: string[] = [];
    for (const name of ['vase.jpg', 'bol.jpg']) {
      const up = await prospect.POST('/api/upload', {
        body: { type: 'candidature', file: new Blob([new Uint8Array(await photo('jpeg'))], { type: 'image/jpeg' }) },
        bodySerializer: (b) => formData([['file', b.file, name], ['type', b.type]]),
      });
      expect(up.response.status, JSON.stringify(up.error)).toBe(201);
      ids.push(up.data?.id ?? '');
    }
    const fixture = applicationBody();
    const body: ApplicationBody = {
      first_name: fixture.first_name,
      last_name: fixture.last_name,
      email: fixture.email,
      brand: fixture.brand,
      trade: fixture.trade,
      links: fixture.links,
      priority_need: 'gamme_de_tarifs',
      monthly_revenue: fixture.monthly_revenue,
      objective: fixture.objective,
      already_tried: fixture.already_tried,
      formula: 'essentiel',
      photos: ids,
      billing_address: { street: '12 rue des Potiers', postal_code: '69003', city: 'Lyon', country: 'FR' },
      accept_cgv: true,
    };
    const applied = await prospect.POST('/api/candidatures', { body });
    expect(applied.response.status, JSON.stringify(applied.error)).toBe(201);
    expect(applied.data?.photos).toEqual(ids);

    const again = await client().POST('/api/candidatures', { body: { ...body, photos: undefined } });
    expect(again.response.status).toBe(409);
    expectCode(again.error, 'account_exists');
  });

  it('reads typed codes on a 404 and a 429 (with Retry-After)', async () => {
    const { data } = await client().POST('/auth/dev-signup', { body: { password: 'right-password-1' } });
    const member = client(freshIp(), data?.token);
    const missing = await member.GET('/api/cards/{id}', { params: { path: { id: 'no-such-card' } } });
    expect(missing.response.status).toBe(404);
    expectCode(missing.error, 'card_not_found');

    const ip = freshIp();
    let last = await client(ip).POST('/auth/login', { body: { email: data?.user.email ?? '', password: 'wrong-password' } });
    for (let i = 0; i < 6 && last.response.status !== 429; i++) {
      expectCode(last.error, 'invalid_credentials');
      last = await client(ip).POST('/auth/login', { body: { email: data?.user.email ?? '', password: 'wrong-password' } });
    }
    expect(last.response.status).toBe(429);
    expectCode(last.error, 'rate_limited');
    expect(Number(last.response.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
