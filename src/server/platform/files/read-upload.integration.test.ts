import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppError } from '../http/errors.ts';
import { DOCUMENT_MAX_BYTES, PHOTO_MAX_BYTES, PHOTO_OR_DOCUMENT_RULES, PHOTO_RULES, readUpload, type ReadUploadOptions, type UploadRules } from './read-upload.ts';
import { HTML, heic, jpegOfSize, MiB, multipart, pdf, photo, pngBomb, streamedMultipart, SVG, zips, type Part } from '#tests/support/file-fixtures.ts';

const tempDir = mkdtempSync(join(tmpdir(), 'atelier-read-upload-'));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));
beforeEach(() => expect(readdirSync(tempDir)).toEqual([]));

/** Photos for `type=photo`, photos and documents for `type=document`, undecided without a type. */
function rulesByType(fields: Readonly<Record<string, string>>, final: boolean): UploadRules | null {
  if (fields.type === 'photo') return PHOTO_RULES;
  if (fields.type === 'document') return PHOTO_OR_DOCUMENT_RULES;
  if (!final && fields.type === undefined) return null;
  throw new AppError('validation_failed', { details: { fieldErrors: { type: ['photo or document'] } } });
}

const options: ReadUploadOptions = { rules: rulesByType, maxBytes: DOCUMENT_MAX_BYTES, tempDir, work: { lane: 'member', account: 'read-upload-test' } };

function request(parts: Part[]): Request {
  const { body, contentType } = multipart(parts);
  return new Request('http://test/api/upload', { method: 'POST', body: new Uint8Array(body), headers: { 'content-type': contentType, 'content-length': String(body.length) } });
}

function streamedRequest(made: ReturnType<typeof streamedMultipart>, declareLength = false): Request {
  const headers: Record<string, string> = { 'content-type': made.contentType };
  if (declareLength) headers['content-length'] = String(made.length);
  return new Request('http://test/api/upload', { method: 'POST', body: made.stream, headers, duplex: 'half' } as RequestInit);
}

async function refusal(promise: Promise<unknown>): Promise<{ code: string; status: number; details: unknown; headers: Record<string, string> }> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const { code, status, details, headers } = error as AppError;
  return { code, status, details, headers };
}

describe('readUpload: accepted files', () => {
  it('streams a photo to a temporary file and describes it; dispose removes it', async () => {
    const bytes = await photo('jpeg', 800, 600);
    const upload = await readUpload(request([{ name: 'type', value: 'photo' }, { name: 'file', filename: 'Œuvre d’été.JPG', data: bytes }]), options);
    expect(upload.fields).toEqual({ type: 'photo' });
    expect(upload.file).toMatchObject({ kind: 'image', mime: 'image/jpeg', extension: 'jpg', size: bytes.length, width: 800, height: 600, originalName: 'Œuvre d’été.JPG' });
    expect(upload.file.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(readFileSync(upload.file.path).equals(bytes)).toBe(true);
    await upload.dispose();
    await upload.dispose();
    expect(existsSync(upload.file.path)).toBe(false);
  });

  it('accepts the fields after the file (the final rules decide)', async () => {
    const upload = await readUpload(request([{ name: 'file', filename: 'bilan.pdf', data: pdf() }, { name: 'type', value: 'document' }, { name: 'card_id', value: 'x' }]), options);
    expect(upload.fields).toEqual({ type: 'document', card_id: 'x' });
    expect(upload.file).toMatchObject({ kind: 'pdf', mime: 'application/pdf', width: null, height: null });
    await upload.dispose();
  });

  it.each([
    ['a ZIP', () => zips.plain(), 'zip'],
    ['a TIFF (its type is known only at the end)', () => photo('tiff'), 'image'],
    ['a photo of exactly 15 MiB', () => jpegOfSize(PHOTO_MAX_BYTES), 'image'],
  ])('accepts %s as a document', async (_name, make, kind) => {
    const upload = await readUpload(request([{ name: 'type', value: 'document' }, { name: 'file', filename: 'x', data: await make() }]), options);
    expect(upload.file.kind).toBe(kind);
    await upload.dispose();
  });
});

describe('readUpload: refusals (no temporary file is left)', () => {
  it.each([
    ['no file part', 400, 'file_missing', () => [{ name: 'type', value: 'photo' }]],
    ['an empty file', 400, 'empty_file', async () => [{ name: 'type', value: 'document' }, { name: 'file', filename: 'vide.pdf', data: Buffer.alloc(0) }]],
    ['two files', 400, 'invalid_multipart', async () => [{ name: 'type', value: 'photo' }, { name: 'file', filename: 'a.png', data: await photo('png') }, { name: 'file', filename: 'b.png', data: await photo('png') }]],
    ['a file in another field', 400, 'invalid_multipart', async () => [{ name: 'type', value: 'photo' }, { name: 'other', filename: 'a.png', data: await photo('png') }]],
    ['a field sent twice', 400, 'validation_failed', async () => [{ name: 'type', value: 'photo' }, { name: 'type', value: 'photo' }, { name: 'file', filename: 'a.png', data: await photo('png') }]],
    ['a field over 1 KiB', 400, 'validation_failed', async () => [{ name: 'type', value: 'x'.repeat(2000) }, { name: 'file', filename: 'a.png', data: await photo('png') }]],
    ['a NUL in a field', 400, 'validation_failed', async () => [{ name: 'type', value: 'pho\0to' }, { name: 'file', filename: 'a.png', data: await photo('png') }]],
    ['a bad type field (before the file)', 400, 'validation_failed', async () => [{ name: 'type', value: 'nope' }, { name: 'file', filename: 'a.png', data: await photo('png') }]],
    ['a bad type field (after the file)', 400, 'validation_failed', async () => [{ name: 'file', filename: 'a.png', data: await photo('png') }, { name: 'type', value: 'nope' }]],
    ['a PNG named .pdf sent as a photo', 0, null, async () => [{ name: 'type', value: 'photo' }, { name: 'file', filename: 'doc.pdf', data: await photo('png') }]],
    ['a PDF sent as a photo', 415, 'unsupported_file_type', async () => [{ name: 'type', value: 'photo' }, { name: 'file', filename: 'a.jpg', data: pdf() }]],
    ['an SVG', 415, 'unsupported_file_type', async () => [{ name: 'type', value: 'document' }, { name: 'file', filename: 'a.svg', data: SVG }]],
    ['HTML named .jpg', 415, 'unsupported_file_type', async () => [{ name: 'type', value: 'photo' }, { name: 'file', filename: 'a.jpg', data: HTML }]],
    ['a HEIC photo', 415, 'heic_not_supported', async () => [{ name: 'type', value: 'photo' }, { name: 'file', filename: 'IMG_0001.HEIC', data: heic() }]],
    ['an encrypted PDF', 415, 'encrypted_pdf', async () => [{ name: 'type', value: 'document' }, { name: 'file', filename: 'a.pdf', data: pdf({ encrypted: true }) }]],
    ['a ZIP with ../', 415, 'unsafe_archive', async () => [{ name: 'type', value: 'document' }, { name: 'file', filename: 'a.zip', data: await zips.traversal() }]],
    ['a PNG bomb', 413, 'image_too_many_pixels', async () => [{ name: 'type', value: 'photo' }, { name: 'file', filename: 'bomb.png', data: await pngBomb() }]],
    ['a photo one byte over 15 MiB', 413, 'file_too_large', async () => [{ name: 'type', value: 'photo' }, { name: 'file', filename: 'big.jpg', data: await jpegOfSize(PHOTO_MAX_BYTES + 1) }]],
    ['a photo one byte over 15 MiB, type after the file', 413, 'file_too_large', async () => [{ name: 'file', filename: 'big.jpg', data: await jpegOfSize(PHOTO_MAX_BYTES + 1) }, { name: 'type', value: 'document' }]],
    ['a document one byte over 25 MiB', 413, 'file_too_large', async () => [{ name: 'type', value: 'document' }, { name: 'file', filename: 'big.pdf', data: pdf({ padTo: DOCUMENT_MAX_BYTES + 1 }) }]],
  ] as const)('%s → %s %s', async (_name, status, code, makeParts) => {
    const parts = (await makeParts()) as Part[];
    if (code === null) {
      // A PNG named .pdf is a PNG: accepted as a photo whatever its name says.
      const upload = await readUpload(request(parts), options);
      expect(upload.file.mime).toBe('image/png');
      await upload.dispose();
      return;
    }
    const refused = await refusal(readUpload(request(parts), options));
    expect([refused.status, refused.code]).toEqual([status, code]);
    expect(refused.headers.connection).toBe('close');
    expect(readdirSync(tempDir)).toEqual([]);
  });

  it('answers 415 for a body that is not multipart', async () => {
    const refused = await refusal(readUpload(new Request('http://test/', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }), options));
    expect(refused.code).toBe('unsupported_media_type');
  });

  it('refuses a declared Content-Length over the cap without reading the body', async () => {
    const made = streamedMultipart({ type: 'document' }, pdf(), 40 * MiB);
    const refused = await refusal(readUpload(streamedRequest(made, true), options));
    expect(refused.code).toBe('file_too_large');
    // Only what the stream buffered by itself before anyone read it.
    expect(made.pulled()).toBeLessThan(64 * 1024);
  });

  it('stops reading a photo at 15 MiB when the type came first (the body is never read whole)', async () => {
    const made = streamedMultipart({ type: 'photo' }, await photo('jpeg', 64, 64), 60 * MiB);
    const refused = await refusal(readUpload(streamedRequest(made), options));
    expect(refused).toMatchObject({ status: 413, code: 'file_too_large', details: { limit_bytes: PHOTO_MAX_BYTES, kind: 'image' } });
    expect(made.pulled()).toBeLessThan(PHOTO_MAX_BYTES + 2 * MiB);
    expect(readdirSync(tempDir)).toEqual([]);
  });

  it('stops reading at the largest limit when the type comes after the file', async () => {
    const made = streamedMultipart({}, pdf(), 60 * MiB);
    const refused = await refusal(readUpload(streamedRequest(made), options));
    expect(refused).toMatchObject({ status: 413, code: 'file_too_large' });
    expect(made.pulled()).toBeLessThan(DOCUMENT_MAX_BYTES + 2 * MiB);
  });

  it('refuses a HEIC from its first bytes, without reading the rest', async () => {
    const made = streamedMultipart({ type: 'photo' }, heic(), 12 * MiB);
    const refused = await refusal(readUpload(streamedRequest(made), options));
    expect(refused.code).toBe('heic_not_supported');
    expect(made.pulled()).toBeLessThan(2 * MiB);
    expect(readdirSync(tempDir)).toEqual([]);
  });

  it('refuses a body cut in the middle', async () => {
    const { body, contentType } = multipart([{ name: 'type', value: 'photo' }, { name: 'file', filename: 'a.png', data: await photo('png') }]);
    const cut = body.subarray(0, body.length - 200);
    const refused = await refusal(readUpload(new Request('http://test/', { method: 'POST', body: new Uint8Array(cut), headers: { 'content-type': contentType } }), options));
    expect(refused.code).toBe('invalid_multipart');
    expect(readdirSync(tempDir)).toEqual([]);
  });
});
