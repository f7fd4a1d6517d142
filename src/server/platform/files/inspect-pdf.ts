/**
 * Encrypted (password-protected) PDFs are refused with their own code: nobody else could open
 * them, and their content cannot be checked. A PDF is encrypted when its trailer (or, from PDF
 * 1.5, its cross-reference stream dictionary, which is never itself encrypted or compressed)
 * holds an `/Encrypt` entry: a reference (`/Encrypt 12 0 R`) or an inline dictionary.
 *
 * Read as a PDF reader reads it, not as a pattern: a name may spell any byte as `#xx`
 * (`/Encr#79pt` is `/Encrypt`), and whitespace between tokens includes NUL, form feed and
 * comments (`%` to the end of the line), so `/Encrypt %note\n 12 0 R` counts too.
 * The file is scanned as a stream, so a 25 MB document costs a few milliseconds, not memory.
 */
import { createReadStream } from 'node:fs';

/** PDF white space (ISO 32000 §7.2.2) and comments, which are white space between tokens. */
const SPACE = String.raw`(?:[\0\t\n\f\r ]|%[^\r\n]*(?:[\r\n]|$))`;
/** A name token: `/` then regular characters or `#xx` escapes. */
const NAME = /\/((?:[^\0\t\n\f\r /[\]<>(){}%#]|#[0-9a-fA-F]{2})+)/g;
/** What makes the name an entry of a dictionary: an inline dictionary or an indirect reference. */
const VALUE = new RegExp(String.raw`^${SPACE}*(?:<<|\d+${SPACE}+\d+${SPACE}+R)`);
const ONLY_SPACE = new RegExp(String.raw`^${SPACE}*$`);
/** Bytes kept from the previous chunk so a name split across two chunks is still found. */
const OVERLAP = 64;
/** A value still unseen this far after `/Encrypt` (a huge comment) is taken as an encryption entry. */
const MAX_PENDING = 1024 * 1024;

const decodeName = (raw: string) => raw.replace(/#([0-9a-fA-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** found: an /Encrypt entry; pendingFrom: where to resume when its value may lie in the next chunk. */
function scan(text: string): { found: boolean; pendingFrom: number | null } {
  NAME.lastIndex = 0;
  for (let match = NAME.exec(text); match; match = NAME.exec(text)) {
    if (decodeName(match[1]!) !== 'Encrypt') continue;
    const rest = text.slice(NAME.lastIndex);
    if (VALUE.test(rest)) return { found: true, pendingFrom: null };
    // The chunk ends inside the white space (or the numbers) after the name: decide with more bytes.
    if (ONLY_SPACE.test(rest) || /^[\d\0\t\n\f\r ]*$/.test(rest.slice(0, 64)) && rest.length < 64) return { found: false, pendingFrom: match.index };
  }
  return { found: false, pendingFrom: null };
}

export async function isEncryptedPdf(path: string, signal?: AbortSignal): Promise<boolean> {
  let carry = '';
  for await (const chunk of createReadStream(path, { highWaterMark: 256 * 1024 }) as AsyncIterable<Buffer>) {
    signal?.throwIfAborted();
    // latin1 maps every byte to one character, so binary streams cannot break the match.
    const text = carry + chunk.toString('latin1');
    const { found, pendingFrom } = scan(text);
    if (found) return true;
    if (pendingFrom !== null) {
      carry = text.slice(pendingFrom);
      if (carry.length > MAX_PENDING) return true;
    } else carry = text.slice(-OVERLAP);
  }
  return false;
}
