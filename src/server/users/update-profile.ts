import { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { users } from '../../../db/schema.ts';
import { AppError } from '../http/errors.ts';
import { serializeProfile } from './serialize-user.ts';

/** Only http(s) links: a `javascript:` or `data:` URL in a gallery would be an XSS vector. */
const httpUrl = z.url({ protocol: /^https?$/ }).max(2000);

const shortText = (max: number) => z.string().trim().max(max);

export const profileInput = z.strictObject({
  first_name: shortText(80).optional(),
  last_name: shortText(80).optional(),
  brand: shortText(120).optional(),
  trade: shortText(120).optional(),
  bio: shortText(4000).optional(),
  city: shortText(120).optional(),
  phone: shortText(40).optional(),
  website: z.union([z.literal(''), httpUrl]).optional(),
  gallery: z.array(httpUrl).max(30).optional(),
  portfolio_links: z.array(httpUrl).max(20).optional(),
});

export async function getProfile(db: DbOrTx, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError('user_not_found');
  return serializeProfile(user);
}

export async function updateProfile(db: DbOrTx, userId: string, input: z.infer<typeof profileInput>) {
  const [user] = await db
    .update(users)
    .set({
      firstName: input.first_name,
      lastName: input.last_name,
      brand: input.brand,
      trade: input.trade,
      bio: input.bio,
      city: input.city,
      phone: input.phone,
      website: input.website,
      gallery: input.gallery,
      portfolioLinks: input.portfolio_links,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new AppError('user_not_found');
  return serializeProfile(user);
}
