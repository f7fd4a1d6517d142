/**
 * Decision 024 across two app processes on one PostgreSQL: 50 payments and refunds at once,
 * spread over both, leave the invoice series and the credit-note series without a gap or a
 * duplicate; a deposit refunded on one instance takes the role away on the other within a second;
 * a balance request racing a deposit refund never leaves a balance to pay (decision 035); a balance
 * payment racing a full deposit refund: exactly one passes and access follows the money (decision 057).
 * Needs PostgreSQL (DATABASE_URL): PGlite is one process.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/start-server.ts';
import { applicationBody } from '../support/applications.ts';

let ipCounter = 0;
async function call(server: RunningServer, path: string, init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  ipCounter += 1;
  const res = await fetch(`${server.baseUrl}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.88.${Math.floor(ipCounter / 250) % 250}.${ipCounter % 250}`,
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

async function within(limitMs: number, check: () => Promise<boolean>): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started <= limitMs) {
    if (await check()) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 25));
  }
  return null;
}

/** True when the numbers are exactly 1..n. */
const gapFree = (seqs: number[]) => seqs.every((seq, i) => seq === i + 1);

describe.runIf(process.env.DATABASE_URL)('money on two instances', () => {
  let a: RunningServer;
  let b: RunningServer;
  let sql: postgres.Sql;
  let admin: string;

  beforeAll(async () => {
    const shared = { JWT_SECRET: randomBytes(32).toString('hex') };
    [a, b] = await Promise.all([startServer(shared), startServer(shared)]);
    sql = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
    admin = (await call(a, '/auth/dev-signup', { body: { role: 'admin' } })).body.token;
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await sql?.end({ timeout: 5 });
  });

  const applyOn = async (server: RunningServer) => {
    const res = await call(server, '/api/candidatures', { body: applicationBody({ email: `inst-${randomUUID().slice(0, 12)}@test.atelier.local` }) });
    expect(res.status).toBe(201);
    return { id: res.body.id as string, token: res.body.token as string };
  };
  const pay = (server: RunningServer, p: { id: string; token: string }) =>
    call(server, '/api/payment/confirm', { token: p.token, body: { candidature_id: p.id, payment_reference: `test_inst_${p.id}` } });

  it('50 payments and refunds at once over both instances leave both series gap-free', async () => {
    const toPay = await Promise.all(Array.from({ length: 25 }, (_, i) => applyOn(i % 2 ? a : b)));
    const paid = await Promise.all(Array.from({ length: 25 }, (_, i) => applyOn(i % 2 ? b : a)));
    const deposits: string[] = [];
    for (const p of paid) deposits.push((await pay(a, p)).body.invoice_number);

    const keys = deposits.map(() => randomUUID());
    const refundOn = (server: RunningServer, i: number) =>
      call(server, `/api/invoices/${deposits[i]}/refunds`, { token: admin, body: { amount_cents: 1_000 + i }, headers: { 'idempotency-key': keys[i]! } });
    const [results, retries] = await Promise.all([
      Promise.all([...toPay.map((p, i) => pay(i % 2 ? a : b, p)), ...deposits.map((_, i) => refundOn(i % 2 ? b : a, i))]),
      // Five refunds sent again at the same moment with the same key, to the other instance.
      Promise.all([0, 1, 2, 3, 4].map((i) => refundOn(i % 2 ? a : b, i))),
    ]);
    if ([...results, ...retries].some((r) => r.status >= 500)) console.error(`${a.output().slice(-3000)}\n${b.output().slice(-3000)}`);
    const payments = results.slice(0, 25);
    const refunds = results.slice(25);
    expect(payments.map((r) => r.status)).toEqual(Array(25).fill(200));
    for (const [i, first] of refunds.entries()) {
      const retry = retries[i];
      if (!retry) {
        expect(first.status).toBe(201);
        continue;
      }
      // The same key twice at once: one refund (201); the other replays it (200) or is told it is in progress.
      const pair = [first, retry];
      const created = pair.filter((r) => r.status === 201);
      expect(created, `pair ${i}: ${pair.map((r) => r.status)}`).toHaveLength(1);
      const other = pair.find((r) => r !== created[0])!;
      if (other.status === 200) expect(other.body.credit_note.number).toBe(created[0]!.body.credit_note.number);
      else expect(other.body.error.code).toBe('refund_in_progress');
      refunds[i] = created[0]!;
    }
    const invoiceNumbers = payments.map((r) => r.body.invoice_number);
    const noteNumbers = refunds.map((r) => r.body.credit_note.number);
    expect(new Set(invoiceNumbers).size).toBe(25);
    expect(new Set(noteNumbers).size).toBe(25);

    const year = Number(invoiceNumbers[0].slice(2, 6));
    const invoiceSeqs = (await sql`select seq from invoices where year = ${year} order by seq`).map((r) => Number(r.seq));
    const noteSeqs = (await sql`select seq from credit_notes where year = ${year} order by seq`).map((r) => Number(r.seq));
    expect(gapFree(invoiceSeqs), `invoices ${invoiceSeqs.join(',')}`).toBe(true);
    expect(gapFree(noteSeqs), `credit notes ${noteSeqs.join(',')}`).toBe(true);
    const [counters] = await sql`select (select last_seq from invoice_counters where year = ${year}) as invoices, (select last_seq from credit_note_counters where year = ${year}) as notes`;
    expect(Number(counters!.invoices)).toBe(invoiceSeqs.length);
    expect(Number(counters!.notes)).toBe(noteSeqs.length);
  });

  // Decision 035: a deposit with a refund has no balance to pay, whichever instance wins the race.
  it('a balance request racing a deposit refund on the other instance never leaves a balance to pay', async () => {
    const members = await Promise.all(Array.from({ length: 10 }, (_, i) => applyOn(i % 2 ? a : b)));
    const deposits: string[] = [];
    for (const p of members) deposits.push((await pay(a, p)).body.invoice_number);
    const results = await Promise.all(
      members.flatMap((p, i) => [
        call(i % 2 ? a : b, `/api/candidatures/${p.id}/balance`, { token: admin, body: {} }),
        call(i % 2 ? b : a, `/api/invoices/${deposits[i]}/refunds`, { token: admin, body: {}, headers: { 'idempotency-key': randomUUID() } }),
      ]),
    );
    for (const [i, p] of members.entries()) {
      const [request, refund] = [results[2 * i]!, results[2 * i + 1]!];
      expect(refund.status, JSON.stringify(refund.body)).toBe(201);
      if (request.status !== 201) expect(request.body.error).toMatchObject({ code: 'balance_not_requestable', details: { reason: 'deposit_refunded' } });
      const [row] = await sql`select balance_status from applications where id = ${p.id}`;
      expect(row!.balance_status, `application ${i}: request ${request.status}`).toBeNull();
      const checkout = await call(i % 2 ? a : b, '/api/payment/checkout', { token: p.token, body: { candidature_id: p.id, purpose: 'solde' } });
      expect(checkout.status).toBe(409);
      expect(checkout.body.error.code).toBe('deposit_refunded');
    }
  });

  // Decision 057: access follows the money under one lock. A balance payment and a full refund of
  // the deposit sent at once, on two instances: exactly one passes. Paid first → the refund is
  // refused (final_invoice_stands) and access holds; refunded first → the payment is refused
  // (deposit_refunded), access ends and no final invoice exists. Never both, never neither.
  it('a balance payment racing a full deposit refund on the other instance: exactly one passes, and access follows', async () => {
    const members = await Promise.all(Array.from({ length: 10 }, (_, i) => applyOn(i % 2 ? a : b)));
    const deposits: string[] = [];
    for (const p of members) {
      deposits.push((await pay(a, p)).body.invoice_number);
      expect((await call(b, `/api/candidatures/${p.id}/balance`, { token: admin, body: {} })).status).toBe(201);
    }
    const results = await Promise.all(
      members.flatMap((p, i) => [
        call(i % 2 ? a : b, '/api/payment/confirm', { token: p.token, body: { candidature_id: p.id, payment_reference: `test_bal_${p.id}`, purpose: 'solde' } }),
        call(i % 2 ? b : a, `/api/invoices/${deposits[i]}/refunds`, { token: admin, body: {}, headers: { 'idempotency-key': randomUUID() } }),
      ]),
    );
    const winners = { payment: 0, refund: 0 };
    for (const [i, p] of members.entries()) {
      const [confirm, refund] = [results[2 * i]!, results[2 * i + 1]!];
      const [row] = await sql`select a.balance_status, u.role, (select count(*)::int from invoices where application_id = a.id and kind = 'solde') as finals,
        (select count(*)::int from refunds r join invoices i on i.id = r.invoice_id where i.application_id = a.id) as refunds
        from applications a join users u on u.id = a.user_id where a.id = ${p.id}`;
      const statuses = `application ${i}: confirm ${confirm.status} ${JSON.stringify(confirm.body?.error ?? '')}, refund ${refund.status} ${JSON.stringify(refund.body?.error ?? '')}`;
      if (confirm.status === 200) {
        winners.payment += 1;
        expect(refund.status, statuses).toBe(409);
        expect(refund.body.error, statuses).toMatchObject({ code: 'final_invoice_stands', details: { final_invoice: confirm.body.invoice_number } });
        expect(row, statuses).toMatchObject({ balance_status: 'paye', finals: 1, refunds: 0, role: 'client_essentiel' });
      } else {
        winners.refund += 1;
        expect(confirm.body.error.code, statuses).toBe('deposit_refunded');
        expect(refund.status, statuses).toBe(201);
        expect(row, statuses).toMatchObject({ balance_status: null, finals: 0, refunds: 1, role: null });
      }
      // and both instances answer that role (a cached session follows through NOTIFY, decision 012)
      for (const server of [a, b]) {
        expect(await within(5_000, async () => (await call(server, '/api/me', { token: p.token })).body.role === row!.role), statuses).not.toBeNull();
      }
    }
    expect(winners.payment + winners.refund).toBe(10);
  });

  it('a deposit fully refunded on one instance takes the role away on the other within a second', async () => {
    const p = await applyOn(a);
    const deposit = (await pay(a, p)).body.invoice_number;
    for (const server of [b, b]) expect((await call(server, '/api/me', { token: p.token })).body.role).toBe('client_essentiel'); // cached on B
    const refunded = await call(a, `/api/invoices/${deposit}/refunds`, { token: admin, body: {}, headers: { 'idempotency-key': randomUUID() } });
    expect(refunded.status).toBe(201);
    expect(refunded.body.remaining_cents).toBe(0);
    expect(await within(1_000, async () => (await call(b, '/api/me', { token: p.token })).body.role === null)).not.toBeNull();
    // and the member's pages are closed to them again on B
    expect((await call(b, '/api/my-actions', { token: p.token })).status).toBe(403);
  });
});
