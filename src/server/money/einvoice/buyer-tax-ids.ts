/** The buyer's tax identifiers live on the shared floor, read by the settings and the form too. */
export * from '#shared/tax-ids.ts';
