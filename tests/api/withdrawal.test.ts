/**
 * The consumer's withdrawal right (decision 058, C. consom. L221-18 to L221-28): a consumer who
 * asks to start at once gets the role at payment and may be asked for the balance, and loses the
 * right once the service is fully performed; one who waits gets the role only after the 14 days
 * and the balance waits as long; withdrawing on day 5 refunds everything (no early start) or the
 * price less the days provided (early start), with credit notes, and ends access; a business
 * buyer has no such right. Time moves by setting the application's dates back in PostgreSQL.
 */
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, errorCode, newUser, type TestUser } from '../support/api.ts';
import { apply } from '../support/applications.ts';
import { waitForMail } from '../support/outbox.ts';
import { addDays, today } from '#server/platform/dates.ts';
import { formatDate } from '#i18n/format.ts';

const TZ = 'Europe/Paris';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const WAIT = { early_start_requested: undefined, withdrawal_waiver_acknowledged: undefined };

let staff: TestUser;
beforeAll(async () => {
  staff = await newUser({ role: 'admin' });
});

async function paidApplication(overrides: Record<string, unknown> = {}) {
  const tag = unique();
  const email = `withdraw-${tag}@test.atelier.local`;
  const created = await apply({ email, ...overrides });
  expect(created.status, created.text).toBe(201);
  const paid = await api('/api/payment/confirm', { body: { candidature_id: created.body.id, payment_reference: `test_wd_${tag}` }, token: created.body.token });
  expect(paid.status, paid.text).toBe(200);
  return { id: created.body.id as string, token: created.body.token as string, email, created: created.body, paid: paid.body };
}

const roleOf = async (token: string) => (await api('/api/me', { token })).body.role as string | null;
const withdraw = (id: string, token: string, body: Record<string, unknown> = {}, lang?: 'fr' | 'en') =>
  api(`/api/candidatures/${id}/withdrawal`, { body, token, headers: lang ? { 'x-atelier-lang': lang } : {} });
const requestBalance = (id: string) => api(`/api/candidatures/${id}/balance`, { method: 'POST', token: staff.token });

describe('the application records the consumer’s choice', () => {
  it('with both consents: their time and the wording’s version; the role at payment; the e-mail confirms it', async () => {
    const m = await paidApplication();
    expect(m.created.withdrawal).toMatchObject({ text_version: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(m.created.withdrawal.early_start_requested_at).toEqual(expect.any(String));
    expect(m.created.withdrawal.waiver_acknowledged_at).toEqual(m.created.withdrawal.early_start_requested_at);
    expect(m.created.withdrawal.period_ends_on).toBe(addDays(today(TZ), 14));
    expect(m.paid.access_starts_on).toBeNull();
    expect(await roleOf(m.token)).toBe('client_essentiel');
    const mail = await waitForMail(m.email, /Vous avez demandé expressément que votre accompagnement commence/);
    expect(mail).toMatch(/reconnu perdre votre droit de rétractation/);
    // the balance may be asked at once, with its due day
    const balance = await requestBalance(m.id);
    expect(balance.status, balance.text).toBe(201);
    expect(balance.body.due_on).toBe(addDays(today(TZ), 15));
    expect((await api(`/api/candidatures/${m.id}`, { token: staff.token })).body.balance_due_on).toBe(addDays(today(TZ), 15));
  });

  it('without them: nothing recorded as asked, the version kept, the choice to wait confirmed in the e-mail', async () => {
    const m = await paidApplication(WAIT);
    expect(m.created.withdrawal).toMatchObject({ early_start_requested_at: null, waiver_acknowledged_at: null, text_version: expect.any(String) });
    expect(m.paid.access_starts_on).toBe(addDays(today(TZ), 15));
    await waitForMail(m.email, /Vous avez choisi d’attendre la fin du délai de rétractation/);
  });

  it('refuses one consent without the other, or anything but true (400, in the caller’s language)', async () => {
    const one = await apply({ withdrawal_waiver_acknowledged: undefined });
    expect(one.status).toBe(400);
    expect(errorCode(one)).toBe('rule_failed');
    expect(one.body.error.details.fieldErrors.withdrawal_waiver_acknowledged[0]).toMatch(/vont ensemble/);
    const other = await apply({ early_start_requested: undefined }, { lang: 'en' });
    expect(other.status).toBe(400);
    expect(other.body.error.details.fieldErrors.early_start_requested[0]).toMatch(/go together/);
    const falsy = await apply({ early_start_requested: false, withdrawal_waiver_acknowledged: false });
    expect(falsy.status).toBe(400);
    expect(falsy.body.error.details.fieldErrors.early_start_requested).toBeDefined();
  });
});

describe('a business buyer', () => {
  it('is not offered withdrawal: role at payment, balance at once, withdrawal 409', async () => {
    const m = await paidApplication({ ...WAIT, buyer_business: { name: 'Poterie Durand SARL', siren: '732829320' } });
    expect(m.created.withdrawal).toBeNull();
    expect(await roleOf(m.token)).toBe('client_essentiel');
    expect((await requestBalance(m.id)).status).toBe(201);
    const refused = await withdraw(m.id, m.token);
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'withdrawal_closed', details: { reason: 'business_buyer' } });
  });
});

describe('who may withdraw, and what they send', () => {
  it('answers 404 for another’s application or an unknown id, 400 for a member’s received_on and a staff call without it', async () => {
    const m = await paidApplication();
    const other = await newUser({ role: null });
    expect((await withdraw(m.id, other.token)).status).toBe(404);
    expect((await withdraw('00000000-0000-4000-8000-000000000000', m.token)).status).toBe(404);
    expect((await withdraw('not-a-uuid', m.token)).status).toBe(404);
    const dated = await withdraw(m.id, m.token, { received_on: today(TZ) });
    expect(dated.status).toBe(400);
    expect(dated.body.error.details.fieldErrors.received_on).toBeDefined();
    const undated = await withdraw(m.id, staff.token);
    expect(undated.status).toBe(400);
    const future = await withdraw(m.id, staff.token, { received_on: addDays(today(TZ), 1) });
    expect(future.status).toBe(400);
    const unknownField = await withdraw(m.id, m.token, { reason: 'x' });
    expect(unknownField.status).toBe(400);
    expect(await roleOf(m.token)).toBe('client_essentiel');
  });

  it('staff record a model form received by post: channel form, the day it was sent', async () => {
    const m = await paidApplication(WAIT);
    const recorded = await withdraw(m.id, staff.token, { received_on: today(TZ) });
    expect(recorded.status, recorded.text).toBe(201);
    expect(recorded.body.withdrawal).toMatchObject({ channel: 'form', received_on: today(TZ), owed_cents: 0, refund_cents: 14_900 });
    expect(recorded.body.credit_notes).toHaveLength(1);
  });
});

describe.runIf(process.env.DATABASE_URL)('time passes (PostgreSQL)', () => {
  let sql: postgres.Sql;
  beforeAll(() => {
    sql = postgres(process.env.DATABASE_URL!, { max: 2, onnotice: () => {} });
  });
  afterAll(async () => {
    await sql?.end({ timeout: 5 });
  });
  /** Moves the application's conclusion (and its payment) `days` back. */
  const back = (id: string, days: number) =>
    sql`update applications set created_at = created_at - make_interval(days => ${days}), paid_at = paid_at - make_interval(days => ${days}),
      access_deferred_until = access_deferred_until - ${days}::int where id = ${id}`;

  it('a consumer who waits: no role and no balance until day 15, then both (the next request gives the role)', async () => {
    const m = await paidApplication(WAIT);
    expect(await roleOf(m.token)).toBeNull();
    for (const lang of ['fr', 'en'] as const) {
      const refused = await api(`/api/candidatures/${m.id}/balance`, { method: 'POST', token: staff.token, headers: { 'x-atelier-lang': lang } });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatchObject({
        code: 'balance_not_requestable',
        details: { reason: 'withdrawal_period_running', withdrawal_period_ends_on: addDays(today(TZ), 14), requestable_from: addDays(today(TZ), 15) },
      });
      expect(refused.body.error.message).toMatch(lang === 'fr' ? /délai de rétractation/ : /withdrawal period/);
    }
    // the last day of the period (day 14 after the conclusion): still waiting
    await back(m.id, 14);
    expect(await roleOf(m.token)).toBeNull();
    expect((await requestBalance(m.id)).status).toBe(409);
    // day 15
    await back(m.id, 1);
    expect(await roleOf(m.token)).toBe('client_essentiel');
    const detail = await api(`/api/candidatures/${m.id}`, { token: staff.token });
    expect(detail.body.withdrawal.access_starts_on).toBeNull();
    expect((await requestBalance(m.id)).status).toBe(201);
    // and the period is over: no withdrawal any more
    const late = await withdraw(m.id, m.token);
    expect(late.status).toBe(409);
    expect(late.body.error.details.reason).toBe('period_ended');
  });

  it('withdraws on day 5 without early start: everything refunded, no role ever given', async () => {
    const m = await paidApplication(WAIT);
    await back(m.id, 4);
    const done = await withdraw(m.id, m.token);
    expect(done.status, done.text).toBe(201);
    expect(done.body.withdrawal).toMatchObject({ channel: 'account', owed_cents: 0, refund_cents: 14_900, access_starts_on: null, received_on: today(TZ) });
    expect(done.body.refunded_cents).toBe(14_900);
    expect(done.body.credit_notes).toHaveLength(1);
    // the day the role would have come: nothing is given
    await sql`update applications set created_at = created_at - interval '20 days' where id = ${m.id}`;
    expect(await roleOf(m.token)).toBeNull();
    const notes = await api('/api/credit-notes', { token: m.token });
    expect(notes.status, notes.text).toBe(200);
    await waitForMail(m.email, /Nous accusons réception de votre rétractation/);
    const again = await withdraw(m.id, m.token);
    expect(again.status).toBe(409);
    expect(again.body.error.details.reason).toBe('already_withdrawn');
  });

  it('withdraws on day 5 with early start: the price less 4 days of 365 refunded, the role gone', async () => {
    const m = await paidApplication();
    await back(m.id, 4);
    expect(await roleOf(m.token)).toBe('client_essentiel');
    const done = await withdraw(m.id, m.token, {}, 'en');
    expect(done.status, done.text).toBe(201);
    // 1 490 € × 4 / 365 = 16.33 € owed, rounded down; paid 149 € deposit
    expect(done.body.withdrawal).toMatchObject({ owed_cents: 1_632, refund_cents: 13_268 });
    expect(await roleOf(m.token)).toBeNull();
    const mail = await waitForMail(m.email, /16,32\s€ restent dus/);
    expect(mail).toMatch(/nous vous remboursons 132,68\s€/);
    // The member pages say the membership ended on the day of the withdrawal, though 16,32 € stay paid.
    const html = (await api('/catalogue', { cookie: `session=${m.token}`, headers: { accept: 'text/html' } })).text.replace(/&nbsp;|[\u00a0\u202f]/g, ' ');
    expect(html).toContain('data-testid="membership-ended"');
    expect(html).toContain(`Vous vous êtes rétracté·e le ${formatDate(today(TZ), 'fr')} : l’accès aux fiches, aux parcours et au suivi de vos progrès est fermé.`);
    const form = (await api('/en/candidature', { cookie: `session=${m.token}`, headers: { accept: 'text/html' } })).text.replace(/&nbsp;|[\u00a0\u202f]/g, ' ');
    expect(form).toContain(`You withdrew on ${formatDate(today(TZ), 'en')}. You may send a new application below.`);
  });

  it('a form sent by post two days before staff record it: the member pages date the end from the day it was sent', async () => {
    const m = await paidApplication();
    await back(m.id, 6);
    const sentOn = addDays(today(TZ), -2);
    const recorded = await withdraw(m.id, staff.token, { received_on: sentOn });
    expect(recorded.status, recorded.text).toBe(201);
    // 4 days provided (conclusion to the day it was sent): 1 490 € × 4 / 365, rounded down
    expect(recorded.body.withdrawal).toMatchObject({ channel: 'form', received_on: sentOn, owed_cents: 1_632 });
    for (const [path, said] of [
      ['/catalogue', `Vous vous êtes rétracté·e le ${formatDate(sentOn, 'fr')}`],
      ['/en/catalogue', `You withdrew on ${formatDate(sentOn, 'en')}`],
    ] as const) {
      const html = (await api(path, { cookie: `session=${m.token}`, headers: { accept: 'text/html' } })).text.replace(/&nbsp;|[\u00a0\u202f]/g, ' ');
      expect(html).toContain('data-testid="membership-ended"');
      expect(html).toContain(said);
      expect(html).not.toContain(formatDate(today(TZ), path.startsWith('/en') ? 'en' : 'fr'));
    }
  });

  it('withdraws on day 5 with early start after paying the balance: the final invoice credited first, then the deposit', async () => {
    const m = await paidApplication();
    expect((await requestBalance(m.id)).status).toBe(201);
    const balance = await api('/api/payment/confirm', { body: { candidature_id: m.id, payment_reference: `test_bal_${unique()}`, purpose: 'solde' }, token: m.token });
    expect(balance.status, balance.text).toBe(200);
    await back(m.id, 4);
    const done = await withdraw(m.id, m.token);
    expect(done.status, done.text).toBe(201);
    expect(done.body.withdrawal).toMatchObject({ owed_cents: 1_632, refund_cents: 147_368 });
    expect(done.body.credit_notes).toHaveLength(2);
    expect(done.body.refunded_cents).toBe(147_368);
    const notes = (await api('/api/credit-notes', { token: m.token })).body as { items?: { amount_incl_tax_cents: number }[] } | { amount_incl_tax_cents: number }[];
    const list = Array.isArray(notes) ? notes : (notes.items ?? []);
    expect(list.map((n) => n.amount_incl_tax_cents).sort((a, b) => a - b)).toEqual([13_268, 134_100]);
    expect(await roleOf(m.token)).toBeNull();
  });

  it('a consumer who started at once has no withdrawal once the service is fully performed', async () => {
    const m = await paidApplication();
    await back(m.id, 400);
    const refused = await withdraw(m.id, m.token);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'withdrawal_closed', details: { reason: 'fully_performed' } });
    expect(await roleOf(m.token)).toBe('client_essentiel');
  });
});
