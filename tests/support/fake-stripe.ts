/**
 * A local stand-in for the Stripe API (no outside host in tests), driven by the official `stripe`
 * package through STRIPE_API_BASE: Checkout Sessions (create, retrieve), a hosted "pay" page that
 * marks a session paid and returns to its success_url, and webhooks signed with the package's
 * own `stripe.webhooks` helpers, exactly as Stripe signs them. Refunds (decision 024): POST
 * /v1/refunds against a paid session's PaymentIntent, never more than what was paid, and the same
 * `Idempotency-Key` answers the same refund, as Stripe does. Refunds made "in the dashboard"
 * (decision 031): `dashboardRefund` makes one outside the API and posts the signed
 * `charge.refunded` Stripe sends; the app then lists the PaymentIntent's refunds (GET /v1/refunds)
 * and finds its checkout (GET /v1/checkout/sessions?payment_intent=).
 * Fees and payouts (decision 060): a paid session's PaymentIntent is read with its charge's
 * balance transaction (GET /v1/payment_intents/:id, `fee` from `feeFor`), and `sendPayout` makes a
 * paid payout (GET /v1/payouts/:id) and posts the signed `payout.paid`.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  customer_email: string | null;
  success_url: string;
  cancel_url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  url: string;
  created: number;
  /** Set when paid: refunds are made against it. */
  payment_intent: string | null;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string;
  status: 'succeeded' | 'pending' | 'failed';
  metadata: Record<string, string>;
  created: number;
}

export interface FakePayout {
  id: string;
  object: 'payout';
  amount: number;
  currency: string;
  arrival_date: number;
  status: 'paid' | 'pending' | 'in_transit' | 'failed' | 'canceled';
  created: number;
}

export interface FakeStripe {
  url: string;
  secretKey: string;
  webhookSecret: string;
  sessions: Map<string, FakeSession>;
  /** Refunds made, by id. */
  refunds: Map<string, FakeRefund>;
  /** Every API request received (method and path). */
  requests: { method: string; path: string }[];
  /** While true, every API call answers 500 (Stripe unavailable). */
  failing: boolean;
  /** Awaited when POST /v1/refunds arrives, before anything is checked or made (a slow Stripe). */
  beforeRefund: (() => Promise<void>) | null;
  /**
   * Awaited after POST /v1/refunds made a refund, before it answers (the webhook outrunning the
   * answer). Returning `'fail'` answers 500 instead: the refund is made but its answer is lost.
   */
  afterRefund: ((refund: FakeRefund) => Promise<void | 'fail'>) | null;
  /** Stripe's fee on a charge of `amount` cents (default: 1.5 % + 0.25 €, rounded). */
  feeFor: (amount: number) => number;
  /** Payouts made, by id. */
  payouts: Map<string, FakePayout>;
  /** Makes a payout (paid unless said) of `amount` cents arriving on `arrivalOn` (YYYY-MM-DD), without telling the app. */
  makePayout: (amount: number, arrivalOn: string, status?: FakePayout['status']) => FakePayout;
  /** Makes a paid payout of `amount` cents arriving on `arrivalOn` (YYYY-MM-DD) and posts the signed `payout.paid` to the app. */
  sendPayout: (appUrl: string, amount: number, arrivalOn: string, options?: { status?: FakePayout['status'] }) => Promise<{ payout: FakePayout; hook: { status: number; body: any } }>;
  /** A session created directly (not by the app), e.g. for another amount. */
  addSession: (fields: Partial<FakeSession> & { amount_total: number; metadata: Record<string, string> }) => FakeSession;
  pay: (id: string) => FakeSession;
  /** Posts a signed `checkout.session.completed` (or `type`) event for the session to the app. */
  /** `data`: replaces the event's `data` as it is (null included); `'missing'` leaves it out. */
  /** `rawPayload`: these exact bytes, signed, instead of an event (a hostile or broken sender). */
  sendWebhook: (appUrl: string, id: string, options?: { type?: string; secret?: string; signature?: string; data?: unknown; rawPayload?: string }) => Promise<{ status: number; body: any }>;
  /**
   * A refund made in Stripe's dashboard on a paid session (no metadata, no idempotency key), then
   * the signed `charge.refunded` posted to the app. `amount` absent: what is left on the charge.
   * `unchecked`: made even beyond the charge (a state the app must not trust blindly).
   */
  dashboardRefund: (appUrl: string, sessionId: string, options?: { amount?: number; unchecked?: boolean }) => Promise<{ refund: FakeRefund; hook: { status: number; body: any } }>;
  /** Posts the signed refunds event (`charge.refunded` by default, with the Charge) for a refund already made. */
  sendRefundWebhook: (appUrl: string, refundId: string, options?: { type?: string }) => Promise<{ status: number; body: any }>;
  close: () => Promise<void>;
}

const signer = new Stripe('sk_test_signer_only');

/** `a[b][0][c]=1` form fields (how stripe-node encodes bodies) into nested objects. */
function parseForm(body: string): Record<string, any> {
  const out: Record<string, any> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = node[part] ??= {};
    });
  }
  return out;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = `sk_test_fake${randomBytes(8).toString('hex')}`;
  const webhookSecret = `whsec_fake${randomBytes(8).toString('hex')}`;
  const sessions = new Map<string, FakeSession>();
  const refunds = new Map<string, FakeRefund>();
  const refundsByKey = new Map<string, FakeRefund>();
  /** PaymentIntent → its Charge id (one charge per paid session). */
  const charges = new Map<string, string>();
  const requests: FakeStripe['requests'] = [];
  const payouts = new Map<string, FakePayout>();
  let baseUrl = '';

  const newSession = (fields: Partial<FakeSession> & { amount_total: number; metadata: Record<string, string> }): FakeSession => {
    const id = `cs_test_${randomBytes(16).toString('hex')}`;
    const session: FakeSession = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      currency: 'eur',
      client_reference_id: null,
      customer_email: null,
      success_url: `${baseUrl}/done`,
      cancel_url: `${baseUrl}/cancel`,
      status: 'open',
      payment_status: 'unpaid',
      url: `${baseUrl}/pay/${id}`,
      created: Math.floor(Date.now() / 1000),
      payment_intent: null,
      ...fields,
    };
    sessions.set(id, session);
    return session;
  };

  const pay = (id: string) => {
    const session = sessions.get(id);
    if (!session) throw new Error(`no session ${id}`);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent ??= `pi_${randomBytes(12).toString('hex')}`;
    if (!charges.has(session.payment_intent)) charges.set(session.payment_intent, `ch_${randomBytes(12).toString('hex')}`);
    return session;
  };

  const refundedOn = (intent: string) => [...refunds.values()].filter((r) => r.payment_intent === intent && r.status !== 'failed').reduce((sum, r) => sum + r.amount, 0);

  const makeRefund = (session: FakeSession, amount: number, metadata: Record<string, string>): FakeRefund => {
    const refund: FakeRefund = {
      id: `re_${randomBytes(12).toString('hex')}`,
      object: 'refund',
      amount,
      currency: session.currency,
      payment_intent: session.payment_intent!,
      charge: charges.get(session.payment_intent!)!,
      status: 'succeeded',
      metadata,
      created: Math.floor(Date.now() / 1000),
    };
    refunds.set(refund.id, refund);
    return refund;
  };

  /** A Stripe list object, newest first like Stripe's. */
  const list = (path: string, data: unknown[]) => ({ object: 'list', url: path, has_more: false, data });

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const send = (status: number, body: unknown, type = 'application/json') => {
      res.writeHead(status, { 'content-type': type });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    // The hosted payment page (what a payer's browser sees): pay, then back to the app.
    const page = /^\/pay\/(cs_test_\w+)$/.exec(url.pathname);
    if (page) {
      const session = sessions.get(page[1]!);
      if (!session) return send(404, 'no such session', 'text/plain');
      if (req.method === 'POST') {
        pay(session.id);
        res.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) });
        return res.end();
      }
      return send(
        200,
        `<!doctype html><html lang="en"><title>Fake Stripe Checkout</title><main><h1>Fake Stripe Checkout</h1><p>${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}</p><form method="post"><button>Pay</button></form><a href="${session.cancel_url}">Cancel</a></main></html>`,
        'text/html; charset=utf-8',
      );
    }

    requests.push({ method: req.method ?? '', path: url.pathname });
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    if (fake.failing) return send(500, { error: { type: 'api_error', message: 'fake outage' } });
    const body = parseForm(await readBody(req));
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const item = body.line_items?.['0'];
      const amount = Number(item?.price_data?.unit_amount) * Number(item?.quantity ?? 1);
      if (!Number.isInteger(amount) || amount <= 0 || !body.success_url || !body.cancel_url) {
        return send(400, { error: { type: 'invalid_request_error', message: 'bad checkout session' } });
      }
      const session = newSession({
        amount_total: amount,
        currency: item.price_data.currency,
        metadata: body.metadata ?? {},
        client_reference_id: body.client_reference_id ?? null,
        customer_email: body.customer_email ?? null,
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        mode: body.mode,
      });
      return send(200, session);
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      await fake.beforeRefund?.();
      const key = String(req.headers['idempotency-key'] ?? '');
      const replay = key ? refundsByKey.get(key) : undefined;
      if (replay) return send(200, replay);
      const session = [...sessions.values()].find((s) => s.payment_intent && s.payment_intent === body.payment_intent);
      if (!session) return send(400, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${body.payment_intent}'` } });
      const refunded = refundedOn(session.payment_intent!);
      const amount = body.amount === undefined ? session.amount_total - refunded : Number(body.amount);
      if (!Number.isInteger(amount) || amount <= 0 || refunded + amount > session.amount_total) {
        return send(400, { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Refund amount is greater than unrefunded amount on charge' } });
      }
      const refund = makeRefund(session, amount, body.metadata ?? {});
      if (key) refundsByKey.set(key, refund);
      if ((await fake.afterRefund?.(refund)) === 'fail') return send(500, { error: { type: 'api_error', message: 'fake outage after the refund' } });
      return send(200, refund);
    }
    if (req.method === 'GET' && url.pathname === '/v1/refunds') {
      const intent = url.searchParams.get('payment_intent');
      const data = [...refunds.values()].filter((r) => !intent || r.payment_intent === intent).reverse();
      return send(200, list('/v1/refunds', data));
    }
    if (req.method === 'GET' && url.pathname === '/v1/checkout/sessions') {
      const intent = url.searchParams.get('payment_intent');
      const data = [...sessions.values()].filter((s) => !intent || s.payment_intent === intent).reverse();
      return send(200, list('/v1/checkout/sessions', data.slice(0, Number(url.searchParams.get('limit') ?? 10))));
    }
    const intentPath = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && intentPath) {
      // Always answered expanded (latest_charge.balance_transaction), as the app asks for it.
      const id = decodeURIComponent(intentPath[1]!);
      const session = [...sessions.values()].find((x) => x.payment_intent === id);
      if (!session) return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${id}'` } });
      const chargeId = charges.get(id)!;
      const fee = fake.feeFor(session.amount_total);
      const txn = { id: `txn_${chargeId.slice(3)}`, object: 'balance_transaction', amount: session.amount_total, fee, net: session.amount_total - fee, currency: session.currency, type: 'charge' };
      const charge = { id: chargeId, object: 'charge', amount: session.amount_total, currency: session.currency, payment_intent: id, status: 'succeeded', balance_transaction: txn };
      return send(200, { id, object: 'payment_intent', amount: session.amount_total, currency: session.currency, status: 'succeeded', latest_charge: charge, metadata: session.metadata });
    }
    const payoutPath = /^\/v1\/payouts\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && payoutPath) {
      const payout = payouts.get(decodeURIComponent(payoutPath[1]!));
      if (!payout) return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payout: '${payoutPath[1]}'` } });
      return send(200, payout);
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && retrieve) {
      const session = sessions.get(decodeURIComponent(retrieve[1]!));
      if (!session) {
        return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such checkout.session: '${retrieve[1]}'` } });
      }
      return send(200, session);
    }
    send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  baseUrl = `http://127.0.0.1:${port}`;

  const fake: FakeStripe = {
    url: baseUrl,
    secretKey,
    webhookSecret,
    sessions,
    refunds,
    requests,
    failing: false,
    beforeRefund: null,
    afterRefund: null,
    addSession: newSession,
    pay,
    feeFor: (amount) => Math.round(amount * 0.015) + 25,
    payouts,
    makePayout(amount, arrivalOn, status = 'paid') {
      const payout: FakePayout = {
        id: `po_${randomBytes(12).toString('hex')}`,
        object: 'payout',
        amount,
        currency: 'eur',
        arrival_date: Date.parse(`${arrivalOn}T00:00:00Z`) / 1000,
        status,
        created: Math.floor(Date.now() / 1000),
      };
      payouts.set(payout.id, payout);
      return payout;
    },
    async sendPayout(appUrl, amount, arrivalOn, options = {}) {
      const payout = fake.makePayout(amount, arrivalOn, options.status);
      return { payout, hook: await fake.sendWebhook(appUrl, payout.id, { type: 'payout.paid', data: { object: payout } }) };
    },
    async sendWebhook(appUrl, id, options = {}) {
      const session = sessions.get(id);
      const event: Record<string, unknown> = {
        id: `evt_${randomBytes(12).toString('hex')}`,
        object: 'event',
        api_version: '2025-01-01',
        created: Math.floor(Date.now() / 1000),
        type: options.type ?? 'checkout.session.completed',
        data: 'data' in options ? options.data : { object: session ?? { id, object: 'checkout.session' } },
      };
      if (options.data === 'missing') delete event.data;
      const payload = options.rawPayload ?? JSON.stringify(event);
      const signature = options.signature ?? signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? webhookSecret });
      const res = await fetch(`${appUrl}/api/payment/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    async sendRefundWebhook(appUrl, refundId, options = {}) {
      const refund = refunds.get(refundId);
      if (!refund) throw new Error(`no refund ${refundId}`);
      const session = [...sessions.values()].find((s) => s.payment_intent === refund.payment_intent)!;
      const type = options.type ?? 'charge.refunded';
      const refunded = refundedOn(refund.payment_intent);
      // Like Stripe since API 2022-11-15: the Charge in the event does not list its refunds.
      const charge = {
        id: refund.charge,
        object: 'charge',
        amount: session.amount_total,
        amount_refunded: refunded,
        currency: session.currency,
        payment_intent: refund.payment_intent,
        refunded: refunded >= session.amount_total,
        status: 'succeeded',
        metadata: session.metadata,
      };
      return fake.sendWebhook(appUrl, session.id, { type, data: { object: type === 'charge.refunded' ? charge : refund } });
    },
    async dashboardRefund(appUrl, sessionId, options = {}) {
      const session = sessions.get(sessionId);
      if (!session?.payment_intent) throw new Error(`session ${sessionId} is not paid`);
      const left = session.amount_total - refundedOn(session.payment_intent);
      const amount = options.amount ?? left;
      if (!options.unchecked && (amount <= 0 || amount > left)) throw new Error(`the fake dashboard refuses ${amount} (left ${left})`);
      const refund = makeRefund(session, amount, {});
      return { refund, hook: await fake.sendRefundWebhook(appUrl, refund.id) };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return fake;
}
