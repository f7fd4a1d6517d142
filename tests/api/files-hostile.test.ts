/**
 * The hostile-file matrix against the real server: every row gives its status and
 * error code, and after every refusal no file is left, neither stored nor temporary.
 */
import { describe, expect, it } from 'vitest';
import { request } from 'node:http';
import sharp from 'sharp';
import { api, errorCode, newUser, baseUrl } from '../support/api.ts';
import { download, storedActionFiles, tempFiles, upload } from '../support/uploads.ts';
import { HTML, heic, jpegOfSize, MiB, pdf, photo, pngBomb, pngHtmlPolyglot, SVG, zips } from '../support/file-fixtures.ts';

const PHOTO_LIMIT = 15 * MiB;
const DOCUMENT_LIMIT = 25 * MiB;
const CARD = 'recit-atelier';

interface Row {
  name: string;
  type: 'action_image' | 'action_document';
  filename: string;
  make: () => Promise<Buffer> | Buffer;
  status: number;
  code: string | null;
  reason?: string;
}

const truncatedJpeg = async () => {
  const jpeg = await photo('jpeg', 640, 480);
  return jpeg.subarray(0, Math.floor(jpeg.length / 2));
};

const MATRIX: Row[] = [
  { name: 'a PNG named .pdf (as a document)', type: 'action_document', filename: 'facture.pdf', make: () => photo('png'), status: 201, code: null },
  { name: 'a PNG named .pdf (as a photo)', type: 'action_image', filename: 'facture.pdf', make: () => photo('png'), status: 201, code: null },
  { name: 'a PNG with an HTML page glued after it (polyglot)', type: 'action_image', filename: 'page.html', make: pngHtmlPolyglot, status: 201, code: null },
  { name: 'an SVG named .png', type: 'action_image', filename: 'logo.png', make: () => SVG, status: 415, code: 'unsupported_file_type' },
  { name: 'HTML named .jpg', type: 'action_image', filename: 'photo.jpg', make: () => HTML, status: 415, code: 'unsupported_file_type' },
  { name: 'HTML named .pdf (as a document)', type: 'action_document', filename: 'doc.pdf', make: () => HTML, status: 415, code: 'unsupported_file_type' },
  { name: 'a PDF sent as a photo', type: 'action_image', filename: 'photo.jpg', make: () => pdf(), status: 415, code: 'unsupported_file_type' },
  { name: 'a HEIC photo', type: 'action_image', filename: 'IMG_0001.HEIC', make: heic, status: 415, code: 'heic_not_supported' },
  { name: 'an empty file', type: 'action_document', filename: 'vide.pdf', make: () => Buffer.alloc(0), status: 400, code: 'empty_file' },
  { name: 'a truncated JPEG', type: 'action_image', filename: 'coupee.jpg', make: truncatedJpeg, status: 415, code: 'unreadable_image' },
  { name: 'an encrypted PDF', type: 'action_document', filename: 'secret.pdf', make: () => pdf({ encrypted: true }), status: 415, code: 'encrypted_pdf' },
  { name: 'a ZIP with ../ in an entry', type: 'action_document', filename: 'a.zip', make: zips.traversal, status: 415, code: 'unsafe_archive', reason: 'traversal' },
  { name: 'a ZIP with an absolute entry', type: 'action_document', filename: 'a.zip', make: zips.absolute, status: 415, code: 'unsafe_archive', reason: 'traversal' },
  { name: 'a ZIP with a symbolic link', type: 'action_document', filename: 'a.zip', make: zips.link, status: 415, code: 'unsafe_archive', reason: 'link' },
  { name: 'a ZIP inside a ZIP', type: 'action_document', filename: 'a.zip', make: zips.nestedByName, status: 415, code: 'unsafe_archive', reason: 'nested_archive' },
  { name: 'a ZIP hidden in a ZIP under another name', type: 'action_document', filename: 'a.zip', make: zips.nestedByContent, status: 415, code: 'unsafe_archive', reason: 'nested_archive' },
  { name: 'a ZIP with a huge ratio (50 MiB of zeros)', type: 'action_document', filename: 'a.zip', make: zips.ratio, status: 415, code: 'unsafe_archive', reason: 'ratio' },
  { name: 'a ZIP bomb (210 MiB uncompressed)', type: 'action_document', filename: 'a.zip', make: zips.tooLarge, status: 415, code: 'unsafe_archive', reason: 'too_large' },
  { name: 'a ZIP with 1001 entries', type: 'action_document', filename: 'a.zip', make: zips.tooManyEntries, status: 415, code: 'unsafe_archive', reason: 'too_many_entries' },
  { name: 'a ZIP with an encrypted entry', type: 'action_document', filename: 'a.zip', make: zips.encrypted, status: 415, code: 'unsafe_archive', reason: 'encrypted' },
  { name: 'bytes that only start like a ZIP', type: 'action_document', filename: 'a.zip', make: zips.garbage, status: 415, code: 'unsafe_archive', reason: 'corrupt' },
  { name: 'a PNG decompression bomb (20000 × 20000)', type: 'action_image', filename: 'bomb.png', make: () => pngBomb(), status: 413, code: 'image_too_many_pixels' },
  { name: 'a photo of exactly 15 MiB', type: 'action_image', filename: 'limite.jpg', make: () => jpegOfSize(PHOTO_LIMIT), status: 201, code: null },
  { name: 'a photo one byte over 15 MiB', type: 'action_image', filename: 'gros.jpg', make: () => jpegOfSize(PHOTO_LIMIT + 1), status: 413, code: 'file_too_large' },
  { name: 'a photo one byte over 15 MiB (as a document)', type: 'action_document', filename: 'gros.jpg', make: () => jpegOfSize(PHOTO_LIMIT + 1), status: 413, code: 'file_too_large' },
  { name: 'a document one byte over 25 MiB', type: 'action_document', filename: 'gros.pdf', make: () => pdf({ padTo: DOCUMENT_LIMIT + 1 }), status: 413, code: 'file_too_large' },
  { name: 'a plain PDF', type: 'action_document', filename: 'Œuvre d’été.pdf', make: () => pdf(), status: 201, code: null },
  { name: 'a plain ZIP', type: 'action_document', filename: 'notes.zip', make: zips.plain, status: 201, code: null },
];

describe('hostile files (every row: status, code, and nothing left on disk)', () => {
  it.each(MATRIX)('$name → $status $code', async (row) => {
    // A file some other test left behind is that test's failure, not one of every later row.
    const before = new Set(tempFiles());
    const { token, user } = await newUser();
    const res = await upload({ type: row.type, card_id: CARD, file: await row.make(), filename: row.filename }, { token });
    expect(res.status, res.text.slice(0, 300)).toBe(row.status);
    if (row.code) {
      expect(errorCode(res)).toBe(row.code);
      if (row.reason) expect(res.body.error.details.reason).toBe(row.reason);
      expect(storedActionFiles(user.id)).toEqual([]);
    } else {
      expect(storedActionFiles(user.id)).toHaveLength(1);
      const stored = await download(res.body.url, token);
      expect(stored.status).toBe(200);
      // Photos are re-encoded: whatever rode along (a script, metadata) is gone.
      if (res.body.mime === 'image/webp') expect(stored.bytes.includes(Buffer.from('<script'))).toBe(false);
    }
    // Nothing of this upload is left in the temporary folder (other tests' uploads come and go:
    // what must be gone within 10 s is every file present when this one was answered).
    const atAnswer = tempFiles().filter((name) => !before.has(name));
    await expect.poll(() => tempFiles().filter((name) => atAnswer.includes(name)), { timeout: 10_000 }).toEqual([]);
  });
});

describe('what a stored photo keeps', () => {
  it('honours the EXIF orientation and drops GPS and every other metadata', async () => {
    const { token } = await newUser();
    const phone = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c0573e' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' } })
      .toBuffer();
    expect((await sharp(phone).metadata()).exif?.includes(Buffer.from('PhoneCo'))).toBe(true);
    const res = await upload({ type: 'action_image', card_id: CARD, file: phone, filename: 'IMG_2040.JPG' }, { token });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ type: 'action_image', mime: 'image/webp', width: 200, height: 300, original_name: 'IMG_2040.JPG' });
    const stored = await download(res.body.url, token);
    const meta = await sharp(stored.bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 200, height: 300 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.bytes.includes(Buffer.from('PhoneCo'))).toBe(false);
  });

  it('fits a large photo inside 2000 px', async () => {
    const { token } = await newUser();
    const res = await upload({ type: 'action_image', card_id: CARD, file: await photo('jpeg', 4000, 3000), filename: 'grand.jpg' }, { token });
    expect(res.body).toMatchObject({ width: 2000, height: 1500 });
  });
});

describe('refusing early', () => {
  /** Sends a 60 MiB photo body slowly and reports what the server answered and when. */
  function streamOversizedPhoto(token: string): Promise<{ status: number; sentWhenAnswered: number; body: string }> {
    return new Promise((resolve, reject) => {
      const boundary = '----atelierbig';
      const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\naction_image\r\n--${boundary}\r\nContent-Disposition: form-data; name="card_id"\r\n\r\n${CARD}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\n\r\n`);
      let sent = 0;
      let answered = false;
      const req = request(`${baseUrl()}/api/upload`, { method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` } }, (res) => {
        answered = true;
        const sentWhenAnswered = sent;
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode!, sentWhenAnswered, body }));
      });
      req.on('error', (error) => (answered ? undefined : reject(error)));
      void (async () => {
        const jpeg = await photo('jpeg', 64, 64);
        req.write(head);
        req.write(jpeg);
        sent = head.length + jpeg.length;
        const block = Buffer.alloc(256 * 1024);
        while (!answered && sent < 60 * MiB) {
          const ok = req.write(block);
          sent += block.length;
          if (!ok) await new Promise((r) => req.once('drain', r));
        }
        if (!answered) req.end();
      })().catch(() => {});
    });
  }

  it('answers 413 for an oversized photo before the client has sent it all, and keeps serving', async () => {
    const before = new Set(tempFiles()); // another test's leftover is that test's failure
    const { token, user } = await newUser();
    const result = await streamOversizedPhoto(token);
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body).error.code).toBe('file_too_large');
    expect(result.sentWhenAnswered).toBeLessThan(40 * MiB);
    expect(storedActionFiles(user.id)).toEqual([]);
    expect((await api('/api/health')).status).toBe(200);
    // Our temporary file is among those present now; other tests' uploads keep coming and going, so
    // what must be gone within 10 s is every file of this moment (a leak would stay).
    const atAnswer = tempFiles().filter((name) => !before.has(name));
    await expect.poll(() => tempFiles().filter((name) => atAnswer.includes(name)), { timeout: 10_000 }).toEqual([]);
  });

  it('refuses a declared Content-Length over the limit before any byte of the body is sent', async () => {
    const { token } = await newUser();
    const { status, connection } = await new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const req = request(`${baseUrl()}/api/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(200 * MiB) },
      });
      req.on('response', (res) => {
        res.resume();
        resolve({ status: res.statusCode!, connection: res.headers.connection });
        req.destroy();
      });
      req.on('error', reject);
      req.flushHeaders(); // headers only: the body never comes
    });
    expect(status).toBe(413);
    // The body was never read: the connection cannot carry another request.
    expect(connection).toBe('close');
    expect((await api('/api/health')).status).toBe(200);
  });
});
