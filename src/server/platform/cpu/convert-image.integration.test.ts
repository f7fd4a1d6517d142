import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { convertPhoto, headerPixels, ImageConversionError } from './convert-image.ts';

/** A JPEG 300×200 stored sideways (EXIF orientation 6 = rotate 90° clockwise to display). */
async function sidewaysJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#c0573e' } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret', Make: 'PhoneCo' } } })
    .toBuffer();
}

describe('convertPhoto', () => {
  it('rotates from EXIF, strips metadata and writes WebP', async () => {
    const out = await convertPhoto(await sidewaysJpeg());
    expect(out.mime).toBe('image/webp');
    expect([out.width, out.height]).toEqual([200, 300]);
    const meta = await sharp(out.data).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('fits large images inside 2000 px and never enlarges small ones', async () => {
    const big = await sharp({ create: { width: 4000, height: 1000, channels: 3, background: '#fff' } }).png().toBuffer();
    expect(await convertPhoto(big)).toMatchObject({ width: 2000, height: 500 });
    const small = await sharp({ create: { width: 50, height: 40, channels: 3, background: '#fff' } }).png().toBuffer();
    expect(await convertPhoto(small)).toMatchObject({ width: 50, height: 40 });
  });

  it('refuses from the header alone an image claiming too many pixels', async () => {
    const png = await sharp({ create: { width: 3000, height: 3000, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(await headerPixels(png)).toMatchObject({ pixels: 9_000_000 });
    await expect(convertPhoto(png, { maxInputPixels: 1_000_000 })).rejects.toMatchObject({ problem: 'too_many_pixels' });
  });

  it.each([
    ['empty', Buffer.alloc(0)],
    ['text', Buffer.from('not an image at all')],
  ])('refuses %s input as unreadable', async (_name, input) => {
    const failure = await convertPhoto(input).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ImageConversionError);
    expect(failure).toMatchObject({ problem: 'unreadable' });
  });

  it('refuses a truncated JPEG', async () => {
    const jpeg = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#123456' } }).jpeg().toBuffer();
    await expect(convertPhoto(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).rejects.toMatchObject({ problem: 'unreadable' });
  });
});
