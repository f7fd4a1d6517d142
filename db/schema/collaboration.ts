/**
 * Collaboration between artisans (spec: Collaboration match and contract; decisions §8):
 * requests, replies, one match per reply, one set of answers per artisan and match, and the
 * contract sealed on the match once both sides agree.
 */
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../schema.ts';

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
    contractParties: jsonb('contract_parties').$type<Record<string, unknown>>(),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
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
    /** The answers so far (a draft may be partial); keys and values of decisions §8. */
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull().default({}),
    /** Set when a complete, valid set was submitted; null while the answers are a draft. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.userId] }), index('collaboration_answers_user_idx').on(t.userId)],
);
