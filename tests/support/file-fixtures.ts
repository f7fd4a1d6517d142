/**
 * Files for upload tests, built in code (no binary fixtures in the repository): real photos made
 * by sharp, ZIPs by yazl (patched where yazl refuses to write something hostile), hand-written
 * PDFs, and the hostile ones.
 */
import sharp from 'sharp';
import yazl from 'yazl';
import { deflateRawSync } from 'node:zlib';
import { Readable } from 'node:stream';
import { buffer as collect } from 'node:stream/consumers';

export const MiB = 1024 * 1024;

/** A photo with some detail (a gradient and a stripe, so it is not trivially compressible). */
export async function photo(format: 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' | 'tiff', width = 640, height = 480): Promise<Buffer> {
  const base = sharp({ create: { width, height, channels: 3, background: '#c0573e' } }).composite([
    { input: Buffer.from(`<svg width="${width}" height="${height}"><rect x="0" y="0" width="${Math.round(width / 3)}" height="${height}" fill="#204060"/></svg>`), top: 0, left: 0 },
  ]);
  return base[format]().toBuffer();
}

/**
 * A JPEG stored sideways (EXIF orientation 6: turn 90° clockwise to display) with GPS, camera and
 * copyright metadata, as a phone writes it. 300 wide × 200 high as stored; 200 × 300 displayed.
 */
export async function phoneJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#c0573e' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'PhoneCo', Model: 'Pocket 12', Copyright: 'secret owner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 3/1' },
    })
    .toBuffer();
}

/** A true decompression bomb: a 1-bit PNG of `side` × `side` pixels, tiny on disk. */
export async function pngBomb(side = 20_000): Promise<Buffer> {
  const rowBytes = Math.ceil(side / 8) + 1; // filter byte + packed bits
  const raw = Buffer.alloc(rowBytes * side); // all zero: filter 0, black pixels
  const idat = (await import('node:zlib')).deflateSync(raw, { level: 9 });
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** The start of an iPhone photo: an ISO-BMFF `ftyp` box with the `heic` brand (enough to sniff). */
export function heic(): Buffer {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic', 'latin1'), Buffer.from([0, 0, 0, 0]), Buffer.from('mif1heic', 'latin1')]);
  const meta = Buffer.concat([Buffer.from([0, 0, 0, 0x0c]), Buffer.from('meta', 'latin1'), Buffer.alloc(4)]);
  return Buffer.concat([ftyp, meta, Buffer.alloc(64)]);
}

/** A minimal, valid one-page PDF (hand-written, with a correct xref table). */
export function pdf(options: { encrypted?: boolean; text?: string; padTo?: number } = {}): Buffer {
  const text = options.text ?? 'Bonjour';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 12 Tf 20 100 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 12 Tf 20 100 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  if (options.encrypted) objects.push('<< /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>');
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  const encrypt = options.encrypted ? ` /Encrypt ${objects.length} 0 R /ID [<0123456789abcdef0123456789abcdef> <0123456789abcdef0123456789abcdef>]` : '';
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${encrypt} >>\nstartxref\n${xref}\n%%EOF\n`;
  const bytes = Buffer.from(body, 'latin1');
  if (!options.padTo || options.padTo <= bytes.length) return bytes;
  // Trailing whitespace after %%EOF: still a readable PDF, just bigger.
  return Buffer.concat([bytes, Buffer.alloc(options.padTo - bytes.length, 0x20)]);
}

/** `size` bytes that sniff as JPEG: a small real JPEG followed by padding after its end marker. */
export async function jpegOfSize(size: number): Promise<Buffer> {
  const small = await photo('jpeg', 64, 64);
  return Buffer.concat([small, Buffer.alloc(size - small.length)]);
}

type ZipEntry = { name: string; data: Buffer | (() => Readable); mode?: number; compress?: boolean; size?: number };

export async function zip(entries: ZipEntry[]): Promise<Buffer> {
  const archive = new yazl.ZipFile();
  for (const entry of entries) {
    const options = { mode: entry.mode, compress: entry.compress ?? true };
    if (Buffer.isBuffer(entry.data)) archive.addBuffer(entry.data, entry.name, options);
    else archive.addReadStream(entry.data(), entry.name, { ...options, size: entry.size });
  }
  archive.end();
  return collect(archive.outputStream as Readable);
}

/** Replaces every occurrence of a file name inside a ZIP (local header and central directory). */
function renameInZip(archive: Buffer, from: string, to: string): Buffer {
  if (from.length !== to.length) throw new Error('same length only');
  const out = Buffer.from(archive);
  const needle = Buffer.from(from, 'latin1');
  let at = out.indexOf(needle);
  while (at !== -1) {
    out.write(to, at, 'latin1');
    at = out.indexOf(needle, at + needle.length);
  }
  return out;
}

/** A readable stream of `size` zero bytes (so big ZIP entries never sit in memory). */
export function zeros(size: number): () => Readable {
  return () =>
    Readable.from(
      (function* () {
        const block = Buffer.alloc(MiB);
        for (let left = size; left > 0; left -= MiB) yield left >= MiB ? block : block.subarray(0, left);
      })(),
    );
}

export const zips = {
  plain: () => zip([{ name: 'notes/bilan.txt', data: Buffer.from('Bilan de l’été : « très bien ».\n') }, { name: 'photo.bin', data: Buffer.from('no archive here') }]),
  traversal: async () => renameInZip(await zip([{ name: 'xx/evil.txt', data: Buffer.from('owned') }]), 'xx/evil.txt', '../evil.txt'),
  /** `../evil.txt` only in the local header (the central directory says `xx/evil.txt`):. */
  localTraversal: async () => {
    const archive = Buffer.from(await zip([{ name: 'xx/evil.txt', data: Buffer.from('owned') }]));
    archive.write('../evil.txt', archive.indexOf(Buffer.from('xx/evil.txt')), 'latin1'); // the first one is the local header's
    return archive;
  },
  absolute: async () => renameInZip(await zip([{ name: 'xetc/passwd', data: Buffer.from('root') }]), 'xetc/passwd', '/etc/passwd'),
  link: () => zip([{ name: 'lien', data: Buffer.from('/etc/passwd'), mode: 0o120777 }]),
  nestedByName: async () => zip([{ name: 'inner.zip', data: await zip([{ name: 'a.txt', data: Buffer.from('a') }]) }]),
  nestedByContent: async () => zip([{ name: 'data.bin', data: await zip([{ name: 'a.txt', data: Buffer.from('a') }]) }]),
  /** 50 MiB of zeros in ~50 KiB: under the size cap, far over the ratio. */
  ratio: () => zip([{ name: 'zeros.txt', data: zeros(50 * MiB), size: 50 * MiB }]),
  /** 210 MiB declared (over 200 MiB) in a few hundred KiB. */
  tooLarge: () => zip([{ name: 'zeros.txt', data: zeros(210 * MiB), size: 210 * MiB }]),
  tooManyEntries: () => zip(Array.from({ length: 1001 }, (_, i) => ({ name: `f${i}.txt`, data: Buffer.from(String(i)) }))),
  encrypted: async () => {
    // Sets the "encrypted" flag (bit 0) of the entry in both headers: yauzl reports it as such.
    const archive = Buffer.from(await zip([{ name: 'secret.txt', data: Buffer.from('x'.repeat(100)) }]));
    for (const [signature, flagOffset] of [[0x04034b50, 6], [0x02014b50, 8]] as const) {
      for (let i = 0; i + 4 <= archive.length; i++) if (archive.readUInt32LE(i) === signature) archive[i + flagOffset]! |= 1;
    }
    return archive;
  },
  garbage: () => Promise.resolve(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), deflateRawSync(Buffer.from('not really a zip'))])),
};

/** A PNG with an HTML page glued after its end: sniffed as PNG, and re-encoded, so the HTML is gone. */
export async function pngHtmlPolyglot(): Promise<Buffer> {
  return Buffer.concat([await photo('png', 32, 32), Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
}

export const SVG = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
export const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

export type Part = { name: string; value: string } | { name: string; filename: string; data: Buffer; type?: string };

/** A multipart/form-data body written by hand, so tests control part order and raw file names. */
export function multipart(parts: Part[], boundary = `----atelier${Math.random().toString(16).slice(2)}`): { body: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename.replace(/"/g, '%22')}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`),
        part.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * A multipart body whose file part is `fileBytes` long (`head` then zeros), produced lazily as the
 * reader pulls it; `pulled()` says how many bytes were actually read.
 */
export function streamedMultipart(fields: Record<string, string>, head: Buffer, fileBytes: number, filename = 'big.bin') {
  const boundary = `----atelier${Math.random().toString(16).slice(2)}`;
  const before = multipart(Object.entries(fields).map(([name, value]) => ({ name, value })), boundary).body;
  const opening = Buffer.concat([
    before.subarray(0, before.length - `--${boundary}--\r\n`.length),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
  ]);
  const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
  let pulled = 0;
  const block = Buffer.alloc(64 * 1024);
  function* chunks() {
    yield opening;
    yield head;
    for (let left = fileBytes - head.length; left > 0; left -= block.length) yield left >= block.length ? block : block.subarray(0, left);
    yield closing;
  }
  const iterator = chunks();
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = iterator.next();
      if (next.done) return controller.close();
      pulled += next.value.length;
      controller.enqueue(new Uint8Array(next.value));
    },
  });
  return { stream, contentType: `multipart/form-data; boundary=${boundary}`, length: opening.length + fileBytes + closing.length, pulled: () => pulled };
}
