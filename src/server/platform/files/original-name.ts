/**
 * The name a file had on the sender's machine. It is kept only in the database (the stored file
 * has a random name) and shown back to its owner, so it is made harmless first: no folders, no
 * control, bidirectional or invisible characters (which can disguise `gpj.exe` as `exe.jpg`), no
 * lone surrogates, NFC, at most 200 characters with the extension kept.
 */
export const MAX_NAME_LENGTH = 200;

// C0/C1 controls and DEL; bidi embeddings, overrides and isolates; zero-width characters and BOM;
// line/paragraph separators; U+FFFD (what undecodable bytes, such as an encoded lone surrogate, become).
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2028\u2029\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffd]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function normalizeOriginalName(raw: string | null | undefined): string {
  let name = (raw ?? '').replace(LONE_SURROGATE, '');
  // Only the last path segment: `C:\Users\x\photo.jpg`, `../../etc/passwd`.
  name = name.split(/[/\\]/).pop() ?? '';
  name = name.normalize('NFC').replace(UNSAFE, '').replace(/\s+/g, ' ').trim();
  // No hidden-file or `..` names, no trailing dots (Windows drops them).
  name = name.replace(/^[.\s]+/, '').replace(/[.\s]+$/, '');
  // Counted and cut in code points, so no surrogate pair is ever split.
  if (Array.from(name).length > MAX_NAME_LENGTH) {
    const dot = name.lastIndexOf('.');
    const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
    name = Array.from(name.slice(0, name.length - extension.length)).slice(0, MAX_NAME_LENGTH - extension.length).join('').trimEnd() + extension;
  }
  return name;
}

/**
 * The name a download is offered under: the original base name with the extension of what the
 * file really is (a PDF sent as `facture.exe` downloads as `facture.pdf`), or a plain fallback.
 */
export function downloadName(originalName: string, extension: string, fallbackBase: string): string {
  const dot = originalName.lastIndexOf('.');
  const base = (dot > 0 ? originalName.slice(0, dot) : originalName).trim() || fallbackBase;
  return `${base}.${extension}`;
}
