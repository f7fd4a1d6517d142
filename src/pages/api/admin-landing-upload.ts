/**
 * Admin: POST multipart, one image in the field `file`, with what it shows in `alt` and `alt_en`
 * (both or neither) → 201 the stored landing image `{name, url, width, height, size, small_url,
 * alt, alt_en}`; `url` is what PUT /api/admin-landing-themes/{slug} takes as image_url. The type
 * comes from the bytes and the photo is converted like every photo of the app
 * (src/server/platform/files/read-upload.ts, convert-image.ts); stored through fileStorage().
 */
import { answer, endpoint, route } from '#server/identity/endpoint.ts';
import { contract as uploadLandingImageContract } from '#server/site/landings/upload-landing-image.contract.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { PHOTO_MAX_BYTES, PHOTO_RULES, readUpload } from '#server/platform/files/read-upload.ts';
import { ImageConversionError } from '#server/platform/cpu/convert-image.ts';
import { readImageDescription, uploadLandingImage } from '#server/site/landings/upload-landing-image.ts';

export const { POST, ALL } = route(
  endpoint(uploadLandingImageContract, async ({ ctx, user: admin, lang, db }) => {
    // Fields sent before the file are checked before it is read; all of them once the body is complete.
    const upload = await readUpload(ctx.request, { rules: (fields, final) => (readImageDescription(fields, lang, final), PHOTO_RULES), maxBytes: PHOTO_MAX_BYTES, lang, work: { lane: 'member', account: admin.id } });
    try {
      return answer(await uploadLandingImage(db, upload.file.path, readImageDescription(upload.fields, lang)), 201);
    } catch (error) {
      if (error instanceof ImageConversionError) throw new AppError(error.problem === 'too_many_pixels' ? 'image_too_many_pixels' : 'unreadable_image');
      throw error;
    } finally {
      await upload.dispose();
    }
  }),
);
