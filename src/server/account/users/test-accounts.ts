/**
 * Seeded test accounts (decision 005): one per role and five artisans with distinct first names.
 * They exist only where ENABLE_TEST_ACCOUNTS is on. Their password is documented in README.
 */
import { z } from 'zod';
import { desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { users } from '#db/schema.ts';
import { hashPassword } from '#server/identity/password.ts';
import type { Role } from '#server/identity/roles.ts';
import type { Lang } from '#i18n/lang.ts';

/** The query/body the route validates (also described in /api/openapi.json). */
export const listAccountsQuery = z.object({ test: z.literal('1').optional(), real: z.literal('1').optional() });

export const TEST_PASSWORD = 'atelier-test-2026';

export const TEST_ACCOUNTS: { email: string; firstName: string; lastName: string; role: Role; lang: Lang; brand: string; trade: string }[] = [
  { email: 'admin@test.atelier.local', firstName: 'Adèle', lastName: 'Martin', role: 'admin', lang: 'fr', brand: 'Atelier', trade: 'Administration' },
  { email: 'responsable@test.atelier.local', firstName: 'Rémi', lastName: 'Garnier', role: 'responsable', lang: 'fr', brand: 'Atelier', trade: 'Accompagnement' },
  { email: 'camille@test.atelier.local', firstName: 'Camille', lastName: 'Rousseau', role: 'client_essentiel', lang: 'fr', brand: 'Terre de Camille', trade: 'Céramiste' },
  { email: 'lea@test.atelier.local', firstName: 'Léa', lastName: 'Fontaine', role: 'client_essentiel', lang: 'fr', brand: 'Léa Lin', trade: 'Tisserande' },
  { email: 'hugo@test.atelier.local', firstName: 'Hugo', lastName: 'Perrin', role: 'client_premium', lang: 'fr', brand: 'Bois Perrin', trade: 'Ébéniste' },
  { email: 'ines@test.atelier.local', firstName: 'Inès', lastName: 'Bernard', role: 'client_premium', lang: 'en', brand: 'Inès Bijoux', trade: 'Bijoutière' },
  { email: 'malo@test.atelier.local', firstName: 'Malo', lastName: 'Lefèvre', role: 'client_essentiel', lang: 'fr', brand: 'Cuir Malo', trade: 'Maroquinier' },
];

/** Creates missing test accounts; existing ones keep their data (idempotent, safe at every start). */
export async function seedTestAccounts(db: DbOrTx): Promise<void> {
  // At most starts every account exists already: skip the (deliberately slow) password hash.
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.email, TEST_ACCOUNTS.map((a) => a.email)));
  if (existing.length === TEST_ACCOUNTS.length) return;
  const passwordHash = await hashPassword(TEST_PASSWORD);
  for (const account of TEST_ACCOUNTS) {
    await db
      .insert(users)
      .values({ ...account, passwordHash, isTestAccount: true })
      .onConflictDoNothing();
  }
}

export async function listAccounts(db: DbOrTx, which: 'test' | 'real') {
  const rows = await db
    .select({ id: users.id, email: users.email, first_name: users.firstName, role: users.role })
    .from(users)
    .where(eq(users.isTestAccount, which === 'test'))
    // The seeded accounts first (the sign-in picker's), however many throwaway test accounts
    // were made before them; then the oldest.
    .orderBy(desc(inArray(users.email, TEST_ACCOUNTS.map((a) => a.email))), users.createdAt, users.email)
    .limit(200);
  return rows;
}
