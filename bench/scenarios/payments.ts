/**
 * Deposit payments under load. 200 prospects (throwaway test accounts
 * `bench-pay-…`, never deleted: their invoices are immutable) apply, then all confirm their payment
 * through the sandbox with 50 requests in flight. Figures: confirmations per second and latency
 * (each holds the year's invoice counter row for its transaction), whether the year's numbers stay
 * gap-free and unique, and how long the mail outbox takes to send the 200 invoice emails (PDF
 * rendered per email, written as .eml by the server: no SMTP_URL in the bench server).
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { summarize } from '../stats.ts';
import { bearer, signup, type Scenario } from '../scenario.ts';

const PROSPECTS = Number(process.env.BENCH_PAYMENTS ?? 200);
const IN_FLIGHT = Number(process.env.BENCH_PAYMENTS_IN_FLIGHT ?? 50);

async function eachLimit<T>(items: T[], limit: number, fn: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i]!, i);
    }
  }));
}

export const payments: Scenario = {
  name: 'payments',
  describe: `${PROSPECTS} applications, then their sandbox payments ${IN_FLIGHT} at a time: invoice numbering and mail outbox`,
  run: async ({ baseUrl, sql }) => {
    const prospects: { token: string; email: string; id: string }[] = [];
    const applyStarted = performance.now();
    await eachLimit(Array.from({ length: PROSPECTS }), 20, async (_x, i) => {
      const email = `bench-pay-${randomUUID()}@bench-pay.atelier.test`;
      const account = await signup(baseUrl, { role: null, email });
      const res = await fetch(`${baseUrl}/api/candidatures`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.99.${Math.floor(i / 250)}.${i % 250}`, ...bearer(account.token) },
        body: JSON.stringify({
          first_name: 'Bench', last_name: `Pay ${i}`, email, brand: 'Bench', trade: 'Bench', priority_need: 'gamme_de_tarifs',
          monthly_revenue: 1000, objective: 'Bench', formula: i % 2 ? 'premium' : 'essentiel',
          billing_address: { street: '1 rue du Banc', postal_code: '75011', city: 'Paris', country: 'FR' }, accept_cgv: true,
        }),
      });
      if (res.status !== 201) throw new Error(`application answered ${res.status}: ${await res.text()}`);
      prospects.push({ token: account.token, email, id: ((await res.json()) as { id: string }).id });
    });
    const applySeconds = (performance.now() - applyStarted) / 1000;

    const latencies: number[] = [];
    const numbers: string[] = [];
    const confirmStarted = performance.now();
    await eachLimit(prospects, IN_FLIGHT, async (p) => {
      const started = performance.now();
      const res = await fetch(`${baseUrl}/api/payment/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...bearer(p.token) },
        body: JSON.stringify({ candidature_id: p.id, payment_reference: `test_bench_${p.id}` }),
      });
      latencies.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`confirm answered ${res.status}: ${await res.text()}`);
      numbers.push(((await res.json()) as { invoice_number: string }).invoice_number);
    });
    const confirmSeconds = (performance.now() - confirmStarted) / 1000;

    const emails = prospects.map((p) => p.email);
    const outboxStarted = performance.now();
    let sent = 0;
    while (performance.now() - outboxStarted < 120_000) {
      const [row] = await sql<{ sent: number }[]>`select count(*)::int as sent from mail_outbox where recipient in ${sql(emails)} and sent_at is not null`;
      sent = row?.sent ?? 0;
      if (sent === emails.length) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const outboxSeconds = (performance.now() - outboxStarted) / 1000;

    const year = Number(numbers[0]!.slice(2, 6));
    const [check] = await sql<{ n: number; max: number; distinct: number }[]>`
      select count(*)::int as n, max(seq)::int as max, count(distinct number)::int as distinct from invoices where year = ${year}`;
    const latency = summarize(latencies);
    return {
      kind: 'job',
      figures: {
        applications: PROSPECTS,
        'applications per s (20 in flight, incl. sign-up)': (PROSPECTS / applySeconds).toFixed(1),
        'confirmations in flight': IN_FLIGHT,
        'confirmations per s': (PROSPECTS / confirmSeconds).toFixed(1),
        'confirm p50 ms': latency.p50.toFixed(1),
        'confirm p95 ms': latency.p95.toFixed(1),
        'confirm p99 ms': latency.p99.toFixed(1),
        'confirm max ms': latency.max.toFixed(1),
        'distinct numbers returned': new Set(numbers).size,
        [`invoices of ${year} (count = max seq = distinct: no gap, no duplicate)`]: `${check!.n} = ${check!.max} = ${check!.distinct}`,
        'invoice emails sent': `${sent} / ${emails.length}`,
        'outbox drained after the last confirmation (s)': outboxSeconds.toFixed(2),
      },
      notes: [
        'each confirmation takes the year’s counter row in its transaction: payments of one year serialize on it (decision 009)',
        'preliminary figures on a shared machine; the lead re-measures on a quiet one',
      ],
    };
  },
};
