import { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { Database, DbOrTx } from '#server/platform/db/client.ts';
import { users } from '#db/schema.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { textField } from '#server/platform/http/text-fields.ts';
import { serializeProfile } from '#server/identity/serialize-user.ts';
import { GALLERY_FILE_URL, removeObjectsNow, syncGalleryUploads } from '#server/learning/uploads/gallery.ts';

/** Only http(s) links: a `javascript:` or `data:` URL in a gallery would be an XSS vector. */
const httpUrl = z.url({ protocol: /^https?$/ }).max(2000).meta({ pattern: '^[Hh][Tt][Tt][Pp][Ss]?://' }); // the description says http(s) too
/** files: a gallery entry may also be the private URL of one of the user's gallery photos. */
const galleryEntry = z.union([z.string().regex(GALLERY_FILE_URL), httpUrl]);

// Names, brand and city reach invoices, exports and mail headers: one line, no control character (decision 050).
const shortText = (max: number) => textField({ max });

export const profileInput = z.strictObject({
  first_name: shortText(80).optional(),
  last_name: shortText(80).optional(),
  brand: shortText(120).optional(),
  trade: shortText(120).optional(),
  bio: textField({ max: 4000, multiline: true }).optional(),
  city: shortText(120).optional(),
  phone: shortText(40).optional(),
  website: z.union([z.literal(''), httpUrl]).optional(),
  gallery: z.array(galleryEntry).max(30).optional(),
  portfolio_links: z.array(httpUrl).max(20).optional(),
});

export async function getProfile(db: DbOrTx, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError('user_not_found');
  return serializeProfile(user);
}

export async function updateProfile(db: Database, userId: string, input: z.infer<typeof profileInput>) {
  // files: photos dropped from the gallery are deleted in the same transaction.
  let droppedKeys: string[] = [];
  const user = await db.transaction(async (tx) => {
    if (input.gallery) {
      // Same lock as a gallery upload, which appends to the list.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      droppedKeys = await syncGalleryUploads(tx, userId, input.gallery);
    }
    const [updated] = await tx
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
    if (!updated) throw new AppError('user_not_found');
    return updated;
  });
  await removeObjectsNow(db, droppedKeys);
  return serializeProfile(user);
}
