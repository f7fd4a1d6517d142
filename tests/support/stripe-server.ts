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
import { freshIp } from './applications.ts';

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
  stop: () => Promise<void>;
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
  const stop = async () => {
    await server.stop();
    await stripe.close();
    await smtp.close();
  };
  return { server, stripe, smtp, call, stop };
}
