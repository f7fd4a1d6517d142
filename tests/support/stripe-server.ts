/**
 * A second real server with PAYMENT_PROVIDER=stripe, the official `stripe` package pointed at the
 * local fake Stripe API, and a real SMTP listener for its emails: what the Stripe API tests
 * (payment-stripe, money-stripe, refusal-stripe) run against. Nothing leaves the machine.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { startServer, type RunningServer } from './start-server.ts';
import { startFakeStripe, type FakeStripe } from './fake-stripe.ts';
import { startSmtpListener, type SmtpListener } from './smtp-listener.ts';
import { randomUUID } from 'node:crypto';
import { applicationBody, freshIp } from './applications.ts';

export interface CallInit {
  method?: string;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

export interface StripeStack {
  server: RunningServer;
  stripe: FakeStripe;
  smtp: SmtpListener;
  /** JSON in and out against the Stripe server, from a fresh client address each time. */
  call: (path: string, init?: CallInit) => Promise<{ status: number; body: any }>;
  /** A new applicant who paid the deposit through (fake) Stripe Checkout; `tag` starts the email. */
  paidDeposit: (tag: string) => Promise<PaidDeposit>;
  stop: () => Promise<void>;
}

export interface PaidDeposit {
  id: string;
  token: string;
  email: string;
  /** The Checkout Session the deposit was paid with. */
  session: string;
  deposit: string;
  depositCents: number;
}

/** Waits (20 s at most) until `ok()` holds, e.g. an email has arrived at the SMTP listener. */
export async function until(ok: () => boolean, what: string) {
  const deadline = Date.now() + 20_000;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function startStripeStack(): Promise<StripeStack> {
  const stripe = await startFakeStripe();
  const smtp = await startSmtpListener();
  const server = await startServer({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: stripe.url,
    SMTP_URL: smtp.url,
    // The shared test server's secret: on PostgreSQL the two are instances of one deployment, and
    // tokens of newUser() are valid here too.
    JWT_SECRET: readFileSync(join(inject('dataDir'), 'jwt-secret'), 'utf8').trim(),
  });
  const call = async (path: string, init: CallInit = {}) => {
    const res = await fetch(server.baseUrl + path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp(), ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return { status: res.status, body: await res.json().catch(() => null) };
  };
  const paidDeposit = async (tag: string): Promise<PaidDeposit> => {
    const created = await call('/api/candidatures', { body: applicationBody({ email: `${tag}-${randomUUID().slice(0, 8)}@test.atelier.local` }) });
    if (created.status !== 201) throw new Error(`application refused: ${created.status} ${JSON.stringify(created.body)}`);
    const p = { id: created.body.id as string, token: created.body.token as string, email: created.body.email as string };
    const checkout = await call('/api/payment/checkout', { body: { candidature_id: p.id }, token: p.token });
    stripe.pay(checkout.body.reference);
    const paid = await call('/api/payment/confirm', { body: { candidature_id: p.id, payment_reference: checkout.body.reference }, token: p.token });
    if (paid.status !== 200) throw new Error(`deposit not confirmed: ${paid.status} ${JSON.stringify(paid.body)}`);
    return { ...p, session: checkout.body.reference as string, deposit: paid.body.invoice_number as string, depositCents: paid.body.amount_cents as number };
  };
  const stop = async () => {
    await server.stop();
    await stripe.close();
    await smtp.close();
  };
  return { server, stripe, smtp, call, paidDeposit, stop };
}
