/**
 * An id the database could hold (a uuid column): checked before a query, so a malformed id is
 * "not found" (or a field error) rather than PostgreSQL's invalid-input error.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
