/**
 * Encrypted (password-protected) PDFs are refused with their own code: nobody else could open
 * them, and their content cannot be checked. A PDF is encrypted when its trailer (or, from PDF
 * 1.5, its cross-reference stream dictionary, which is never itself encrypted or compressed)
 * holds an `/Encrypt` entry: a reference (`/Encrypt 12 0 R`) or an inline dictionary.
 * The file is scanned as a stream, so a 25 MB document costs a few milliseconds, not memory.
 */
import { createReadStream } from 'node:fs';

const ENCRYPT_ENTRY = /\/Encrypt\s*(?:\d+\s+\d+\s+R|<<)/;
/** Bytes kept from the previous chunk so a token split across two chunks is still found. */
const OVERLAP = 64;

export async function isEncryptedPdf(path: string, signal?: AbortSignal): Promise<boolean> {
  let carry = '';
  for await (const chunk of createReadStream(path, { highWaterMark: 256 * 1024 }) as AsyncIterable<Buffer>) {
    signal?.throwIfAborted();
    // latin1 maps every byte to one character, so binary streams cannot break the match.
    const text = carry + chunk.toString('latin1');
    if (ENCRYPT_ENTRY.test(text)) return true;
    carry = text.slice(-OVERLAP);
  }
  return false;
}
