/**
 * Everything the staff's list of applications (/admin/candidatures) renders (decision 046): the
 * filters of the address (unknown or bad values are dropped rather than answered with an error:
 * an old link stays usable), one page of applications, what each deposit says (given back in part
 * or in full: decision 057, as on the detail page) and the names of the landings they came from.
 */
import { inArray, sum } from 'drizzle-orm';
import { getDb, type DbOrTx } from '#server/platform/db/client.ts';
import { creditNotes } from '#db/schema.ts';
import { depositRefundState } from '../payment/refund-outcome.ts';
import { depositStateKey, type DepositStateKey } from './deposit-state.ts';
import type { Lang } from '#i18n/lang.ts';
import { listApplications, listApplicationsQuery, type ListApplicationsQuery } from './list-applications.ts';
import { landingSourceNames } from './landing-source-names.ts';

export const APPLICATIONS_PAGE_SIZE = 25;

export interface ApplicationsPage {
  query: ListApplicationsQuery;
  pageSize: number;
  result: Awaited<ReturnType<typeof listApplications>>;
  /** A landing's slug as its title in the page's language (the slug itself when unknown). */
  sourceName: (source: string) => string;
  /** What each application's deposit says, by application id. */
  depositState: ReadonlyMap<string, DepositStateKey>;
}

/** What the credit notes gave back on each deposit invoice of the page, by invoice number. */
async function creditedOn(db: DbOrTx, numbers: string[]): Promise<Map<string, number>> {
  if (numbers.length === 0) return new Map();
  const rows = await db
    .select({ number: creditNotes.invoiceNumber, cents: sum(creditNotes.amountInclTaxCents) })
    .from(creditNotes)
    .where(inArray(creditNotes.invoiceNumber, numbers))
    .groupBy(creditNotes.invoiceNumber);
  return new Map(rows.map((row) => [row.number, Number(row.cents ?? 0)]));
}

export async function loadApplicationsPage(lang: Lang, params: URLSearchParams): Promise<ApplicationsPage> {
  const raw = Object.fromEntries(['q', 'payment_status', 'balance_status', 'status', 'offset'].flatMap((k) => {
    const v = params.get(k);
    return v ? [[k, v]] : [];
  }));
  const parsed = listApplicationsQuery.safeParse(raw);
  const query = parsed.success ? parsed.data : listApplicationsQuery.parse({});
  const db = await getDb();
  const sourceName = await landingSourceNames(db, lang);
  const result = await listApplications(db, { ...query, limit: APPLICATIONS_PAGE_SIZE });
  const credited = await creditedOn(db, result.items.flatMap((a) => (a.invoice_number ? [a.invoice_number] : [])));
  const depositState = new Map(
    result.items.map((a) => {
      const refundedCents = a.invoice_number ? (credited.get(a.invoice_number) ?? 0) : 0;
      return [a.id, depositStateKey(a, depositRefundState({ amountCents: a.deposit_cents, refundedCents }))] as const;
    }),
  );
  return { query, pageSize: APPLICATIONS_PAGE_SIZE, result, sourceName, depositState };
}
