/**
 * POST /api/candidatures (decision 009, spec Authentication 5): records the application with the
 * deposit computed here, creates the prospect (no member role) or uses the signed-in account,
 * and opens a session so the payment that follows never fails with 401.
 *
 * Who may apply, and why:
 * - signed out, new email → a prospect account is created and signed in;
 * - signed out, email of an existing account → 409 `account_exists`: signing in whoever types
 *   an address would hand them that account (its applications, invoices, or an admin's rights),
 *   so the form asks them to sign in first (it keeps their answers);
 * - signed in → the application is theirs and must carry their account's email;
 * - a member already (any of the four roles) → 409 `already_member`;
 * - one application waiting for payment at a time → 409 `application_pending` with its id.
 *
 * The CGV must be accepted (`accept_cgv: true`, else 400 `cgv_not_accepted`; also when the form
 * sends the `cgv_version` it showed and it is no longer the one in force): that version
 * (CGV_VERSION) and the time are recorded with the application, with the buyer's postal address
 * that its invoices carry (decision 027), and the business the buyer invoices as, if any, which
 * decides the VAT of its invoices and so its price (decision 036).
 *
 * A business in the EU outside France has the reverse charge only once VIES confirms its VAT
 * number (decision 049), asked before the transaction opens: VIES says invalid → 400
 * `rule_failed` on `buyer_business`; VIES does not answer → French VAT and the full price, the
 * consultation stored either way and the buyer told (`vies_check`).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/platform/db/client.ts';
import { applications, users } from '#db/schema.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { isUniqueViolation } from '#server/platform/db/errors.ts';
import { issueSession, type SessionUser } from '#server/identity/session-tokens.ts';
import { isMember } from '#server/identity/roles.ts';
import { findUserByEmail } from '#server/identity/find-user.ts';
import { serializeUser } from '#server/identity/serialize-user.ts';
import { formulaPriceCents } from '../formulas/formulas.ts';
import { sellerIdentity } from '../invoices/seller.ts';
import { normalizeTaxId, sirenFromIdentifier } from '../einvoice/buyer-tax-ids.ts';
import { vatRegimeFor, type BuyerBusiness } from '../einvoice/vat-regime.ts';
import { buyerAmounts } from '#shared/buyer-price.ts';
import { buyerPriceSettings } from '../formulas/price-display.ts';
import { checkVatWithVies } from '../einvoice/check-vat-with-vies.ts';
import { cgvChangedDetails, cgvNotAcceptedDetails, type ApplicationInput } from './application-input.ts';
import { CGV_VERSION } from '#i18n/legal-texts.ts';
import { WITHDRAWAL_TEXT_VERSION } from '#i18n/withdrawal-texts.ts';
import { claimCandidatureUploads } from './claim-candidature-uploads.ts';
import { serializeApplication } from './serialize-application.ts';
import type { Lang } from '#i18n/lang.ts';
import { applicationInputTexts } from '#i18n/application-input-texts.ts';

export async function createApplication(db: Database, input: ApplicationInput, caller: SessionUser | null, requestLang: Lang) {
  const lang: Lang = input.lang ?? requestLang;
  const links = input.links ?? [];
  if (input.accept_cgv !== true) throw new AppError('cgv_not_accepted', { localizedDetails: cgvNotAcceptedDetails });
  if (input.cgv_version !== undefined && input.cgv_version !== CGV_VERSION) throw new AppError('cgv_not_accepted', { localizedDetails: cgvChangedDetails });
  const address = input.billing_address;
  // The VAT its invoices apply follows the buyer, and a business that pays no French VAT pays
  // the price excluding it (decision 036): both fixed now, with the price.
  const business = buyerBusinessOf(input);
  const seller = sellerIdentity();
  let vatRegime = vatRegimeFor(address.country, business, seller.vat_exempt);
  // Reverse charge only on a number VIES confirms (decision 049, art. 18(1) of regulation 282/2011).
  const vies = vatRegime === 'reverse_charge' && business?.vat_number ? await checkVatWithVies(business.vat_number, seller.vat_number) : null;
  if (vies?.status === 'invalid') {
    throw new AppError('rule_failed', { localizedDetails: (l: Lang) => ({ formErrors: [], fieldErrors: { buyer_business: [applicationInputTexts[l].vatNotRegistered] } }) });
  }
  if (vies?.status === 'unavailable') vatRegime = seller.vat_exempt ? 'franchise' : 'fr';
  // The function the form showed the amounts with (decision 056): what it said is what is charged.
  const charged = buyerAmounts(formulaPriceCents(input.formula), vatRegime, buyerPriceSettings());
  return db.transaction(async (tx) => {
    let user: SessionUser;
    if (caller) {
      if (caller.email.toLowerCase() !== input.email.toLowerCase()) {
        throw new AppError('rule_failed', { details: { formErrors: [], fieldErrors: { email: [applicationInputTexts[lang].accountEmail(caller.email)] } } });
      }
      // Locks the account: two submissions of one person at once see each other's application.
      const [locked] = await tx.select().from(users).where(eq(users.id, caller.id)).for('update');
      if (!locked) throw new AppError('unauthenticated');
      user = locked;
    } else {
      if (await findUserByEmail(tx, input.email)) throw new AppError('account_exists');
      try {
        const [created] = await tx
          .insert(users)
          .values({
            email: input.email,
            role: null,
            firstName: input.first_name,
            lastName: input.last_name,
            brand: input.brand,
            trade: input.trade,
            portfolioLinks: links,
            lang,
          })
          .returning();
        user = created!;
      } catch (error) {
        // The same address submitted twice at once: the second finds an account that is not theirs.
        if (isUniqueViolation(error)) throw new AppError('account_exists');
        throw error;
      }
    }
    if (isMember(user.role)) throw new AppError('already_member');

    const [pending] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.userId, user.id), eq(applications.paymentStatus, 'en_attente'), eq(applications.status, 'validee')))
      .limit(1);
    if (pending) throw new AppError('application_pending', { details: { candidature_id: pending.id } });

    // The id is chosen here so the photos can name their application before its row is written.
    const id = randomUUID();
    const photos = await claimCandidatureUploads(tx, input.photos ?? [], user.id, { applicationId: id, lang });
    const [row] = await tx
      .insert(applications)
      .values({
        id,
        userId: user.id,
        firstName: input.first_name,
        lastName: input.last_name,
        email: user.email,
        brand: input.brand,
        trade: input.trade,
        photos,
        links,
        priorityNeed: input.priority_need,
        monthlyRevenue: input.monthly_revenue,
        objective: input.objective,
        alreadyTried: input.already_tried,
        formula: input.formula,
        formulaPriceCents: charged.priceCents,
        depositCents: charged.depositCents,
        lang,
        source: input.source ?? null,
        billingAddress: { street: address.street, postal_code: address.postal_code.toUpperCase(), city: address.city, country: address.country },
        buyerBusiness: business,
        vatRegime,
        viesStatus: vies?.status ?? null,
        viesCheckedAt: vies?.checkedAt ?? null,
        viesRequestId: vies?.requestId ?? null,
        viesName: vies?.name ?? null,
        viesAddress: vies?.address ?? null,
        cgvVersion: CGV_VERSION,
        cgvAcceptedAt: new Date(),
        // A private buyer is asked about the withdrawal right (decision 058); a business is not.
        ...(business ? {} : withdrawalConsents(input)),
      })
      .returning();

    if (caller) {
      // An existing account keeps what it has; the application only fills what is empty.
      await tx
        .update(users)
        .set({
          firstName: sql`case when ${users.firstName} = '' then ${input.first_name} else ${users.firstName} end`,
          lastName: sql`case when ${users.lastName} = '' then ${input.last_name} else ${users.lastName} end`,
          brand: sql`case when ${users.brand} = '' then ${input.brand} else ${users.brand} end`,
          trade: sql`case when ${users.trade} = '' then ${input.trade} else ${users.trade} end`,
          portfolioLinks: sql`case when ${users.portfolioLinks} = '[]'::jsonb then ${JSON.stringify(links)}::jsonb else ${users.portfolioLinks} end`,
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id));
    }
    const { token } = await issueSession(tx, user, 'candidature');
    return { application: serializeApplication(row!), token, user: serializeUser(user) };
  });
}

/** The business invoiced, identifiers normalized and a SIRET reduced to its SIREN (decision 049). */
function buyerBusinessOf(input: ApplicationInput): BuyerBusiness | null {
  if (!input.buyer_business) return null;
  const { name, siren, vat_number } = input.buyer_business;
  return {
    name,
    siren: siren ? (sirenFromIdentifier(normalizeTaxId(siren)) ?? normalizeTaxId(siren)) : null,
    vat_number: vat_number ? normalizeTaxId(vat_number) : null,
  };
}

/** The consumer's choice with its wording's version and time: both consents, or the choice to wait (decision 058). */
function withdrawalConsents(input: ApplicationInput) {
  const at = input.early_start_requested && input.withdrawal_waiver_acknowledged ? new Date() : null;
  return { withdrawalTextVersion: WITHDRAWAL_TEXT_VERSION, earlyStartRequestedAt: at, withdrawalWaiverAt: at };
}
