/**
 * The stripe adapter end to end: a second real server with PAYMENT_PROVIDER=stripe, the official
 * `stripe` package pointed at a local fake Stripe API, signed webhooks, and a real SMTP listener
 * receiving the invoice email. Nothing leaves the machine.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startStripeStack, until, type CallInit, type StripeStack } from '../support/stripe-server.ts';
import { applicationBody } from '../support/applications.ts';

let server: StripeStack['server'];
let stripe: StripeStack['stripe'];
let smtp: StripeStack['smtp'];
let stack: StripeStack;

beforeAll(async () => {
  stack = await startStripeStack();
  ({ server, stripe, smtp } = stack);
}, 90_000);
afterAll(async () => {
  await stack?.stop();
});

const call = (path: string, init?: CallInit) => stack.call(path, init);

async function prospect(overrides: Record<string, unknown> = {}) {
  const res = await call('/api/candidatures', { body: applicationBody(overrides) });
  expect(res.status).toBe(201);
  return { id: res.body.id as string, token: res.body.token as string, email: res.body.email as string, deposit: res.body.deposit_cents as number };
}

async function checkout(p: { id: string; token: string }) {
  const res = await call('/api/payment/checkout', { body: { candidature_id: p.id }, token: p.token });
  expect(res.status).toBe(200);
  return res.body as { provider: string; reference: string; url: string };
}

const confirm = (p: { id: string; token: string }, reference: string) => call('/api/payment/confirm', { body: { candidature_id: p.id, payment_reference: reference }, token: p.token });

const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email));

/** Every mail queued before now is out once a later payment's email has arrived (oldest first). */
async function barrier() {
  const later = await prospect();
  const session = await checkout(later);
  stripe.pay(session.reference);
  await confirm(later, session.reference);
  await until(() => mailsTo(later.email).length === 1, 'the barrier email');
}

describe('stripe payments', () => {
  it('opens a Checkout Session for exactly the deposit, in EUR, naming the application', async () => {
    const p = await prospect({ formula: 'premium' });
    const session = await checkout(p);
    expect(session.provider).toBe('stripe');
    expect(session.url).toBe(`${stripe.url}/pay/${session.reference}`);
    expect(stripe.sessions.get(session.reference)).toMatchObject({
      amount_total: 29_900,
      currency: 'eur',
      metadata: { candidature_id: p.id },
      client_reference_id: p.id,
      customer_email: p.email,
      mode: 'payment',
    });
    const s = stripe.sessions.get(session.reference)!;
    expect(s.success_url).toBe(`${server.baseUrl}/candidature/bienvenue?candidature=${p.id}&session_id={CHECKOUT_SESSION_ID}`);
  });

  it('confirms only what Stripe reports paid for this amount, currency and application', async () => {
    const p = await prospect();
    const session = await checkout(p);
    const unpaid = await confirm(p, session.reference);
    expect(unpaid.status).toBe(402);
    expect(unpaid.body.error.code).toBe('payment_not_completed');
    for (const forged of ['cs_test_doesnotexist', 'pi_123', 'cs_test_../../v1/charges', 'test_anything']) {
      expect((await confirm(p, forged)).status, forged).toBe(402);
    }
    // paid sessions that are not this application's deposit
    const cheaper = stripe.addSession({ amount_total: 100, metadata: { candidature_id: p.id } });
    stripe.pay(cheaper.id);
    const dollars = stripe.addSession({ amount_total: p.deposit, currency: 'usd', metadata: { candidature_id: p.id } });
    stripe.pay(dollars.id);
    const other = await prospect();
    const othersSession = await checkout(other);
    stripe.pay(othersSession.reference);
    for (const reference of [cheaper.id, dollars.id, othersSession.reference]) {
      expect((await confirm(p, reference)).status, reference).toBe(402);
    }
    // none of those paid anything
    expect((await call('/api/candidatures/me', { token: p.token })).body.payment_status).toBe('en_attente');

    stripe.pay(session.reference);
    const ok = await confirm(p, session.reference);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ payment_status: 'paye', role: 'client_essentiel', invoice_email: p.email });
    await until(() => mailsTo(p.email).length === 1, 'the invoice email');
    const mail = mailsTo(p.email)[0]!;
    expect(mail.subject).toBe(`Votre facture d’acompte ${ok.body.invoice_number}`);
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([[`Facture ${ok.body.invoice_number}.pdf`, 'application/pdf']]);
    expect(mail.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');

    // a webhook replay, and the same confirmation again: nothing new
    expect(await stripe.sendWebhook(server.baseUrl, session.reference)).toMatchObject({ status: 200, body: { received: true, applied: false, invoice_number: ok.body.invoice_number } });
    expect((await confirm(p, session.reference)).body.invoice_number).toBe(ok.body.invoice_number);
    // a second checkout paid for the same application: 409, never a silent success
    const second = await checkout({ id: p.id, token: p.token }).catch(() => null);
    expect(second).toBeNull(); // checkout refuses an application already paid
    const stray = stripe.addSession({ amount_total: p.deposit, metadata: { candidature_id: p.id } });
    stripe.pay(stray.id);
    expect((await confirm(p, stray.id)).status).toBe(409);
    expect((await stripe.sendWebhook(server.baseUrl, stray.id)).body).toMatchObject({ received: true, applied: false });
    await barrier();
    expect(mailsTo(p.email)).toHaveLength(1);
  });

  it('lets the signed webhook confirm for a payer who never comes back, then the page finds it paid', async () => {
    const p = await prospect({ formula: 'premium' });
    const session = await checkout(p);
    stripe.pay(session.reference);
    const hook = await stripe.sendWebhook(server.baseUrl, session.reference);
    expect(hook).toMatchObject({ status: 200, body: { received: true, applied: true } });
    expect((await call('/api/me', { token: p.token })).body.role).toBe('client_premium');
    const back = await confirm(p, session.reference);
    expect(back.status).toBe(200);
    expect(back.body.invoice_number).toBe(hook.body.invoice_number);
    await until(() => mailsTo(p.email).length === 1, 'the invoice email');
    await barrier();
    expect(mailsTo(p.email)).toHaveLength(1);
  });

  it('gives the page and replayed webhooks racing each other one payment, one invoice, one email', async () => {
    const p = await prospect();
    const session = await checkout(p);
    stripe.pay(session.reference);
    const results = await Promise.all([
      confirm(p, session.reference),
      stripe.sendWebhook(server.baseUrl, session.reference),
      confirm(p, session.reference),
      stripe.sendWebhook(server.baseUrl, session.reference),
      stripe.sendWebhook(server.baseUrl, session.reference),
      confirm(p, session.reference),
    ]);
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(new Set(results.map((r) => r.body.invoice_number)).size).toBe(1);
    const invoices = await call('/api/invoices', { token: p.token });
    expect(invoices.body).toHaveLength(1);
    await until(() => mailsTo(p.email).length >= 1, 'the invoice email');
    await barrier();
    expect(mailsTo(p.email)).toHaveLength(1);
  });

  it('refuses webhooks that Stripe did not sign, and acknowledges events that pay nothing', async () => {
    const p = await prospect();
    const session = await checkout(p);
    stripe.pay(session.reference);
    expect(await stripe.sendWebhook(server.baseUrl, session.reference, { secret: 'whsec_wrongsecret' })).toMatchObject({ status: 400, body: { error: { code: 'invalid_signature' } } });
    expect(await stripe.sendWebhook(server.baseUrl, session.reference, { signature: 't=1,v1=deadbeef' })).toMatchObject({ status: 400 });
    const noHeader = await fetch(`${server.baseUrl}/api/payment/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(noHeader.status).toBe(400);
    expect((await call('/api/candidatures/me', { token: p.token })).body.payment_status).toBe('en_attente');
    expect(await stripe.sendWebhook(server.baseUrl, session.reference, { type: 'checkout.session.expired' })).toMatchObject({ status: 200, body: { applied: false } });
    // an unpaid session's "completed" event (delayed payment methods) pays nothing yet
    const later = await prospect();
    const unpaid = await checkout(later);
    expect(await stripe.sendWebhook(server.baseUrl, unpaid.reference)).toMatchObject({ status: 200, body: { applied: false } });
    // a session naming an application that does not exist
    const ghost = stripe.addSession({ amount_total: 14_900, metadata: { candidature_id: '00000000-0000-4000-8000-000000000000' } });
    stripe.pay(ghost.id);
    expect(await stripe.sendWebhook(server.baseUrl, ghost.id)).toMatchObject({ status: 200, body: { applied: false } });
    // A signed event whose `data` is null, missing or empty is acknowledged, never a 500
    for (const data of [null, 'missing', {}, { object: null }]) {
      expect(await stripe.sendWebhook(server.baseUrl, ghost.id, { data })).toMatchObject({ status: 200, body: { applied: false } });
    }
    // Decision 037: a signed body that is not an event at all (`null`, an array, a number, no type) is a 400, never a 500
    for (const rawPayload of ['null', '[]', '42', '"evt"', '{}', '{"type":null}']) {
      expect(await stripe.sendWebhook(server.baseUrl, ghost.id, { rawPayload }), rawPayload).toMatchObject({ status: 400, body: { error: { code: 'bad_request' } } });
    }
  });

  it('answers 503 while Stripe is unreachable, and the payment goes through once it is back', async () => {
    const p = await prospect();
    const session = await checkout(p);
    stripe.pay(session.reference);
    stripe.failing = true;
    try {
      const down = await confirm(p, session.reference);
      expect(down.status).toBe(503);
      expect(down.body.error.code).toBe('payment_provider_unavailable');
      expect((await stripe.sendWebhook(server.baseUrl, session.reference)).status).toBe(503); // Stripe retries it
    } finally {
      stripe.failing = false;
    }
    expect((await confirm(p, session.reference)).status).toBe(200);
  });

  it('numbers invoices without gap or duplicate across two instances on one PostgreSQL', async () => {
    if (!process.env.DATABASE_URL) return; // PGlite: one process per database, nothing to share
    const people = await Promise.all(Array.from({ length: 20 }, () => prospect()));
    const sessions = await Promise.all(people.map((p) => checkout(p)));
    sessions.forEach((s) => stripe.pay(s.reference));
    // half of the confirmations through this server, half through the shared test server
    const shared = inject('baseUrl');
    const results = await Promise.all(
      people.map(async (p, i) => {
        if (i % 2 === 0) return confirm(p, sessions[i]!.reference);
        const res = await fetch(`${shared}/api/payment/confirm`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${p.token}` },
          body: JSON.stringify({ candidature_id: p.id, payment_reference: sessions[i]!.reference }),
        });
        return { status: res.status, body: await res.json() };
      }),
    );
    // the shared server runs the sandbox, which calls any reference paid: both paths pay
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const numbers = results.map((r) => r.body.invoice_number as string);
    expect(new Set(numbers).size).toBe(20);
  });
});
