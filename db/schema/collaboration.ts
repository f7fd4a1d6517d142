/**
 * Collaboration between artisans (spec: Collaboration match and contract; decision 010):
 * requests, replies, one match per reply, one set of answers per artisan and match, and the
 * contract sealed on the match once both sides agree.
 */
import { sql } from 'drizzle-orm';
import { check, customType, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './core.ts';
import type { ContractEventDetails, ContractParties, StoredDraftAnswers } from './jsonb-shapes.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const collaborationRequests = pgTable(
  'collaboration_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** ouverte | fermee: a closed request takes no new replies and leaves the board. */
    status: text('status').notNull().default('ouverte'),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    check('collaboration_requests_status_check', sql`${t.status} in ('ouverte', 'fermee')`),
    // The board: open requests, newest first.
    index('collaboration_requests_open_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.status} = 'ouverte'`),
    index('collaboration_requests_author_idx').on(t.authorId, t.createdAt.desc()),
  ],
);

export const collaborationReplies = pgTable(
  'collaboration_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => collaborationRequests.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // One reply per artisan and request (a second one is 409).
    uniqueIndex('collaboration_replies_request_author_unique').on(t.requestId, t.authorId),
    index('collaboration_replies_author_idx').on(t.authorId, t.createdAt.desc()),
  ],
);

export const collaborationMatches = pgTable(
  'collaboration_matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => collaborationRequests.id, { onDelete: 'cascade' }),
    replyId: uuid('reply_id')
      .notNull()
      .references(() => collaborationReplies.id, { onDelete: 'cascade' }),
    /** The request's author (`demandeur` in the answers) and the replier (`partenaire`). */
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** Written once, in the transaction that finds both answers agreeing; never changed after. */
    contractText: text('contract_text'),
    contractHash: text('contract_hash'),
    contractLang: text('contract_lang'),
    /** Names and emails as printed in the contract, for its certificate page. */
    contractParties: jsonb('contract_parties').$type<ContractParties>(),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    /**
     * Set once both parties have signed the locked text: the signed PDF (collaboration_contract_pdfs)
     * was produced then, and these describe it. Never changed after.
     */
    sealedAt: timestamp('sealed_at', { withTimezone: true }),
    /** SHA-256 (hex) of the exact signed PDF bytes: verification compares uploads with it only. */
    sealedPdfSha256: text('sealed_pdf_sha256'),
    /** SHA-256 fingerprint (hex) of the certificate that signed the PDF. */
    signingCertFingerprint: text('signing_cert_fingerprint'),
    /** A party who would not sign closed the collaboration; the locked text stays, unsigned. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One match per reply: creation is `insert … on conflict do nothing`, idempotent under concurrency.
    uniqueIndex('collaboration_matches_reply_unique').on(t.replyId),
    index('collaboration_matches_requester_idx').on(t.requesterId),
    index('collaboration_matches_partner_idx').on(t.partnerId),
    index('collaboration_matches_request_idx').on(t.requestId),
    check(
      'collaboration_matches_contract_complete',
      sql`(${t.contractText} is null) = (${t.contractHash} is null) and (${t.contractText} is null) = (${t.finalizedAt} is null)`,
    ),
    check(
      'collaboration_matches_seal_complete',
      sql`(${t.sealedAt} is null) = (${t.sealedPdfSha256} is null) and (${t.sealedAt} is null) = (${t.signingCertFingerprint} is null) and (${t.sealedAt} is null or ${t.finalizedAt} is not null)`,
    ),
    check('collaboration_matches_sealed_or_closed', sql`${t.sealedAt} is null or ${t.closedAt} is null`),
    // The public verification page looks a PDF up by its hash.
    uniqueIndex('collaboration_matches_sealed_pdf_unique').on(t.sealedPdfSha256),
    // …and tells an edited copy of a sealed contract by the text hash the copy still names.
    index('collaboration_matches_contract_hash_idx').on(t.contractHash),
  ],
);

export const collaborationAnswers = pgTable(
  'collaboration_answers',
  {
    matchId: uuid('match_id')
      .notNull()
      .references(() => collaborationMatches.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The answers so far (a draft may be partial); keys and values of decision 010. */
    answers: jsonb('answers').$type<StoredDraftAnswers>().notNull().default({}),
    /** Set when a complete, valid set was submitted; null while the answers are a draft. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.userId] }), index('collaboration_answers_user_idx').on(t.userId)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value as Uint8Array),
});

/**
 * The signed PDF of a sealed contract, produced once and served byte-identical forever (its
 * SHA-256 is on the match). In the database rather than file storage: it goes when the match
 * goes, with the parties' accounts, and every instance reads the same bytes.
 */
export const collaborationContractPdfs = pgTable('collaboration_contract_pdfs', {
  matchId: uuid('match_id')
    .primaryKey()
    .references(() => collaborationMatches.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

/** Each party's signature of the locked text: the full name they typed and when. */
export const collaborationSignatures = pgTable(
  'collaboration_signatures',
  {
    matchId: uuid('match_id')
      .notNull()
      .references(() => collaborationMatches.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    typedName: text('typed_name').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.userId] })],
);

/**
 * The audit trail of a match's contract: answers submitted (with the conflicts they
 * left), text locked, each signature, sealing, closing. Append-only; printed on the certificate
 * page and returned by GET /api/collaboration-contract.
 */
export const collaborationEvents = pgTable(
  'collaboration_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => collaborationMatches.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** answers_submitted | contract_locked | signed | sealed | closed */
    kind: text('kind').notNull(),
    details: jsonb('details').$type<ContractEventDetails>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('collaboration_events_match_idx').on(t.matchId, t.at)],
);
