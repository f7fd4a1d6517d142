/**
 * What "download my data" puts in the archive (decision 026): one entry per kind of
 * data, each a query scoped to the member. Adding a table the member owns (credit notes, final
 * invoices…) is one more entry here: a JSON section, and a file section when it has documents.
 * Every query filters on the member's id, so nothing of another member can come in.
 */
import { checkedSealedPdf } from '#server/collaboration/contract/seal-contract.ts';
import type { Readable } from 'node:stream';
import { and, asc, eq, isNotNull, or } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import {
  actions,
  applications,
  cards,
  collaborationAnswers,
  collaborationMatches,
  collaborationReplies,
  collaborationRequests,
  creditNotes,
  impactReadings,
  invoices,
  notificationOptOuts,
  notifications,
  parcours,
  roleChanges,
  uploads,
  userParcours,
  users,
} from '#db/schema.ts';
import { creditNotePdfBytes, invoicePdfBytes } from '#server/money/invoices/issued-documents.ts';
import { fileStorage } from '#server/platform/storage/storage.ts';

export interface JsonSection {
  /** File name in the archive (`profile.json`) and the README's key for its description. */
  name: string;
  rows: (db: DbOrTx, userId: string) => Promise<unknown>;
}

export interface ArchiveFile {
  path: string;
  /** A small document made in memory (a PDF of a few pages). */
  bytes?: () => Promise<Buffer>;
  /** A stored file, read as a stream when its turn comes (never all at once). */
  stream?: () => Promise<Readable | null>;
  compress: boolean;
  /** Could not be read when the archive was made (decision 037): listed as missing, no entry. */
  missing?: boolean;
  /** The upload it is (files.json marks it missing too). */
  uploadId?: string;
}

export interface FileSection {
  name: string;
  files: (db: DbOrTx, userId: string) => Promise<ArchiveFile[]>;
}

const partyOf = (userId: string) => or(eq(collaborationMatches.requesterId, userId), eq(collaborationMatches.partnerId, userId));
const sealedOf = (userId: string) => and(partyOf(userId), isNotNull(collaborationMatches.sealedAt));

export const JSON_SECTIONS: JsonSection[] = [
  {
    name: 'profile',
    rows: async (db, userId) => {
      const [user] = await db
        .select({
          email: users.email, first_name: users.firstName, last_name: users.lastName, role: users.role, lang: users.lang,
          brand: users.brand, trade: users.trade, bio: users.bio, city: users.city, phone: users.phone, website: users.website,
          gallery: users.gallery, portfolio_links: users.portfolioLinks, email_reminders: users.emailReminders,
          show_in_samples: users.showInSamples, show_in_samples_answered_at: users.showInSamplesAt,
          created_at: users.createdAt, updated_at: users.updatedAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      const optOuts = await db.select({ kind: notificationOptOuts.kind, since: notificationOptOuts.createdAt }).from(notificationOptOuts).where(eq(notificationOptOuts.userId, userId));
      const paths = await db
        .select({ parcours: parcours.id, title: parcours.title, status: userParcours.status, started_at: userParcours.startedAt })
        .from(userParcours)
        .innerJoin(parcours, eq(parcours.id, userParcours.parcoursId))
        .where(eq(userParcours.userId, userId));
      return { ...user, notification_emails_turned_off: optOuts, parcours: paths };
    },
  },
  {
    name: 'actions',
    rows: (db, userId) =>
      db
        .select({ id: actions.id, card: cards.slug, card_title: cards.title, status: actions.status, answers: actions.data, checklist: actions.checklist, validated_at: actions.validatedAt, created_at: actions.createdAt, updated_at: actions.updatedAt })
        .from(actions)
        .innerJoin(cards, eq(cards.id, actions.cardId))
        .where(eq(actions.userId, userId))
        .orderBy(asc(actions.createdAt)),
  },
  {
    name: 'readings',
    rows: (db, userId) =>
      db
        .select({ card: cards.slug, metric: impactReadings.metric, date: impactReadings.date, value: impactReadings.value, note: impactReadings.note, created_at: impactReadings.createdAt, updated_at: impactReadings.updatedAt })
        .from(impactReadings)
        .innerJoin(cards, eq(cards.id, impactReadings.cardId))
        .where(eq(impactReadings.userId, userId))
        .orderBy(asc(impactReadings.date)),
  },
  {
    name: 'applications',
    // Who asked for the balance is a staff member: said as "staff", never their id (decision 037).
    rows: async (db, userId) =>
      (await db.select().from(applications).where(eq(applications.userId, userId)).orderBy(asc(applications.createdAt))).map(({ userId: _u, balanceRequestedBy, ...row }) => ({
        ...row,
        balanceRequestedBy: balanceRequestedBy ? 'staff' : null,
      })),
  },
  {
    name: 'invoices',
    rows: async (db, userId) => (await db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(asc(invoices.issuedAt))).map(({ userId: _u, ...row }) => row),
  },
  {
    name: 'credit-notes',
    rows: async (db, userId) => (await db.select().from(creditNotes).where(eq(creditNotes.userId, userId)).orderBy(asc(creditNotes.issuedAt))).map(({ userId: _u, ...row }) => row),
  },
  {
    // Only the changes of the member's own role. Who acted is said as "staff" or "automatic" (a
    // payment or a refund): the staff member's name and id are their personal data, not the
    // member's (decision 026, docs/personal-data.md).
    name: 'role-changes',
    rows: async (db, userId) =>
      (
        await db
          .select({ from_role: roleChanges.fromRole, to_role: roleChanges.toRole, changedBy: roleChanges.changedBy, changedByName: roleChanges.changedByName, changed_at: roleChanges.createdAt })
          .from(roleChanges)
          .where(eq(roleChanges.userId, userId))
          .orderBy(asc(roleChanges.createdAt), asc(roleChanges.id))
      ).map(({ changedBy, changedByName, ...row }) => ({ ...row, changed_by: changedBy || changedByName ? 'staff' : 'automatic' })),
  },
  {
    name: 'collaboration-requests',
    rows: (db, userId) =>
      db
        .select({ id: collaborationRequests.id, title: collaborationRequests.title, description: collaborationRequests.description, status: collaborationRequests.status, created_at: collaborationRequests.createdAt, closed_at: collaborationRequests.closedAt })
        .from(collaborationRequests)
        .where(eq(collaborationRequests.authorId, userId))
        .orderBy(asc(collaborationRequests.createdAt)),
  },
  {
    name: 'collaboration-replies',
    rows: (db, userId) =>
      db
        .select({ id: collaborationReplies.id, request_id: collaborationReplies.requestId, request_title: collaborationRequests.title, message: collaborationReplies.message, created_at: collaborationReplies.createdAt })
        .from(collaborationReplies)
        .innerJoin(collaborationRequests, eq(collaborationRequests.id, collaborationReplies.requestId))
        .where(eq(collaborationReplies.authorId, userId))
        .orderBy(asc(collaborationReplies.createdAt)),
  },
  {
    name: 'collaboration-answers',
    rows: (db, userId) =>
      db
        .select({ match_id: collaborationAnswers.matchId, answers: collaborationAnswers.answers, submitted_at: collaborationAnswers.submittedAt, updated_at: collaborationAnswers.updatedAt })
        .from(collaborationAnswers)
        .where(eq(collaborationAnswers.userId, userId)),
  },
  {
    name: 'contracts',
    rows: (db, userId) =>
      db
        .select({ match_id: collaborationMatches.id, text: collaborationMatches.contractText, sha256_of_text: collaborationMatches.contractHash, lang: collaborationMatches.contractLang, parties: collaborationMatches.contractParties, finalized_at: collaborationMatches.finalizedAt, sealed_at: collaborationMatches.sealedAt, sha256_of_signed_pdf: collaborationMatches.sealedPdfSha256 })
        .from(collaborationMatches)
        .where(sealedOf(userId)),
  },
  {
    name: 'notifications',
    rows: (db, userId) =>
      db
        .select({ kind: notifications.kind, event: notifications.event, data: notifications.data, created_at: notifications.createdAt, read_at: notifications.readAt })
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(asc(notifications.createdAt)),
  },
  {
    name: 'files',
    rows: (db, userId) =>
      db
        .select({ id: uploads.id, type: uploads.type, mime: uploads.mime, size_bytes: uploads.sizeBytes, original_name: uploads.originalName, sha256: uploads.sha256, created_at: uploads.createdAt })
        .from(uploads)
        .where(eq(uploads.userId, userId))
        .orderBy(asc(uploads.createdAt)),
  },
];

const EXTENSION_OF: Record<string, string> = { 'image/webp': 'webp', 'application/pdf': 'pdf', 'application/zip': 'zip' };

export const FILE_SECTIONS: FileSection[] = [
  {
    name: 'invoices',
    files: async (db, userId) =>
      (await db.select().from(invoices).where(eq(invoices.userId, userId))).map((invoice) => ({
        path: `invoices/${invoice.number}.pdf`,
        bytes: () => invoicePdfBytes(db, invoice),
        compress: false,
      })),
  },
  {
    name: 'credit-notes',
    files: async (db, userId) =>
      (
        await db
          .select({ note: creditNotes, invoiceIssuedOn: invoices.issuedOn })
          .from(creditNotes)
          .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
          .where(eq(creditNotes.userId, userId))
      ).map(({ note, invoiceIssuedOn }) => ({
        path: `credit-notes/${note.number}.pdf`,
        bytes: () => creditNotePdfBytes(db, note, invoiceIssuedOn),
        compress: false,
      })),
  },
  {
    name: 'contracts',
    files: async (db, userId) => {
      const rows = await db.select({ id: collaborationMatches.id, sealedPdfSha256: collaborationMatches.sealedPdfSha256 }).from(collaborationMatches).where(sealedOf(userId));
      const out: ArchiveFile[] = [];
      for (const match of rows) {
        // The signed PDF as sealed, or missing (no row, or bytes that no longer match their SHA-256).
        const pdf = await checkedSealedPdf(db, match).catch(() => null);
        out.push({ path: `contracts/${match.id}.pdf`, ...(pdf ? { bytes: async () => pdf } : { missing: true }), compress: false });
      }
      return out;
    },
  },
  {
    name: 'files',
    files: async (db, userId) => {
      const out: ArchiveFile[] = [];
      for (const row of await db.select().from(uploads).where(eq(uploads.userId, userId))) {
        // Stored form: the converted WebP photo or the PDF/ZIP as received, under its id. Checked
        // first: a stored object that is gone or unreadable is listed as missing, not as an empty file.
        const found = await fileStorage()
          .stat(row.storageKey)
          .catch(() => null);
        const path = `files/${row.type}/${row.id}.${EXTENSION_OF[row.mime] ?? 'bin'}`;
        out.push({ path, uploadId: row.id, compress: false, ...(found ? { stream: async () => (await fileStorage().get(row.storageKey))?.body ?? null } : { missing: true }) });
      }
      return out;
    },
  },
];
