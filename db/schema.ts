// The database schema: one file a domain under db/schema/, gathered here for drizzle-kit and the code.
export * from './schema/core.ts';
export * from './schema/collaboration.ts';
export * from './schema/applications.ts';
export * from './schema/mail-outbox.ts';
export * from './schema/site-updates.ts';
export * from './schema/files.ts';
export * from './schema/rate-limits.ts';
export * from './schema/landings.ts';
export * from './schema/notifications.ts';
export * from './schema/refunds.ts';
export * from './schema/personal-data.ts';
export * from './schema/staff.ts';
export * from './schema/issued-documents.ts';
export * from './schema/stripe-books.ts';
